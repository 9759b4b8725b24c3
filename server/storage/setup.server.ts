import path from "node:path";
import type { Config } from "../config.server.ts";
import { createLocalStorage } from "./local.server.ts";
import type { ObjectStorage } from "./storage.server.ts";
import { createVariantCache, type VariantCache } from "./variants.server.ts";

export interface Media {
  storage: ObjectStorage;
  variants: VariantCache;
}

type StorageConfig = Pick<
  Config,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/**
 * The S3-compatible store when S3_BUCKET is set (the AWS SDK is loaded only then), DATA_DIR/objects
 * otherwise; variants are cached on local disk.
 */
export async function setUpMedia(config: StorageConfig, secret: string): Promise<Media> {
  const storage = config.S3_BUCKET
    ? await (
        await import("./s3.server.ts")
      ).createS3Storage({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage({ root: path.join(config.DATA_DIR, "objects"), secret });
  return { storage, variants: createVariantCache(path.join(config.DATA_DIR, "cache", "object-variants")) };
}
