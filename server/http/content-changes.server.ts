import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Notifications } from "#db/client.server.ts";
import { collectingChanges, EVERYTHING, type Changes, type Tag } from "../content/dependencies.server.ts";
import { PageCache } from "./page-cache.server.ts";
import { warmAgain } from "./warm-renders.server.ts";

// Every instance empties the cached answers a content change touches when any instance makes
// it (docs/product.md#quality-bars, decision 036). The writer empties its own at once and tells the
// others through the database (PostgreSQL NOTIFY; with PGlite there is only this process), with
// the change's dependency tags. Each instance then re-renders the most asked-for of the answers
// it emptied, so the next visitors get cached answers again.

export const CONTENT_CHANGED_CHANNEL = "arcwell_content_changed";
const CHANNEL = CONTENT_CHANGED_CHANNEL;
const ECHO_WAIT_MS = 2000;

export interface PageCacheSetup {
  cache: PageCache;
  /**
   * Empties what depends on `tags` (everything by default) in this instance's cache now and in
   * every other instance's before it resolves.
   */
  publishChange(tags?: Iterable<Tag>): Promise<void>;
  /** From now on, emptied answers are re-rendered through this server, at `origin` (undefined: not). */
  warmThrough(origin: string | undefined): void;
  close(): Promise<void>;
}

export async function setUpPageCache(opts: {
  notifications: Notifications;
  logger: Logger;
  enabled?: boolean;
  maxBytes?: number;
}): Promise<PageCacheSetup> {
  const cache = new PageCache({ enabled: opts.enabled, maxBytes: opts.maxBytes });
  let origin: string | undefined;
  const invalidate = (tags: Tag[]) => {
    const emptied = cache.invalidate(tags);
    if (origin && emptied.length) warmAgain(origin, emptied, opts.logger);
  };
  const instance = randomUUID();
  // Our own notifications, awaited until they come back: by then the database has sent them
  // to every listening instance, not merely accepted them.
  const echoes = new Map<string, () => void>();
  let sequence = 0;
  const unlisten = await opts.notifications.listen(
    CHANNEL,
    (payload) => {
      const echo = echoes.get(payload);
      if (echo) echo();
      else if (!payload.startsWith(`${instance}:`)) invalidate(tagsOf(payload));
    },
    (connected) => {
      // Without notifications another instance's write could go unseen: stop caching until back.
      if (!connected) opts.logger.warn("content-change notifications lost: page cache off until reconnected");
      else opts.logger.info("content-change notifications back: page cache on");
      cache.suspend(!connected);
    },
  );
  return {
    cache,
    publishChange: async (changed = [EVERYTHING]) => {
      let tags = [...changed];
      // A NOTIFY payload holds at most 8000 bytes: a change naming more tags empties everything.
      if (tags.join(",").length > MAX_TAGS_LENGTH) tags = [EVERYTHING];
      const emptied = cache.invalidate(tags);
      const payload = `${instance}:${++sequence}|${tags.join(",")}`;
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_WAIT_MS); // a lost connection suspends the cache anyway
        echoes.set(payload, () => (clearTimeout(timer), resolve()));
      });
      try {
        await opts.notifications.notify(CHANNEL, payload);
        await echoed;
      } finally {
        echoes.delete(payload);
      }
      // Re-rendered once every instance has emptied its copy: the write is committed and seen.
      if (origin && emptied.length) warmAgain(origin, emptied, opts.logger);
    },
    warmThrough: (at) => void (origin = at),
    close: unlisten,
  };
}

const MAX_TAGS_LENGTH = 7000;

/** The tags of a notification (`{instance}:{sequence}|{tag},{tag}…`); everything for one without. */
function tagsOf(payload: string): Tag[] {
  const bar = payload.indexOf("|");
  if (bar === -1) return [EVERYTHING];
  const tags = payload
    .slice(bar + 1)
    .split(",")
    .filter(Boolean);
  return tags.length ? tags : [EVERYTHING];
}

// Which /api writes change what visitors see is declared beside each write route, as
// `changesContent` or `noContentChange` (tests/integration/content-writes.test.ts walks the
// routers and fails on a write route that carries neither). createApp hands the publisher to
// the routes through `res.locals` when the page cache is on.

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set by `publishContentChangesWith` on /api while the page cache is on. */
      publishContentChange?: (tags?: Iterable<Tag>) => Promise<void>;
    }
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Mounted on /api by createApp: what `changesContent` routes call after a successful write. */
export function publishContentChangesWith(publishChange: (tags?: Iterable<Tag>) => Promise<void>): RequestHandler {
  return (_req, res, next) => {
    res.locals.publishContentChange = publishChange;
    next();
  };
}

/**
 * Declares a write route as changing what visitors see: unless refused (4xx), the cached answers
 * that depend on what the write changed (the tags its content writes declare; everything when
 * they declare none) are emptied before the answer goes out, so the writer's next read — on
 * any instance — sees the change. Reads never invalidate.
 */
export const changesContent: RequestHandler = (req, res, next) => {
  const publishChange = res.locals.publishContentChange;
  if (!publishChange || READS.has(req.method)) return next();
  const end = res.end;
  res.end = function (this: typeof res, ...args: unknown[]) {
    // A refused request (4xx) changed nothing (docs/product.md#quality-bars).
    if (res.statusCode >= 400 && res.statusCode < 500)
      return (end as (...a: unknown[]) => typeof res).apply(this, args);
    // Writes that declared what they changed empty just that (nothing, for a draft); others everything.
    if (changed.declared && changed.tags.size === 0) return (end as (...a: unknown[]) => typeof res).apply(this, args);
    publishChange(changed.declared ? changed.tags : [EVERYTHING])
      .catch((err: unknown) => req.log?.error({ err }, "could not publish a content change"))
      .finally(() => (end as (...a: unknown[]) => typeof res).apply(this, args));
    return this;
  } as typeof res.end;
  const changed: Changes = { declared: false, tags: new Set() };
  collectingChanges(changed, next);
};

/**
 * Declares a write route as never changing what visitors see (enquiries, the investor gate,
 * AI drafts, upload signing, sign-in, tokens, webhooks): it leaves the cache alone, so that a
 * stream of such writes cannot keep emptying it. Does nothing at run time.
 */
export const noContentChange: RequestHandler = (_req, _res, next) => next();
