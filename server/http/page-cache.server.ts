import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { SESSION_COOKIE } from "../auth/session.server.ts";
import { collectingReads, EVERYTHING, type Tag } from "../content/dependencies.server.ts";
import { cacheKeyOf } from "./cache-key.server.ts";
import {
  buildEntry,
  isCacheable,
  layOut,
  matchesEtag,
  ownBuffer,
  preferredEncoding,
  writeEntry,
  type Entry,
  type Rendered,
} from "./cache-entry.server.ts";
import { requestId } from "./request-id.server.ts";
import { requestOrigins, type OriginOf } from "./request-origin.server.ts";
import type { RequestHead } from "./request-head.server.ts";

export { ENTRY_OVERHEAD_BYTES } from "./cache-entry.server.ts";

/** Page-view counting's view of the cache (decision 051): which stored pages count, and each hit of one. */
export interface PageHitCounter {
  /** The path an entry's hits count under, from the address it was stored for; undefined when they do not count. */
  pathOf: (url: string) => string | undefined;
  hit: (req: RequestHead, path: string) => void;
}

// Full-page cache for anonymous GETs (docs/product.md#quality-bars, decisions 011, 016, 036 and
// 053). A response is stored when it says it may be (`Cache-Control: public`, 200, no
// Set-Cookie), with its headers, its bytes and the dependency tags its reads declared
// (content/dependencies.ts); a stored page names its scripts' hashes in its CSP, so every hit
// writes the same bytes (cache-entry.ts). Hits are answered before Express runs at all. A
// content write empties the answers that share a tag with it at once (`invalidate`), here and,
// through the database's notifications, in every other instance; an answer that declared no
// tag is emptied by every write. Concurrent misses of one key render once. Memory is bounded by
// bytes (bodies, keys, headers and a per-entry overhead all counted) and by entries; keys leave
// out query parameters an answer does not use (cache-key.ts), and start with the origin the
// answer is rendered for (request-origin.ts, decision 039).

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
  /** Told of every page (200, HTML) answered from the cache: page-view counting (decision 051). */
  private pageViews: PageHitCounter | undefined;
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

  /** `counter` hears of each page the cache answers (a 200 with HTML) whose path it counts, as it answers it. */
  countPageHits(counter: PageHitCounter) {
    this.pageViews = counter;
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

  /**
   * A hit that needs nothing but its stored bytes (a GET in an encoding already laid out, not a
   * revalidation, no per-hit Location): its header block and body, for socket-hits.server.ts.
   * Undefined sends the request to Node's HTTP server and `handle`.
   */
  laidOutHit = (req: RequestHead): { block: Buffer; body: Buffer } | undefined => {
    const key = this.keyOf(req);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry || entry.locationAt !== -1 || matchesEtag(req.headers["if-none-match"], entry.etag)) return undefined;
    const encoding = preferredEncoding(req);
    const block = entry.blocks[encoding];
    if (block === undefined) return undefined;
    this.touch(entry);
    if (entry.viewPath !== undefined) this.pageViews?.hit(req, entry.viewPath);
    return { block, body: entry.body.bytes(encoding)! };
  };

  /** Counts a hit; least recently used first out, so a hit moves the entry to the end. */
  private touch(entry: Entry) {
    entry.hits++;
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
  }

  private answer(key: string | undefined, req: IncomingMessage, res: ServerResponse): boolean {
    if (key === undefined) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.touch(entry);

    const id = requestId(req);
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      // No CSP here: the browser keeps the policy stored with the body whose nonce it matches.
      res.writeHead(304, entry.notModified.concat("X-Request-Id", id)).end();
      return true;
    }
    if (entry.viewPath !== undefined) this.pageViews?.hit(req, entry.viewPath);
    const encoding = preferredEncoding(req);
    if (entry.heads[encoding]) writeEntry(entry, encoding, req, res, id);
    else {
      // The first ask for this encoding compresses once; later hits find it laid out.
      entry.body.prepare(encoding).then(
        (added) => {
          this.grow(entry, added + layOut(entry, encoding));
          writeEntry(entry, encoding, req, res, id);
        },
        () => writeEntry(entry, "identity", req, res, id),
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
    // A visitor already gone (a dropped prefetch) takes no turn: its 'close' has fired, and a
    // turn taken now would never be given back, leaving every later miss of the key waiting.
    if (key === undefined || res.closed) return next();
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
    // The page is made once the app ends its answer: it is stored and the misses that waited
    // are answered then, not when this visitor has downloaded it all ('finish'), which a slow
    // or stalled reader may put off for as long as it likes.
    let ended = false;
    const made = () => {
      if (ended) return;
      ended = true;
      if (!overflow && generation === this.generation && isCacheable(res)) {
        const body = ownBuffer(chunks, length);
        this.store({
          key,
          status: res.statusCode,
          body,
          headers: res.getHeaders(),
          tags,
          origin,
          url: req.originalUrl,
        });
      }
      release();
    };
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      // The compression middleware outside has set its headers once this returns.
      const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      made();
      return result;
    } as typeof res.end;
    res.once("close", release);
    collectingReads(tags, next);
  };

  private store(rendered: Rendered) {
    const entry = buildEntry(rendered);
    if (entry.isPage) entry.viewPath = this.pageViews?.pathOf(entry.url);
    const { key } = entry;
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
  private keyOf(req: RequestHead, origin?: string): string | undefined {
    if (!this.enabled || this.suspended) return undefined;
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // Signed-in people (and anyone sending credentials) always get a fresh answer.
    if (req.headers.authorization || req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return undefined;
    return cacheKeyOf(req.url ?? "", origin ?? this.originOf(req));
  }
}
