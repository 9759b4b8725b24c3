import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createS3Storage } from "#server/storage/s3.server.ts";
import { createVariantCache } from "#server/storage/variants.server.ts";

// A local S3-protocol server (s3rver) on a loopback port, with its files in a temp directory.
// It checks expiry of pre-signed addresses but not their signatures or signed headers: the
// signing rules are tested against the local driver.

export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export async function startS3Server(bucket = "media") {
  const directory = mkdtempSync(path.join(tmpdir(), "arcwell-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The test app's `media` option storing on `s3` (resized copies on the app's disk, as in production). */
export function s3Media(s3: { bucket: string; endpoint: string }, opts: { now?: () => number } = {}) {
  return async ({ dataDir }: { dataDir: string }) => ({
    storage: await createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      ...S3_TEST_CREDENTIALS,
      ...opts,
    }),
    variants: createVariantCache(path.join(dataDir, "cache", "object-variants")),
  });
}
