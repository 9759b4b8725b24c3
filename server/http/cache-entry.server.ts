import { createHash } from "node:crypto";
import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import Negotiator from "negotiator";
import { EVERYTHING, REDIRECT_RULES, type Tag } from "../content/dependencies.server.ts";
import { withQuery } from "../content/rule-match.server.ts";
import { CachedBody, ENCODINGS, type Encoding } from "./cached-body.server.ts";
import { pinScripts, policyWithSources } from "./script-hashes.server.ts";
import type { RequestHead } from "./request-head.server.ts";

// One stored answer of the page cache and what a hit of it writes (decisions 016 and 053): the
// headers are laid out once per encoding when that encoding is first asked for, as a list and as
// the finished block a hit read off the socket writes (socket-hits.server.ts, decision 064), so
// a hit adds its request id and writes one header block and one body buffer.

export interface Entry {
  key: string;
  /** 200, or 301: an old slug's redirect (decision 032), cached like a page and emptied like one. */
  status: number;
  /** A 200 with HTML: a page view when a visitor is answered with it (decision 051). */
  isPage: boolean;
  /** The page path its hits count under (decision 051), worked out once when stored; undefined when they do not count. */
  viewPath: string | undefined;
  etag: string;
  /** Headers shared by every encoding, as a flat list (name, value, …). */
  common: string[];
  /**
   * A redirect rule's 301 (decision 054) keeps the request's query: where its Location sits in
   * the header lists, to add the query of each hit (the key leaves unread parameters out); else -1.
   */
  locationAt: number;
  /** The full header list for each encoding that is ready. */
  heads: Partial<Record<Encoding, string[]>>;
  /** The same headers after the status line, as the text a hit off the socket writes. */
  blocks: Partial<Record<Encoding, Buffer>>;
  notModified: string[];
  body: CachedBody;
  size: number;
  /** What the answer was made from; EVERYTHING when its reads declared nothing. */
  tags: Tag[];
  /** Where to ask for it again (the origin it was rendered for and the URL as requested), to re-render it warm. */
  origin: string;
  url: string;
  hits: number;
}

/** What an entry costs beyond its bytes and strings: the objects, arrays and map slot. */
export const ENTRY_OVERHEAD_BYTES = 1024;

// Headers that describe one transfer, not the resource; they are set afresh on every hit.
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "x-request-id",
  "set-cookie",
]);

const CACHEABLE_TYPES = /^(text\/html|application\/json|application\/(rss\+)?xml|text\/plain|text\/x-script)/;
const CSP_NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;
const CSP = "content-security-policy";

export interface Rendered {
  key: string;
  status: number;
  body: Buffer;
  headers: OutgoingHttpHeaders;
  tags: Set<Tag>;
  origin: string;
  url: string;
}

/**
 * The entry for a rendered answer. Its render's CSP nonce is replaced by the hashes of the
 * scripts that carried it, in the header and the body alike: every hit is the same bytes.
 */
export function buildEntry(rendered: Rendered): Entry {
  const { key, status, headers, tags, origin, url } = rendered;
  let body = rendered.body;
  const common: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
    for (let v of Array.isArray(value) ? value : [value]) {
      v = String(v);
      const nonce = name === CSP ? CSP_NONCE.exec(v)?.[1] : undefined;
      if (nonce) {
        const pinned = String(headers["content-type"]).startsWith("text/html")
          ? pinScripts(body, nonce)
          : { body, sources: [] };
        body = pinned.body;
        v = policyWithSources(v, nonce, pinned.sources);
      }
      common.push(name, v);
    }
  }
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  common.push("ETag", etag, "Vary", "Accept-Encoding", "X-Cache", "HIT");
  const headerBytes = common.reduce((sum, v) => sum + v.length, 0);
  const location = common.findIndex((v, i) => i % 2 === 0 && v === "location");
  const entry: Entry = {
    key,
    status,
    etag,
    common,
    isPage: status === 200 && String(headers["content-type"] ?? "").startsWith("text/html"),
    viewPath: undefined,
    locationAt: status === 301 && tags.has(REDIRECT_RULES) && location !== -1 ? location + 1 : -1,
    heads: {},
    blocks: {},
    notModified: withoutHeader(withoutHeader(common, "content-type"), CSP),
    body: new CachedBody(body),
    size: 0,
    tags: tags.size ? [...tags] : [EVERYTHING],
    origin,
    url,
    hits: 0,
  };
  const block = layOut(entry, "identity");
  // Strings count twice (UTF-16 at worst) and are held by the entry and its 304 (the lists per encoding share them).
  entry.size = ENTRY_OVERHEAD_BYTES + key.length * 2 + headerBytes * 4 + block + entry.body.size();
  return entry;
}

/** Makes the header list and block of a ready encoding; returns the bytes the block holds. */
export function layOut(entry: Entry, encoding: Encoding): number {
  const bytes = entry.body.bytes(encoding);
  if (!bytes || entry.heads[encoding]) return 0;
  const head = entry.common.slice();
  if (encoding !== "identity") head.push("Content-Encoding", encoding);
  head.push("Content-Length", String(bytes.length));
  entry.heads[encoding] = head;
  const text = headBlock(entry.status, head);
  // Latin-1, as Node writes header text; a buffer of its own, so that a write copies nothing.
  const block = Buffer.allocUnsafeSlow(text.length);
  block.write(text, "latin1");
  entry.blocks[encoding] = block;
  return block.length;
}

/** Writes the entry in `encoding` (which must be ready) as the answer to `req`. */
export function writeEntry(entry: Entry, encoding: Encoding, req: IncomingMessage, res: ServerResponse, id: string) {
  const head = entry.heads[encoding]!.concat("X-Request-Id", id);
  if (entry.locationAt !== -1) head[entry.locationAt] = withQuery(head[entry.locationAt]!, searchOf(req.url));
  res.writeHead(entry.status, head);
  if (req.method === "HEAD") res.end();
  else res.end(entry.body.bytes(encoding));
}

/** The status line and the given headers (name, value, …), each line ending in CRLF. */
function headBlock(status: number, list: readonly string[]): string {
  let block = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (let i = 0; i < list.length; i += 2) block += `${list[i]}: ${list[i + 1]}\r\n`;
  return block;
}

/** The query of a request URL, `?…` or "". */
function searchOf(url: string | undefined): string {
  const q = url?.indexOf("?") ?? -1;
  return q === -1 ? "" : url!.slice(q);
}

/**
 * The body in memory of its own: small buffers from Buffer.concat are slices of Node's shared
 * 8 KiB pool and would keep a whole pool block alive for as long as the entry lives.
 */
export function ownBuffer(chunks: Buffer[], length: number): Buffer {
  const body = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  for (const chunk of chunks) offset += chunk.copy(body, offset);
  return body;
}

/** A flat header list (name, value, …) without `name`: a 304 carries no body to describe. */
function withoutHeader(list: string[], name: string): string[] {
  const kept: string[] = [];
  for (let i = 0; i < list.length; i += 2) if (list[i] !== name) kept.push(list[i]!, list[i + 1]!);
  return kept;
}

export function isCacheable(res: ServerResponse): boolean {
  if ((res.statusCode !== 200 && res.statusCode !== 301) || res.hasHeader("set-cookie")) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  // A permanent redirect is its Location; whatever body it has is not read.
  if (res.statusCode === 301) return res.hasHeader("location");
  return CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? ""));
}

// Clients send a handful of distinct Accept-Encoding values; each is negotiated once.
const negotiated = new Map<string, Encoding>();

export function preferredEncoding(req: RequestHead): Encoding {
  const accepted = req.headers["accept-encoding"];
  if (!accepted) return "identity";
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    // Among equally acceptable encodings ours decide (brotli first), not the header's order.
    const negotiator = new Negotiator(req) as Negotiator & {
      encoding(available: readonly string[], opts: { preferred: readonly string[] }): string | undefined;
    };
    encoding = (negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? "identity";
    if (negotiated.size > 1000) negotiated.clear();
    negotiated.set(accepted, encoding);
  }
  return encoding;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter for If-None-Match.
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
