import { Router, type Response } from "express";
import { isObjectKey, isResponsiveWidth, parseShareCrop, sniffImageType, type ShareCrop } from "#core/uploads.ts";
import { InvalidInputError, NotFoundError, UnsupportedOperationError } from "../errors.server.ts";
import type { ObjectStorage } from "./storage.server.ts";
import { variantFormat, type VariantCache } from "./variants.server.ts";

// /objects/{key}: GET serves a stored image (or a resized copy with ?w=, or the share card's
// crop around a point with ?share=x,y), PUT receives an upload
// to a pre-signed address of the local driver. Mounted before sessions and pages: it needs
// neither, and a miss answers JSON 404, never the HTML app.

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The key named by the path, or a 400 for anything that could step outside the store. */
function keyOf(requestPath: string): string {
  const key = requestPath.slice(1);
  if (!isObjectKey(key)) throw new InvalidInputError("Invalid object path");
  return key;
}

function widthOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const width = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!isResponsiveWidth(width)) throw new InvalidInputError("Unsupported image width");
  return width;
}

function shareOf(value: unknown): ShareCrop | undefined {
  if (value === undefined) return undefined;
  const crop = parseShareCrop(value);
  if (!crop) throw new InvalidInputError("Unsupported share crop: use share=x,y in whole percent (0 to 100)");
  return crop;
}

function setImageHeaders(res: Response, contentType: string) {
  res.setHeader("Content-Type", contentType);
  res.setHeader("Cache-Control", IMMUTABLE);
  res.setHeader("X-Content-Type-Options", "nosniff");
  // An image is all it can ever be: no script, no embedding as a document.
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  // Public images may be shown by other sites (feed readers, link previews).
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
}

function sendFile(res: Response, file: string): Promise<void> {
  return new Promise((resolve, reject) =>
    res.sendFile(file, { cacheControl: false, lastModified: true }, (err) =>
      err && !res.headersSent ? reject(err) : resolve(),
    ),
  );
}

export interface ObjectsRouterOptions {
  storage: ObjectStorage;
  variants: VariantCache;
  /** The media library takes the bytes of a finished upload, or refuses them (decision 058). */
  stored?: (key: string) => Promise<void>;
  /** Where a replaced file's old address now points (decision 058), or null. */
  movedTo?: (key: string) => Promise<string | null>;
}

export function objectsRouter(opts: ObjectsRouterOptions): Router {
  const { storage, variants } = opts;
  const router = Router();

  router.put("/*key", async (req, res) => {
    if (!storage.receiveUpload)
      throw new UnsupportedOperationError("Upload to the address given by POST /api/objects/upload");
    const key = keyOf(req.path);
    await storage.receiveUpload(req, res, key);
    await opts.stored?.(key);
    res.status(200).end();
  });

  router.get("/*key", async (req, res) => {
    const key = keyOf(req.path);
    const width = widthOf(req.query.w);
    const share = shareOf(req.query.share);
    if (width !== undefined && share) throw new InvalidInputError("Ask for a width or a share crop, not both");
    const variant = width !== undefined ? `?w=${width}` : share ? `?share=${share.x},${share.y}` : "";
    const start = await storage.readStart(key);
    // Only bytes that are an image are ever served, whatever the object claims to be.
    const type = start && sniffImageType(start);
    if (!type) {
      const moved = await opts.movedTo?.(key);
      if (!moved) throw new NotFoundError("Object");
      // A replaced file: its old address (an old revision, a feed reader) leads to the new one.
      res.setHeader("Cache-Control", "no-cache");
      return res.redirect(301, moved + variant);
    }
    if (share) {
      const file = await variants.share(key, share, () => storage.readAll(key));
      if (!file) throw new NotFoundError("Object");
      setImageHeaders(res, "image/jpeg");
      return sendFile(res, file);
    }
    if (width === undefined) {
      setImageHeaders(res, type);
      return storage.send(req, res, key);
    }
    const format = variantFormat(req.get("accept"));
    res.setHeader("Vary", "Accept");
    const file = await variants.file(key, width, format, () => storage.readAll(key));
    if (!file) throw new NotFoundError("Object");
    setImageHeaders(res, `image/${format}`);
    await sendFile(res, file);
  });

  router.use((req, _res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "PUT") return next(new NotFoundError("Object"));
    next(new UnsupportedOperationError("Method not allowed"));
  });
  return router;
}
