import { request } from "node:http";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

// Helpers of the /objects tests: real images, requests with paths no URL parser has
// normalised, and what lies on disk.

/** A noisy image (so encoders cannot shrink it to nothing) of the given size and format. */
export async function testImage(width: number, height: number, format: "png" | "jpeg" | "webp" | "gif" = "png") {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An HTTP request sent byte for byte: the path is not normalised or re-encoded. */
export function rawRequest(
  base: string,
  rawPath: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname === "localhost" ? "127.0.0.1" : hostname,
        port,
        path: rawPath,
        method: opts.method ?? "GET",
        headers: opts.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** Every file under `dir`, relative, sorted; [] when it does not exist. */
export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}
