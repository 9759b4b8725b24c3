import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import Negotiator from "negotiator";

// Fingerprinted assets with their build-time .br / .gz siblings (scripts/compress-assets.ts),
// chosen by Accept-Encoding and cached for a year. Files without siblings fall through to
// express.static.

const IMMUTABLE = "public, max-age=31536000, immutable";

export function precompressedAssets(assetsDir: string): RequestHandler {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(assetsDir));
  } catch {
    files = new Set();
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!name || name.includes("/") || !files.has(name)) return next();
    const available = ["br", "gzip"].filter((enc) => files.has(`${name}.${enc === "gzip" ? "gz" : "br"}`));
    if (available.length === 0) return next();
    // Preferring brotli when the client accepts both equally.
    const negotiator = new Negotiator(req as never) as unknown as {
      encoding(available: string[], opts: { preferred: string[] }): string | undefined;
    };
    const encoding = negotiator.encoding([...available, "identity"], { preferred: available });
    res.vary("Accept-Encoding");
    if (!encoding || encoding === "identity") return next();
    res.type(path.extname(name));
    res.set({ "Content-Encoding": encoding, "Cache-Control": IMMUTABLE });
    res.sendFile(
      path.join(assetsDir, `${name}.${encoding === "gzip" ? "gz" : "br"}`),
      { cacheControl: false },
      (err) => {
        if (err) next(err);
      },
    );
  };
}
