import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { mkdirSync } from "node:fs";
import { link, mkdir, open, readdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Request } from "express";
import { isObjectKey, isUploadImageType, SNIFF_BYTES, sniffImageType, UPLOAD_URL_TTL_SECONDS } from "#core/uploads.ts";
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  TooLargeError,
  UnsupportedTypeError,
} from "../errors.server.ts";
import type { Clock, ObjectStorage, PresignInput } from "./storage.server.ts";

// The default store: files under DATA_DIR/objects. The app itself plays the part of the object
// store for uploads: it checks the HMAC signature and expiry of the address, the exact size and
// type it was signed for, and the image's magic bytes, writes to a temp file and moves it into
// place only when everything holds, without ever replacing an existing object.

const TMP_DIR = ".tmp";

export interface LocalStorageOptions {
  /** DATA_DIR/objects */
  root: string;
  /** The session secret; a key for upload signatures is derived from it. */
  secret: string;
  now?: Clock;
}

/** The domain error of each status an upload is refused with. */
const REFUSALS = {
  400: InvalidInputError,
  403: ForbiddenError,
  409: ConflictError,
  413: TooLargeError,
  415: UnsupportedTypeError,
} as const;
const refuse = (status: keyof typeof REFUSALS, message: string) => new REFUSALS[status](message);

function isErrno(err: unknown, code: string): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === code;
}

export function createLocalStorage(opts: LocalStorageOptions): ObjectStorage {
  const root = path.resolve(opts.root);
  const tmpDir = path.join(root, TMP_DIR);
  mkdirSync(tmpDir, { recursive: true });
  const now = opts.now ?? Date.now;
  const signingKey = createHmac("sha256", opts.secret).update("arcwell/objects/upload/v1").digest();

  const signature = (key: string, type: string, size: number, expires: number) =>
    createHmac("sha256", signingKey).update(`PUT\n${key}\n${type}\n${size}\n${expires}`).digest("base64url");

  /** The file of `key`, only ever inside the root. */
  function fileOf(key: string): string {
    if (!isObjectKey(key)) throw new NotFoundError("Object");
    const file = path.resolve(root, ...key.split("/"));
    if (!file.startsWith(root + path.sep)) throw new NotFoundError("Object");
    return file;
  }

  async function readStart(key: string): Promise<Buffer | null> {
    let handle;
    try {
      handle = await open(fileOf(key), "r");
    } catch (err) {
      if (isErrno(err, "ENOENT") || isErrno(err, "EISDIR") || isErrno(err, "ENOTDIR")) return null;
      throw err;
    }
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** The signed parameters of a PUT, or a 403 when they are missing, altered or expired. */
  function verifiedUpload(req: Request, key: string): { type: string; size: number } {
    const q = req.query as Record<string, unknown>;
    const [expiresText, sizeText, type, sig] = [q.expires, q.size, q.type, q.signature];
    if (
      typeof expiresText !== "string" ||
      typeof sizeText !== "string" ||
      typeof type !== "string" ||
      typeof sig !== "string"
    ) {
      throw refuse(403, "Invalid upload signature");
    }
    const expires = Number(expiresText);
    const size = Number(sizeText);
    const expected = Buffer.from(signature(key, type, size, expires));
    const given = Buffer.from(sig);
    if (
      given.length !== expected.length ||
      !timingSafeEqual(given, expected) ||
      `${expires}` !== expiresText ||
      `${size}` !== sizeText
    ) {
      throw refuse(403, "Invalid upload signature");
    }
    if (expires * 1000 <= now()) throw refuse(403, "Upload URL expired");
    return { type, size };
  }

  /** Streams the body into `tmp`, refusing more than `size` bytes; returns the first bytes. */
  async function receiveInto(req: Request, tmp: string, size: number): Promise<Buffer> {
    // flush: the bytes are on disk before the upload is acknowledged.
    const out = (await open(tmp, "wx")).createWriteStream({ flush: true });
    return new Promise((resolve, reject) => {
      const head: Buffer[] = [];
      let headLength = 0;
      let received = 0;
      let failed = false;
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        req.unpipe(out);
        out.destroy();
        // Read and drop the rest, so the answer reaches the client instead of a reset.
        req.resume();
        reject(err);
      };
      req.on("data", (chunk: Buffer) => {
        if (failed) return;
        received += chunk.length;
        if (received > size) return fail(refuse(413, `The upload is larger than the ${size} bytes it was signed for`));
        if (headLength < SNIFF_BYTES) {
          head.push(chunk);
          headLength += chunk.length;
        }
      });
      req.on("error", fail);
      req.on("aborted", () => fail(refuse(400, "Upload aborted")));
      out.on("error", fail);
      out.on("close", () => {
        if (failed) return;
        if (received !== size) return fail(refuse(400, `The upload must be exactly ${size} bytes`));
        resolve(Buffer.concat(head).subarray(0, SNIFF_BYTES));
      });
      req.pipe(out);
    });
  }

  return {
    driver: "local",
    uploadOrigins: [],

    async presignUpload({ key, contentType, size, origin }: PresignInput) {
      fileOf(key);
      const expires = Math.floor(now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        size: String(size),
        type: contentType,
        signature: signature(key, contentType, size, expires),
      });
      return `${origin}/objects/${key}?${query}`;
    },

    readStart,

    async readAll(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isErrno(err, "ENOENT") || isErrno(err, "EISDIR") || isErrno(err, "ENOTDIR")) return null;
        throw err;
      }
    },

    async readStream(key) {
      const file = fileOf(key);
      const handle = await open(file, "r").catch((err: unknown) => {
        if (isErrno(err, "ENOENT") || isErrno(err, "EISDIR") || isErrno(err, "ENOTDIR")) return null;
        throw err;
      });
      return handle ? handle.createReadStream() : null;
    },

    async *list() {
      // Depth first under the root; the temp folder of uploads under way is not an object.
      const walk = async function* (dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (!prefix && entry.name === TMP_DIR) continue;
          const key = prefix + entry.name;
          if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
          else if (entry.isFile() && isObjectKey(key))
            yield { key, size: (await stat(path.join(dir, entry.name))).size };
        }
      };
      yield* walk(root, "");
    },

    async remove(key) {
      await unlink(fileOf(key)).catch((err: unknown) => {
        if (!isErrno(err, "ENOENT")) throw err;
      });
    },

    send(req, res, key) {
      const file = fileOf(key);
      return new Promise((resolve, reject) => {
        // `send` answers ETag, If-None-Match (304), Range (206) and HEAD itself.
        res.sendFile(file, { dotfiles: "deny", cacheControl: false, lastModified: true, acceptRanges: true }, (err) => {
          if (!err) return resolve();
          if (isErrno(err, "ENOENT")) return reject(new NotFoundError("Object"));
          if (isErrno(err, "ECONNABORTED") || (err as NodeJS.ErrnoException).syscall === "write") return resolve();
          reject(err);
        });
      });
    },

    async put(key, bytes) {
      const file = fileOf(key);
      const tmp = path.join(tmpDir, randomUUID());
      try {
        await writeFile(tmp, bytes, { flag: "wx", flush: true });
        await mkdir(path.dirname(file), { recursive: true });
        // As with uploads: a hard link never replaces an existing file.
        await link(tmp, file);
      } catch (err) {
        if (isErrno(err, "EEXIST")) throw refuse(409, "An object already exists at this address");
        throw err;
      } finally {
        await unlink(tmp).catch(() => {});
      }
    },

    async receiveUpload(req, res, key) {
      // Whatever happens next, an unread body must not be taken for the next request.
      res.setHeader("Connection", "close");
      const file = fileOf(key);
      const { type, size } = verifiedUpload(req, key);
      if (!isUploadImageType(type)) throw refuse(415, "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded");
      if ((req.get("content-type") ?? "").trim().toLowerCase() !== type) {
        throw refuse(415, `Content-Type must be ${type}, as signed`);
      }
      const declared = req.get("content-length");
      if (declared !== undefined && Number(declared) !== size)
        throw refuse(400, `The upload must be exactly ${size} bytes`);
      if (await readStart(key)) throw refuse(409, "An object already exists at this address");

      const tmp = path.join(tmpDir, randomUUID());
      try {
        const head = await receiveInto(req, tmp, size);
        if (!sniffImageType(head)) throw refuse(415, "The file is not a PNG, JPEG, WebP, GIF or AVIF image");
        await mkdir(path.dirname(file), { recursive: true });
        try {
          // A hard link never replaces an existing file: the first complete upload wins.
          await link(tmp, file);
        } catch (err) {
          if (isErrno(err, "EEXIST")) throw refuse(409, "An object already exists at this address");
          throw err;
        }
      } finally {
        await unlink(tmp).catch(() => {});
      }
      // The answer is the router's: the media library looks at the file first (decision 058).
    },
  };
}
