import type { Readable } from "node:stream";
import type { Request, Response } from "express";
import type { UploadImageType } from "#core/uploads.ts";

// One interface for where uploaded images live (docs/product.md#stack media): the local disk by default,
// any S3-compatible store in production. The /objects router and POST /api/objects/upload only
// talk to this.

export interface PresignInput {
  /** Server-generated, already checked with isObjectKey. */
  key: string;
  contentType: UploadImageType;
  /** Exact byte length the upload must have. */
  size: number;
  /** Origin the request came in on (local addresses point back at this server). */
  origin: string;
}

export interface ObjectStorage {
  readonly driver: "local" | "s3";
  /** Origins the browser sends uploads to, besides our own (CSP connect-src). */
  readonly uploadOrigins: readonly string[];
  /** A pre-signed address for one PUT of exactly `size` bytes of `contentType`. */
  presignUpload(input: PresignInput): Promise<string>;
  /** The first bytes of an object (enough to sniff its type), or null when it does not exist. */
  readStart(key: string): Promise<Buffer | null>;
  /** The whole object, or null when it does not exist. */
  readAll(key: string): Promise<Buffer | null>;
  /** The object as a stream, never whole in memory (the export), or null when it does not exist. */
  readStream(key: string): Promise<Readable | null>;
  /**
   * Sends the stored bytes with an ETag, conditional GET (304) and single Range (206) support.
   * Content-Type and caching headers are set by the caller beforehand.
   */
  send(req: Request, res: Response, key: string): Promise<void>;
  /**
   * Stores `bytes` (an image the server itself fetched: an import's copies, decision 057) under a
   * new key; never replaces an existing object. The caller has checked its type and size.
   */
  put(key: string, bytes: Buffer, contentType: UploadImageType): Promise<void>;
  /** Every stored object's key and size (the media library's backfill, decision 058). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Deletes an object; nothing when it does not exist. */
  remove(key: string): Promise<void>;
  /** Local driver: receives the PUT to a pre-signed address (the app checks the signature); the caller answers. */
  receiveUpload?(req: Request, res: Response, key: string): Promise<void>;
}

/** A clock, so tests can sign addresses in the past. */
export type Clock = () => number;
