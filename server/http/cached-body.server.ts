import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, crc32, deflateRaw, gzip } from "node:zlib";

// The stored bytes of one cached answer, and how a hit gets them with a nonce of its own
// (issue 17 item 10, decision 016). A page's HTML carries its CSP nonce in every script tag; a
// cached page served with the nonce of its first render would give every visitor the same
// one. So the body is kept as the text between the nonce's occurrences, and each hit writes a
// fresh nonce between them: in plain bytes directly, and in gzip through a stream whose
// nonces are stored (uncompressed) deflate blocks, so that only the CRC is computed anew.
// Brotli cannot be patched like that; answers with a nonce in their body are offered in gzip
// or plain, the others in brotli too.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

export type Encoding = "br" | "gzip" | "identity";

/** The CSP nonce of content-security.ts: 16 random bytes in base64, always 24 characters. */
export const newNonce = () => randomBytes(16).toString("base64");
const NONCE_LENGTH = 24;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored deflate block of NONCE_LENGTH bytes, not the last: BFINAL 0, BTYPE 00, LEN, NLEN. */
const STORED_NONCE_HEADER = Buffer.from([
  0x00,
  NONCE_LENGTH & 0xff,
  NONCE_LENGTH >> 8,
  ~NONCE_LENGTH & 0xff,
  (~NONCE_LENGTH >> 8) & 0xff,
]);

export interface CachedBody {
  /** Plain length (the same with any nonce). */
  readonly length: number;
  /** Whether the body carries the nonce (then each hit gets a new one, and no brotli). */
  readonly hasNonce: boolean;
  encodings(): Encoding[];
  /** The chunks to send for `encoding` with `nonce`, or undefined until that encoding is ready. */
  chunks(encoding: Encoding, nonce: string): Buffer[] | undefined;
  /** Makes `encoding` ready (compressing once); resolves with the bytes it added. */
  prepare(encoding: Encoding): Promise<number>;
  /** Bytes held now. */
  size(): number;
}

export function cachedBody(body: Buffer, nonce: string | undefined): CachedBody {
  const segments = nonce && nonce.length === NONCE_LENGTH ? split(body, Buffer.from(nonce)) : [body];
  return segments.length > 1 ? new TemplatedBody(segments, body.length) : new StaticBody(body);
}

function split(body: Buffer, needle: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

class StaticBody implements CachedBody {
  readonly hasNonce = false;
  private readonly encoded: Partial<Record<Encoding, Buffer>>;
  private readonly pending: Partial<Record<Encoding, Promise<number>>> = {};
  readonly length: number;
  constructor(plain: Buffer) {
    this.encoded = { identity: plain };
    this.length = plain.length;
  }
  encodings(): Encoding[] {
    return ["br", "gzip", "identity"];
  }
  chunks(encoding: Encoding): Buffer[] | undefined {
    const bytes = this.encoded[encoding];
    return bytes ? [bytes] : undefined;
  }
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
  size(): number {
    return Object.values(this.encoded).reduce((sum, b) => sum + b.length, 0);
  }
}

class TemplatedBody implements CachedBody {
  readonly hasNonce = true;
  /** Raw deflate of each segment: all but the last end on a sync flush (byte-aligned, not final). */
  private deflated: Buffer[] | undefined;
  private pending: Promise<number> | undefined;
  private readonly segments: Buffer[];
  readonly length: number;
  constructor(segments: Buffer[], length: number) {
    this.segments = segments;
    this.length = length;
  }
  encodings(): Encoding[] {
    return ["gzip", "identity"];
  }
  chunks(encoding: Encoding, nonce: string): Buffer[] | undefined {
    const value = Buffer.from(nonce, "latin1");
    if (encoding === "identity") return this.segments.flatMap((s, i) => (i === 0 ? [s] : [value, s]));
    if (!this.deflated) return undefined;
    let crc = 0;
    const out: Buffer[] = [GZIP_HEADER];
    this.deflated.forEach((deflated, i) => {
      if (i > 0) {
        out.push(STORED_NONCE_HEADER, value);
        crc = crc32(value, crc);
      }
      out.push(deflated);
      crc = crc32(this.segments[i]!, crc);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(this.length % 2 ** 32, 4);
    out.push(trailer);
    return out;
  }
  prepare(encoding: Encoding): Promise<number> {
    if (encoding !== "gzip") return Promise.resolve(0);
    const last = this.segments.length - 1;
    return (this.pending ??= Promise.all(
      this.segments.map((segment, i) =>
        deflateRawAsync(segment, { level: 9, ...(i < last ? { finishFlush: zlibConstants.Z_SYNC_FLUSH } : {}) }),
      ),
    ).then((deflated) => {
      this.deflated = deflated;
      return deflated.reduce((sum, b) => sum + b.length, 0);
    }));
  }
  size(): number {
    return this.length + (this.deflated?.reduce((sum, b) => sum + b.length, 0) ?? 0);
  }
}
