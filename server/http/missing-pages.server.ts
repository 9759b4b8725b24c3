import type { RequestHandler } from "express";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { addMissingPageCounts, type MissingPageCount } from "../content/missing-pages.server.ts";
import type { RedirectRuleSet } from "../content/rule-set.server.ts";
import { scrubUrl } from "./log-redaction.server.ts";
import { normalisedPath } from "./normalised-path.server.ts";

// Missing pages (decision 054): each 404 a visitor's GET of a page gets is counted by path
// (normalised as the router matches it, no query, at most PATH_MAX characters) with its last
// referrer (host and path, as a log would keep it). Counts gather in memory and go to the database
// in one statement per FLUSH_MS at most; at most MAX_PATHS distinct paths wait between two
// flushes (a flood of random addresses adds to the ones already waiting, or is not counted).
// Not counted: signed-in people, crawlers (isbot), and addresses that are not pages (/api,
// /assets, /objects) or are private (a preview link's token, the dashboard, account links).

export const PATH_MAX = 300;
const REFERRER_MAX = 300;
const NOT_PAGES =
  /^\/(?:api|assets|objects|oidc|account|newsletter|dashboard|preview|fonts|__manifest)(?:\/|$|\.data$)/;

export interface MissingPagesOptions {
  /** Longest wait before counts are written (1 s). */
  flushMs?: number;
  /** Distinct paths kept between two writes (1,000). */
  maxPaths?: number;
}

export class MissingPageCounter {
  private waiting = new Map<string, MissingPageCount>();
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly maxPaths: number;
  private readonly db: Db;
  private readonly logger: Logger;
  /** Paths not counted because MAX_PATHS were waiting already (since the start). */
  dropped = 0;

  constructor(db: Db, logger: Logger, opts: MissingPagesOptions = {}) {
    this.db = db;
    this.logger = logger;
    this.maxPaths = opts.maxPaths ?? 1000;
    this.timer = setInterval(() => void this.flush(), opts.flushMs ?? 1000);
    this.timer.unref();
  }

  /** Distinct paths waiting for the next write. */
  get size() {
    return this.waiting.size;
  }

  record(path: string, referrer: string | null, at = new Date()): void {
    const count = this.waiting.get(path);
    if (count) {
      count.hits++;
      count.lastSeen = at;
      if (referrer) count.referrer = referrer;
    } else if (this.waiting.size < this.maxPaths) this.waiting.set(path, { path, hits: 1, lastSeen: at, referrer });
    else this.dropped++;
  }

  /** Writes what is waiting (one statement); a failed write is logged and its counts dropped. */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      const batch = [...this.waiting.values()];
      this.waiting = new Map();
      try {
        await addMissingPageCounts(this.db, batch);
      } catch (err) {
        this.logger.warn({ err, paths: batch.length }, "could not write missing-page counts");
      }
    })().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flushing;
    await this.flush();
  }

  /** Before the pages: counts the request if it ends in a 404 a visitor's page request should count. */
  middleware: RequestHandler = (req, res, next) => {
    if (req.method === "GET" && !req.user) {
      res.once("finish", () => {
        if (res.statusCode !== 404 || isbot(req.get("user-agent") ?? "")) return;
        const path = pagePathOf(req.path);
        if (path) this.record(path, referrerOf(req.get("referer")));
      });
    }
    next();
  };
}

/** The page a request path names (a data request's too), or null when it is no page of ours. */
export function pagePathOf(requestPath: string): string | null {
  const route = normalisedPath(requestPath);
  if (NOT_PAGES.test(route)) return null;
  const page = route === "/_.data" ? "/" : route.replace(/\.data$/, "");
  return page.slice(0, PATH_MAX);
}

/** Host and path of a Referer (no query, no fragment; a preview link's token hidden), or null. */
export function referrerOf(referer: string | undefined): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return scrubUrl(`${url.origin}${url.pathname}`)
    .replace(/^https?:\/\//i, "")
    .slice(0, REFERRER_MAX);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The instance's redirect rules, for the pages' 404s (app/lib/missing-page.server.ts). */
      redirectRules?: RedirectRuleSet;
    }
  }
}

/** Hands the instance's rule set to the pages (they carry their own copy of the modules). */
export function exposeRedirectRules(rules: RedirectRuleSet): RequestHandler {
  return (_req, res, next) => {
    res.locals.redirectRules = rules;
    next();
  };
}
