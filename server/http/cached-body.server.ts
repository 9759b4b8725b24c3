import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

// The stored bytes of one cached answer in each encoding a client may ask for. Every visitor
// gets the same bytes (a cached page's CSP names its scripts' hashes, not a nonce: decision
// 053), so each encoding is compressed once, when first asked for, and a hit writes one buffer.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

export const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

export class CachedBody {
  private readonly encoded: Partial<Record<Encoding, Buffer>>;
  private readonly pending: Partial<Record<Encoding, Promise<number>>> = {};
  /** Plain length. */
  readonly length: number;

  constructor(plain: Buffer) {
    this.encoded = { identity: plain };
    this.length = plain.length;
  }

  /** The bytes to send for `encoding`, or undefined until that encoding is ready. */
  bytes(encoding: Encoding): Buffer | undefined {
    return this.encoded[encoding];
  }

  /** Makes `encoding` ready (compressing once); resolves with the bytes it added. */
  prepare(encoding: Encoding): Promise<number> {
    const plain = this.encoded.identity!;
    return (this.pending[encoding] ??= (
      encoding === "br"
        ? brotli(plain, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length },
          })
        : gzipAsync(plain, { level: 9 })
    ).then((bytes) => {
      this.encoded[encoding] = bytes;
      return bytes.length;
    }));
  }

  /** Bytes held now. */
  size(): number {
    return Object.values(this.encoded).reduce((sum, b) => sum + b.length, 0);
  }
}
