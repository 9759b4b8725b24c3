import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import Negotiator from "negotiator";
import { SESSION_COOKIE } from "../auth/session.server.ts";
import { requestId } from "./request-id.ts";

// Full-page cache for anonymous GETs (DESIGN.md §5, decision 011). A response is stored when it
// says it may be (`Cache-Control: public`, 200, no Set-Cookie), with its headers — the CSP nonce
// included, since the cached HTML carries that nonce — and its bytes in brotli, gzip and plain.
// Hits are answered before Express runs at all. Any content write empties the cache at once
// (`invalidate`), here and, through the database's notifications, in every other instance.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

interface Representation {
  body: Buffer;
  /** Ready-made header list (name, value, name, value…) of a 200 in this encoding. */
  head: string[];
}

interface Entry {
  key: string;
  etag: string;
  /** Headers shared by every encoding, and those of a 304. */
  common: string[];
  notModified: string[];
  /** The plain bytes at once; brotli and gzip made on first demand, so unread pages cost nothing. */
  encoded: Partial<Record<Encoding, Representation>>;
  pending: Partial<Record<Encoding, Promise<Representation>>>;
  size: number;
}

export interface PageCacheOptions {
  enabled?: boolean;
  /** Upper bound of all stored bytes (up to three encodings per entry). */
  maxBytes?: number;
  /** Larger responses are never stored. */
  maxEntryBytes?: number;
}

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

export class PageCache {
  readonly enabled: boolean;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every invalidation; a render started before one is not stored after it. */
  private generation = 0;
  /** Off while instances cannot hear each other's invalidations (lost database connection). */
  private suspended = false;

  constructor(opts: PageCacheOptions = {}) {
    this.enabled = opts.enabled ?? true;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntryBytes = opts.maxEntryBytes ?? 2 * 1024 * 1024;
  }

  get size() {
    return this.entries.size;
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  suspend(suspended: boolean) {
    this.suspended = suspended;
    this.invalidate();
  }

  /**
   * Answers a request from the cache when it can; returns false to let the app handle it.
   * Runs on the raw Node request, before Express.
   */
  serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    const key = this.keyOf(req);
    if (key === undefined) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    // Least recently used first out: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);

    const id = requestId(req);
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, entry.notModified.concat("X-Request-Id", id)).end();
      return true;
    }
    const send = (rep: Representation) => {
      res.writeHead(200, rep.head.concat("X-Request-Id", id));
      res.end(req.method === "HEAD" ? undefined : rep.body);
    };
    const encoding = preferredEncoding(req);
    const ready = entry.encoded[encoding];
    if (ready) send(ready);
    else this.encode(entry, encoding).then(send, () => send(entry.encoded.identity!));
    return true;
  };

  /**
   * Express middleware for misses: keeps a copy of the plain bytes the app writes (it sits
   * inside the compression middleware) and stores the response if it turns out cacheable.
   */
  capture: RequestHandler = (req, res, next) => {
    const key = req.method === "GET" ? this.keyOf(req) : undefined;
    if (key === undefined) return next();
    const generation = this.generation;
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
      if (overflow || generation !== this.generation || !isCacheable(res)) return;
      this.store(key, Buffer.concat(chunks), res.getHeaders());
    });
    next();
  };

  private store(key: string, body: Buffer, headers: OutgoingHttpHeaders) {
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const kept: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) kept.push(name, String(v));
    }
    const common = [...kept, "ETag", etag, "Vary", "Accept-Encoding", "X-Cache", "HIT"];
    const entry: Entry = {
      key,
      etag,
      common,
      notModified: withoutHeader(common, "content-type"),
      encoded: { identity: { body, head: [...common, "Content-Length", String(body.length)] } },
      pending: {},
      size: body.length,
    };
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.evict();
  }

  /** The entry in `encoding`, compressed once (off the main thread) and kept. */
  private encode(entry: Entry, encoding: Encoding): Promise<Representation> {
    const plain = entry.encoded.identity!.body;
    return (entry.pending[encoding] ??= (
      encoding === "br"
        ? brotli(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
        : gzipAsync(plain, { level: 9 })
    ).then((body) => {
      const rep = { body, head: [...entry.common, "Content-Encoding", encoding, "Content-Length", String(body.length)] };
      entry.encoded[encoding] = rep;
      if (this.entries.get(entry.key) === entry) {
        entry.size += body.length;
        this.bytes += body.length;
        this.evict();
      }
      return rep;
    }));
  }

  /** Least recently used out until the byte budget holds. */
  private evict() {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /** The cache key, or undefined when this request must not use the cache. */
  private keyOf(req: IncomingMessage): string | undefined {
    if (!this.enabled || this.suspended) return undefined;
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // Signed-in people (and anyone sending credentials) always get a fresh answer.
    if (req.headers.authorization || req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return undefined;
    const url = req.url ?? "";
    if (!url.startsWith("/") || url.startsWith("/assets/") || url.startsWith("/objects/")) return undefined;
    return `${req.headers.host ?? ""}${url}`;
  }
}

/** A flat header list (name, value, …) without `name`: a 304 carries no body to describe. */
function withoutHeader(list: string[], name: string): string[] {
  const kept: string[] = [];
  for (let i = 0; i < list.length; i += 2) if (list[i] !== name) kept.push(list[i]!, list[i + 1]!);
  return kept;
}

function isCacheable(res: ServerResponse): boolean {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  return CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? ""));
}

// Clients send a handful of distinct Accept-Encoding values; each is negotiated once.
const negotiated = new Map<string, Encoding>();

function preferredEncoding(req: IncomingMessage): Encoding {
  const accepted = req.headers["accept-encoding"];
  if (!accepted) return "identity";
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    // Among equally acceptable encodings ours decide (brotli first), not the header's order.
    const negotiator = new Negotiator(req) as Negotiator & {
      encoding(available: string[], opts: { preferred: string[] }): string | undefined;
    };
    encoding = (negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? "identity";
    if (negotiated.size > 1000) negotiated.clear();
    negotiated.set(accepted, encoding);
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
