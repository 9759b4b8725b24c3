import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Response } from "express";
import { SNIFF_BYTES, UPLOAD_URL_TTL_SECONDS } from "#core/uploads.ts";
import { NotFoundError, RangeNotSatisfiableError } from "../errors.server.ts";
import type { Clock, ObjectStorage } from "./storage.server.ts";

// Any S3-compatible store. The browser PUTs straight to the store with an address whose
// signature covers Content-Type and Content-Length, so the store itself refuses anything else.
// Reads are streamed through the app, which checks the bytes are an image before serving them.

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  now?: Clock;
}

// Objects never change once written, so their first bytes can be remembered.
const SNIFF_CACHE_LIMIT = 5000;

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** One `bytes=` range, in the forms S3 understands; anything else is ignored (full answer). */
function singleRange(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return /^bytes=(\d{1,15}-\d{0,15}|-\d{1,15})$/.test(header.trim()) ? header.trim() : undefined;
}

function setObjectHeaders(
  res: Response,
  meta: { ETag?: string; LastModified?: Date; ContentLength?: number; ContentRange?: string },
) {
  if (meta.ETag) res.setHeader("ETag", meta.ETag);
  if (meta.LastModified) res.setHeader("Last-Modified", meta.LastModified.toUTCString());
  if (meta.ContentLength !== undefined) res.setHeader("Content-Length", String(meta.ContentLength));
  if (meta.ContentRange) res.setHeader("Content-Range", meta.ContentRange);
  res.setHeader("Accept-Ranges", "bytes");
}

export async function createS3Storage(opts: S3StorageOptions): Promise<ObjectStorage> {
  const now = opts.now ?? Date.now;
  const Bucket = opts.bucket;
  const client = new S3Client({
    region: opts.region ?? "us-east-1",
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? false,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Browsers cannot add the SDK's checksum headers to a pre-signed PUT.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  const presign = (key: string, contentType: string, size: number) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size }), {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signingDate: new Date(now()),
      signableHeaders: new Set(["content-type", "content-length"]),
    });

  // Signing is local: one address tells which origin the browser will upload to.
  const uploadOrigin = new URL(await presign("uploads/origin-probe", "image/png", 1)).origin;
  const sniffed = new Map<string, Buffer>();

  return {
    driver: "s3",
    uploadOrigins: [uploadOrigin],

    presignUpload: ({ key, contentType, size }) => presign(key, contentType, size),

    async put(key, bytes, contentType) {
      // Keys are fresh uuids (uploads/{uuid}): nothing is there to replace.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    async readStart(key) {
      const cached = sniffed.get(key);
      if (cached) return cached;
      let bytes: Buffer;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
        bytes = Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (statusOf(err) === 404) return null;
        if (statusOf(err) === 416) return Buffer.alloc(0);
        throw err;
      }
      if (sniffed.size >= SNIFF_CACHE_LIMIT) sniffed.delete(sniffed.keys().next().value!);
      sniffed.set(key, bytes);
      return bytes;
    },

    async readAll(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },

    async readStream(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body as Readable;
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const out = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of out.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async remove(key) {
      sniffed.delete(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async send(req, res, key) {
      const IfNoneMatch = req.get("if-none-match") || undefined;
      // If-Range is not passed on: a conditional range is answered in full, as RFC 9110 allows.
      const Range = req.get("if-range") ? undefined : singleRange(req.get("range"));
      try {
        if (req.method === "HEAD") {
          setObjectHeaders(res, await client.send(new HeadObjectCommand({ Bucket, Key: key, IfNoneMatch })));
          res.status(200).end();
          return;
        }
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range, IfNoneMatch }));
        setObjectHeaders(res, out);
        res.status(out.ContentRange ? 206 : 200);
        await pipeline(out.Body as Readable, res);
      } catch (err) {
        const status = statusOf(err);
        if (status === 304) return void res.status(304).end();
        if (status === 404) throw new NotFoundError("Object");
        if (status === 416) throw new RangeNotSatisfiableError("Range Not Satisfiable");
        if (res.headersSent) return void res.destroy();
        throw err;
      }
    },
  };
}
