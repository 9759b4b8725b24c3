import type { RequestHandler } from "express";
import type { RequestHead } from "./request-head.server.ts";

// Which origin absolute addresses are made for (decision 039). Pages (canonical, og:url,
// og:image, the sitemap, the feed, robots.txt) are rendered for PUBLIC_URL when it is set;
// otherwise for the request's own origin: X-Forwarded-Proto and X-Forwarded-Host count only from
// a proxy TRUST_PROXY names, as Express reads them. That origin is part of the page-cache key, so
// an answer rendered for a host someone made up is never the one another visitor gets (issue 33
// item 3). React Router's adapter builds the request's URL with quirks of its own (a forwarded
// port is read whatever the peer), so the pages take their origin from here, not from that URL.

/** The origin a request's answer is rendered for; undefined for a host no address could carry. */
export type OriginOf = (req: RequestHead) => string | undefined;

/** Express's compiled `trust proxy` (app.get("trust proxy fn")): may this peer speak for the client? */
type Trust = (address: string | undefined, hop: number) => boolean;

export interface RequestOrigins {
  /** Where pages are rendered for, and what the page cache keys on. */
  render: OriginOf;
  /**
   * Where addresses handed to a signed-in caller point (preview links, upload addresses):
   * PUBLIC_URL; else the page the browser calls from (its Origin header, which no page script
   * can set, so a made-up Host or X-Forwarded-Host never reaches staff; issue 33 item 15); else,
   * for API clients that send none, the rendering origin.
   */
  links: OriginOf;
}

const HOST = /^(?:[\w-]+(?:\.[\w-]+)*\.?|\[[\d:a-f.]+\])(?::\d{1,5})?$/i;
const ORIGIN = /^(https?):\/\/([^/?#]+)$/i;
/** Distinct hosts remembered per protocol (a hit builds no string for a host seen before), and peers' trust. */
const MEMO_LIMIT = 1000;

export function requestOrigins(opts: { publicOrigin?: string; trust?: Trust } = {}): RequestOrigins {
  const fixed = opts.publicOrigin;
  const render: OriginOf = fixed ? () => fixed : renderedFor(opts.trust ?? (() => false));
  const links: OriginOf = fixed ? () => fixed : (req) => originFromHeader(req.headers.origin) ?? render(req);
  return { render, links };
}

function renderedFor(trust: Trust): OriginOf {
  // proxy-addr parses the address on every call (~7 µs here): a hit must not pay that per request.
  const trusted = new Map<string, boolean>();
  const isTrusted = (address: string | undefined) => {
    if (address === undefined) return trust(address, 0);
    let yes = trusted.get(address);
    if (yes === undefined) {
      if (trusted.size >= MEMO_LIMIT) trusted.clear();
      trusted.set(address, (yes = trust(address, 0)));
    }
    return yes;
  };
  return (req) => {
    const { "x-forwarded-proto": proto, "x-forwarded-host": forwardedHost, host } = req.headers;
    const forwarded = (proto !== undefined || forwardedHost !== undefined) && isTrusted(req.socket.remoteAddress);
    const forwardedProto = forwarded ? firstValue(proto)?.toLowerCase() : undefined;
    const secure = forwardedProto === "https" || (forwardedProto !== "http" && isEncrypted(req));
    return originOf(secure ? "https" : "http", (forwarded && firstValue(forwardedHost)) || host);
  };
}

const memo = { http: new Map<string, string | null>(), https: new Map<string, string | null>() };

/** `{protocol}://{host}` as a URL's origin spells it (lower case, no default port), or undefined for a bad host. */
function originOf(protocol: "http" | "https", host: string | undefined): string | undefined {
  if (host === undefined) return undefined;
  const known = memo[protocol];
  let origin = known.get(host);
  if (origin === undefined) {
    origin = null;
    if (host.length <= 255 && HOST.test(host)) {
      const lower = host.toLowerCase();
      const defaultPort = protocol === "http" ? ":80" : ":443";
      origin = `${protocol}://${lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower}`;
    }
    if (known.size >= MEMO_LIMIT) known.clear();
    known.set(host, origin);
  }
  return origin ?? undefined;
}

function originFromHeader(value: string | undefined): string | undefined {
  const match = value ? ORIGIN.exec(value) : null;
  return match ? originOf(match[1]!.toLowerCase() as "http" | "https", match[2]) : undefined;
}

/** The first of a comma-separated forwarded value, as Express reads it. */
function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const comma = text.indexOf(",");
  return (comma === -1 ? text : text.slice(0, comma)).trim() || undefined;
}

function isEncrypted(req: RequestHead): boolean {
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The origin this answer is rendered for (RequestOrigins.render); the pages read it. */
      origin?: string;
    }
  }
}

/** Hands the rendering origin to the pages (res.locals.origin): they carry their own copy of modules. */
export function exposeRenderOrigin(render: OriginOf): RequestHandler {
  return (req, res, next) => {
    res.locals.origin = render(req);
    next();
  };
}
