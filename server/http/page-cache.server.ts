import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import Negotiator from "negotiator";
import { SESSION_COOKIE } from "../auth/session.server.ts";
import { collectingReads, EVERYTHING, REDIRECT_RULES, type Tag } from "../content/dependencies.server.ts";
import { withQuery } from "../content/rule-match.server.ts";
import { cacheKeyOf } from "./cache-key.server.ts";
import { cachedBody, newNonce, type CachedBody, type Encoding } from "./cached-body.server.ts";
import { requestId } from "./request-id.server.ts";
import { requestOrigins, type OriginOf } from "./request-origin.server.ts";

// Over 300 lines on purpose: the store, the hit path and the invalidation share one state; issue 28 reworks
// the hit path and splits it then.
// Full-page cache for anonymous GETs (docs/product.md#quality-bars, decisions 011, 016 and 036). A
// response is stored when it says it may be (`Cache-Control: public`, 200, no Set-Cookie), with
// its headers, its bytes and the dependency tags its reads declared (content/dependencies.ts);
// each hit gets a CSP nonce of its own (cached-body.ts). Hits are answered before Express runs
// at all. A content write empties the answers that share a tag with it at once (`invalidate`),
// here and, through the database's notifications, in every other instance; an answer that
// declared no tag is emptied by every write. Concurrent misses of one key render once.
// Memory is bounded by bytes (bodies, keys, headers and a per-entry overhead all counted) and
// by entries; keys leave out query parameters an answer does not use (cache-key.ts), and start
// with the origin the answer is rendered for (request-origin.ts, decision 039).

interface Entry {
  key: string;
  /** 200, or 301: an old slug's redirect (decision 032), cached like a page and emptied like one. */
  status: number;
  etag: string;
  /** Headers shared by every encoding, as a flat list (name, value, …). */
  common: string[];
  /**
   * A redirect rule's 301 (decision 054) keeps the request's query: where its Location sits in
   * `common`, to add the query of each hit (the key leaves unread parameters out); else -1.
   */
  locationAt: number;
  /** Where the CSP value sits in `common` (-1: none), and its text around the nonce. */
  csp: { index: number; before: string; after: string } | undefined;
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

/** The requests waiting on a render under way for one key (emptied with the map by any invalidation). */
type Pending = (() => void)[];

/** An answer emptied by a write, by how often it had been asked for: what to re-render first. */
export interface Emptied {
  origin: string;
  url: string;
  hits: number;
}

export interface PageCacheOptions {
  enabled?: boolean;
  /** Upper bound of everything stored, counted as described above. */
  maxBytes?: number;
  /** Upper bound of the number of entries. */
  maxEntries?: number;
  /** Larger responses are never stored. */
  maxEntryBytes?: number;
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

export class PageCache {
  readonly enabled: boolean;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly maxEntryBytes: number;
  private readonly entries = new Map<string, Entry>();
  /** Keys by tag, to find what a write empties without a scan. */
  private readonly byTag = new Map<Tag, Set<string>>();
  private readonly pending = new Map<string, Pending>();
  private bytes = 0;
  /** Bumped by every invalidation; a render started before one is not stored after it. */
  private generation = 0;
  /** Off while instances cannot hear each other's invalidations (lost database connection). */
  private suspended = false;
  /** The origin a request is rendered for; the Host header alone until the app says otherwise (keyOrigins). */
  private originOf: OriginOf = requestOrigins().render;

  constructor(opts: PageCacheOptions = {}) {
    this.enabled = opts.enabled ?? true;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024; // PAGE_CACHE_MB's default
    this.maxEntries = opts.maxEntries ?? 5000;
    this.maxEntryBytes = opts.maxEntryBytes ?? 2 * 1024 * 1024;
  }

  get size() {
    return this.entries.size;
  }

  /**
   * Keys answers by the origin the app renders them for (PUBLIC_URL, or the request's own as
   * TRUST_PROXY allows): set by createApp, which knows both.
   */
  keyOrigins(originOf: OriginOf) {
    this.originOf = originOf;
    this.invalidate();
  }

  /** Bytes counted against the budget now. */
  get storedBytes() {
    return this.bytes;
  }

  /**
   * Empties the answers that depend on any of `tags` (all of them for EVERYTHING) and those
   * whose dependencies are unknown; returns what was emptied. A render under way when this
   * runs is not stored afterwards, whatever its tags: it may have read the old content.
   */
  invalidate(tags: Iterable<Tag> = [EVERYTHING]): Emptied[] {
    this.generation++;
    this.pending.clear();
    const wanted = new Set(tags);
    const keys = wanted.has(EVERYTHING)
      ? [...this.entries.keys()]
      : [...wanted, EVERYTHING].flatMap((tag) => [...(this.byTag.get(tag) ?? [])]);
    const emptied: Emptied[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      emptied.push({ origin: entry.origin, url: entry.url, hits: entry.hits });
      this.remove(key);
    }
    return emptied;
  }

  suspend(suspended: boolean) {
    this.suspended = suspended;
    this.invalidate();
  }

  /**
   * The server's handler: a hit is answered from the cache; a miss of a key that is being
   * rendered waits for that render (request coalescing) and is then answered from the cache,
   * or by `app` when the render could not be stored; any other request goes to `app`.
   */
  handle(req: IncomingMessage, res: ServerResponse, app: (req: IncomingMessage, res: ServerResponse) => void): void {
    const key = this.keyOf(req);
    if (this.answer(key, req, res)) return;
    // Renders started before the last invalidation are not in the map: invalidate() empties it.
    const pending = key !== undefined && req.method === "GET" ? this.pending.get(key) : undefined;
    if (pending) {
      pending.push(() => {
        if (!res.destroyed && !this.serve(req, res)) app(req, res);
      });
      return;
    }
    app(req, res);
  }

  /**
   * Answers a request from the cache when it can; returns false to let the app handle it.
   * Runs on the raw Node request, before Express.
   */
  serve = (req: IncomingMessage, res: ServerResponse): boolean => this.answer(this.keyOf(req), req, res);

  private answer(key: string | undefined, req: IncomingMessage, res: ServerResponse): boolean {
    if (key === undefined) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    entry.hits++;
    // Least recently used first out: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);

    const id = requestId(req);
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      // No CSP here: the browser keeps the policy stored with the body whose nonce it matches.
      res.writeHead(304, entry.notModified.concat("X-Request-Id", id)).end();
      return true;
    }
    const nonce = newNonce();
    const encoding = preferredEncoding(req, entry.body.encodings());
    const send = (chunks: Buffer[]) => {
      const head = entry.common.slice();
      if (entry.locationAt !== -1) head[entry.locationAt] = withQuery(head[entry.locationAt]!, searchOf(req.url));
      if (entry.csp) head[entry.csp.index] = entry.csp.before + nonce + entry.csp.after;
      const length = chunks.reduce((sum, c) => sum + c.length, 0);
      if (encoding !== "identity") head.push("Content-Encoding", encoding);
      head.push("Content-Length", String(length), "X-Request-Id", id);
      res.writeHead(entry.status, head);
      if (req.method === "HEAD") return void res.end();
      if (chunks.length === 1) return void res.end(chunks[0]);
      res.cork(); // one write to the socket, not one per chunk
      for (const chunk of chunks) res.write(chunk);
      res.end();
    };
    const ready = entry.body.chunks(encoding, nonce);
    if (ready) send(ready);
    else {
      entry.body.prepare(encoding).then(
        (added) => {
          this.grow(entry, added);
          send(entry.body.chunks(encoding, nonce) ?? entry.body.chunks("identity", nonce)!);
        },
        () => send(entry.body.chunks("identity", nonce)!),
      );
    }
    return true;
  }

  /**
   * Express middleware for misses: keeps a copy of the plain bytes the app writes (it sits
   * inside the compression middleware) and stores the response if it turns out cacheable.
   */
  capture: RequestHandler = (req, res, next) => {
    const origin = this.originOf(req);
    if (req.method !== "GET" || origin === undefined) return next();
    const key = this.keyOf(req, origin);
    if (key === undefined) return next();
    const generation = this.generation;
    // The first miss of a key renders; the others wait for it (handle). A key already being
    // rendered (a waiter that found nothing stored) renders on its own, without a new turn.
    let pending: Pending | undefined;
    if (!this.pending.has(key)) this.pending.set(key, (pending = []));
    const release = () => {
      if (!pending) return;
      if (this.pending.get(key) === pending) this.pending.delete(key);
      for (const waiter of pending) waiter();
      pending = undefined;
    };
    const tags = new Set<Tag>();
    const chunks: Buffer[] = [];
    let length = 0;
    let overflow = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      length += buffer.length;
      if (length > this.maxEntryBytes) overflow = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;
    res.once("finish", () => {
      if (!overflow && generation === this.generation && isCacheable(res)) {
        const where = { origin, url: req.originalUrl };
        this.store(key, res.statusCode, ownBuffer(chunks, length), res.getHeaders(), tags, where);
      }
      release();
    });
    res.once("close", release);
    collectingReads(tags, next);
  };

  private store(
    key: string,
    status: number,
    body: Buffer,
    headers: OutgoingHttpHeaders,
    tags: Set<Tag>,
    where: { origin: string; url: string },
  ) {
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const kept: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) kept.push(name, String(v));
    }
    const common = [...kept, "ETag", etag, "Vary", "Accept-Encoding", "X-Cache", "HIT"];
    const cspAt = common.findIndex((v, i) => i % 2 === 0 && v === "content-security-policy");
    const nonce = cspAt === -1 ? undefined : CSP_NONCE.exec(common[cspAt + 1]!)?.[1];
    let csp: Entry["csp"];
    if (nonce) {
      const value = common[cspAt + 1]!;
      const at = value.indexOf(nonce);
      csp = { index: cspAt + 1, before: value.slice(0, at), after: value.slice(at + nonce.length) };
    }
    const locationAt = common.findIndex((v, i) => i % 2 === 0 && v === "location");
    const headerBytes = common.reduce((sum, v) => sum + v.length, 0);
    const entry: Entry = {
      key,
      status,
      etag,
      common,
      locationAt: status === 301 && tags.has(REDIRECT_RULES) && locationAt !== -1 ? locationAt + 1 : -1,
      csp,
      notModified: withoutHeader(withoutHeader(common, "content-type"), "content-security-policy"),
      body: cachedBody(body, nonce),
      size: 0,
      tags: tags.size ? [...tags] : [EVERYTHING],
      ...where,
      hits: 0,
    };
    // Strings count twice (UTF-16 at worst); the header list is held by the entry and its 304.
    entry.size = ENTRY_OVERHEAD_BYTES + key.length * 2 + headerBytes * 4 + entry.body.size();
    this.remove(key);
    this.entries.set(key, entry);
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += entry.size;
    this.evict();
  }

  /** An entry made bigger by a new encoding (if it is still the stored one). */
  private grow(entry: Entry, added: number) {
    if (added === 0 || this.entries.get(entry.key) !== entry) return;
    entry.size += added;
    this.bytes += added;
    this.evict();
  }

  /** Least recently used out until the byte budget and the entry cap hold. */
  private evict() {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /** The cache key, or undefined when this request must not use the cache. */
  private keyOf(req: IncomingMessage, origin?: string): string | undefined {
    if (!this.enabled || this.suspended) return undefined;
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // Signed-in people (and anyone sending credentials) always get a fresh answer.
    if (req.headers.authorization || req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return undefined;
    return cacheKeyOf(req.url ?? "", origin ?? this.originOf(req));
  }
}

/**
 * The body in memory of its own: small buffers from Buffer.concat are slices of Node's shared
 * 8 KiB pool and would keep a whole pool block alive for as long as the entry lives.
 */
function ownBuffer(chunks: Buffer[], length: number): Buffer {
  const body = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  for (const chunk of chunks) offset += chunk.copy(body, offset);
  return body;
}

/** The query of a request URL, `?…` or "". */
function searchOf(url: string | undefined): string {
  const q = url?.indexOf("?") ?? -1;
  return q === -1 ? "" : url!.slice(q);
}

/** A flat header list (name, value, …) without `name`: a 304 carries no body to describe. */
function withoutHeader(list: string[], name: string): string[] {
  const kept: string[] = [];
  for (let i = 0; i < list.length; i += 2) if (list[i] !== name) kept.push(list[i]!, list[i + 1]!);
  return kept;
}

function isCacheable(res: ServerResponse): boolean {
  if ((res.statusCode !== 200 && res.statusCode !== 301) || res.hasHeader("set-cookie")) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  // A permanent redirect is its Location; whatever body it has is not read.
  if (res.statusCode === 301) return res.hasHeader("location");
  return CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? ""));
}

// Clients send a handful of distinct Accept-Encoding values; each is negotiated once per offer.
const negotiated = new Map<string, Encoding>();

function preferredEncoding(req: IncomingMessage, available: Encoding[]): Encoding {
  const accepted = req.headers["accept-encoding"];
  if (!accepted) return "identity";
  const memo = `${available.length}|${accepted}`;
  let encoding = negotiated.get(memo);
  if (encoding === undefined) {
    // Among equally acceptable encodings ours decide (brotli first), not the header's order.
    const negotiator = new Negotiator(req) as Negotiator & {
      encoding(available: string[], opts: { preferred: string[] }): string | undefined;
    };
    encoding = (negotiator.encoding(available, { preferred: available }) as Encoding | undefined) ?? "identity";
    if (negotiated.size > 1000) negotiated.clear();
    negotiated.set(memo, encoding);
  }
  return encoding;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter for If-None-Match.
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
