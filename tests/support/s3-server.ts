import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

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
