import http from "node:http";
import https from "node:https";
import { sniffImageType, uploadLimitBytes, type UploadImageType } from "#core/uploads.ts";
import { literalTargetProblem, publicOnlyLookup } from "../webhooks/network-guard.server.ts";

// One image of an old site, downloaded for an import (DESIGN.md §3d "Moving in", decision 057),
// under the webhooks' network rule: loopback, private and link-local addresses are refused unless
// WEBHOOK_ALLOW_PRIVATE_NETWORKS=true, checked on the literal host and on every address DNS gives
// (so a name cannot resolve inward). Redirects are followed a few times, each hop checked the same
// way. The limits are the uploads' (10 MB, PNG/JPEG/WebP/GIF/AVIF by magic bytes, never SVG).

export const IMAGE_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export interface FetchImageOptions {
  allowPrivateNetworks: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedImage {
  bytes: Buffer;
  type: UploadImageType;
}

/** Why an image was not copied: said to the owner in the import's problems. */
export class ImageFetchError extends Error {
  override readonly name = "ImageFetchError";
}

export async function fetchImage(address: string, opts: FetchImageOptions): Promise<FetchedImage> {
  const maxBytes = opts.maxBytes ?? uploadLimitBytes("default");
  const timeoutMs = opts.timeoutMs ?? IMAGE_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = address;
  for (let hop = 0; ; hop++) {
    const answer = await getOnce(url, opts.allowPrivateNetworks, maxBytes, signal, timeoutMs);
    if ("bytes" in answer) {
      const type = sniffImageType(answer.bytes);
      if (!type) throw new ImageFetchError("it is not a PNG, JPEG, WebP, GIF or AVIF image");
      return { bytes: answer.bytes, type };
    }
    if (hop >= MAX_REDIRECTS) throw new ImageFetchError(`more than ${MAX_REDIRECTS} redirects`);
    url = answer.location;
  }
}

function checkedUrl(address: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError("it is not a web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ImageFetchError("only http and https addresses are fetched");
  if (url.username || url.password) throw new ImageFetchError("addresses with credentials are not fetched");
  const refused = allowPrivate ? undefined : literalTargetProblem(url.href);
  if (refused) throw new ImageFetchError(refused);
  return url;
}

function getOnce(
  address: string,
  allowPrivate: boolean,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ bytes: Buffer } | { location: string }> {
  const url = checkedUrl(address, allowPrivate);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new ImageFetchError(message));
    const req = transport.get(
      url,
      {
        headers: { "user-agent": "Arcwell-Import/1", accept: "image/*" },
        lookup: allowPrivate ? undefined : (publicOnlyLookup as never),
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ location: new URL(res.headers.location, url).href });
        }
        if (status !== 200) {
          res.resume();
          return fail(`the old site answered HTTP ${status}`);
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > maxBytes) {
          res.destroy();
          return fail(`it is larger than ${Math.round(maxBytes / 2 ** 20)} MB`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            return fail(`it is larger than ${Math.round(maxBytes / 2 ** 20)} MB`);
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ bytes: Buffer.concat(chunks) }));
        res.on("error", (err) => fail(err.message));
      },
    );
    req.on("error", (err) => fail(signal.aborted ? `no answer within ${timeoutMs / 1000} seconds` : err.message));
  });
}
