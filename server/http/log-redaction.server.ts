import type { SerializedRequest, SerializedResponse } from "pino";
import { normalisedPath } from "./normalised-path.server.ts";

// Nothing that signs someone in may reach a log line: logs are shipped, kept and read by more
// people than the database (issue 17 item 2). Request and response headers that carry
// credentials are replaced, and so is any query parameter named like a credential, in the
// request URL and in a Location header alike.

const CENSOR = "[redacted]";
const SECRET_HEADERS = new Set(["cookie", "set-cookie", "authorization", "proxy-authorization", "x-investor-token"]);
const SECRET_PARAM =
  /token|code|secret|password|passwd|key|hint|state|nonce|verifier|signature|credential|session|auth|sid|jwt/i;

/**
 * A preview link's token is its path (docs/product.md#preview-links), however it is spelt
 * (`/%70review/…`, `/Preview/…/`: decision 039); a path naming one elsewhere (a query value)
 * is hidden too.
 */
const PREVIEW_PAGE = /^\/preview\//;
const PREVIEW_TOKEN = /(\/preview\/)[^/?#]+/gi;
/** Where the path of an absolute address (Location, Referer) starts. */
const SCHEME_AND_AUTHORITY = /^[a-z][\w+.-]*:\/\/[^/?#]*/i;

/** `url` with preview tokens and the values of credential-like query parameters replaced. */
export function scrubUrl(rawUrl: string): string {
  const url = withoutPreviewToken(rawUrl).replace(PREVIEW_TOKEN, `$1${CENSOR}`);
  const q = url.indexOf("?");
  if (q === -1) return url;
  const hash = url.indexOf("#", q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const scrubbed = query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq !== -1 && SECRET_PARAM.test(decoded) ? `${name}=${CENSOR}` : pair;
    })
    .join("&");
  return url.slice(0, q + 1) + scrubbed; // the fragment never reaches a server; drop it
}

/** `url` with the path of a preview page, as the router matches it, replaced by `/preview/[redacted]`. */
function withoutPreviewToken(url: string): string {
  const start = url.startsWith("/") ? 0 : (SCHEME_AND_AUTHORITY.exec(url)?.[0].length ?? -1);
  if (start === -1) return url;
  const end = url.slice(start).search(/[?#]/);
  const path = end === -1 ? url.slice(start) : url.slice(start, start + end);
  const route = normalisedPath(path);
  if (!PREVIEW_PAGE.test(route)) return url;
  return `${url.slice(0, start)}/preview/${CENSOR}${end === -1 ? "" : url.slice(start + end)}`;
}

export function scrubHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (SECRET_HEADERS.has(lower)) out[name] = CENSOR;
    else if (lower === "location" || lower === "referer" || lower === "content-location")
      out[name] = scrubUrl(String(value));
    else out[name] = value;
  }
  return out;
}

/** pino-http serializers (they receive pino's own serialized request and response). */
export const redactingSerializers = {
  req(req: SerializedRequest) {
    const { query: _query, ...rest } = req as SerializedRequest & { query?: unknown };
    return { ...rest, url: scrubUrl(req.url ?? ""), headers: scrubHeaders(req.headers) };
  },
  res(res: SerializedResponse) {
    return { ...res, headers: scrubHeaders(res.headers) };
  },
};

/** For the root logger: the same fields wherever else a request or response is logged. */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
  "password",
  "*.password",
];
