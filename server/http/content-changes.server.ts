import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Notifications } from "#db/client.server.ts";
import { PageCache } from "./page-cache.server.ts";

// Every instance empties its page cache when any instance changes content (docs/product.md#quality-bars).
// The writer empties its own at once and tells the others through the database
// (PostgreSQL NOTIFY; with PGlite there is only this process).

export const CONTENT_CHANGED_CHANNEL = "arcwell_content_changed";
const CHANNEL = CONTENT_CHANGED_CHANNEL;
const ECHO_WAIT_MS = 2000;

export interface PageCacheSetup {
  cache: PageCache;
  /** Empties this instance's cache now and every other instance's before it resolves. */
  publishChange(): Promise<void>;
  close(): Promise<void>;
}

export async function setUpPageCache(opts: {
  notifications: Notifications;
  logger: Logger;
  enabled?: boolean;
}): Promise<PageCacheSetup> {
  const cache = new PageCache({ enabled: opts.enabled });
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
      else if (!payload.startsWith(`${instance}:`)) cache.invalidate();
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
    publishChange: async () => {
      cache.invalidate();
      const payload = `${instance}:${++sequence}`;
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
    },
    close: unlisten,
  };
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
      publishContentChange?: () => Promise<void>;
    }
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Mounted on /api by createApp: what `changesContent` routes call after a successful write. */
export function publishContentChangesWith(publishChange: () => Promise<void>): RequestHandler {
  return (_req, res, next) => {
    res.locals.publishContentChange = publishChange;
    next();
  };
}

/**
 * Declares a write route as changing what visitors see: unless refused (4xx), the caches are
 * emptied before the answer goes out, so the writer's next read — on any instance — sees the
 * change. Reads never invalidate.
 */
export const changesContent: RequestHandler = (req, res, next) => {
  const publishChange = res.locals.publishContentChange;
  if (!publishChange || READS.has(req.method)) return next();
  const end = res.end;
  res.end = function (this: typeof res, ...args: unknown[]) {
    // A refused request (4xx) changed nothing (docs/product.md#quality-bars).
    if (res.statusCode >= 400 && res.statusCode < 500)
      return (end as (...a: unknown[]) => typeof res).apply(this, args);
    publishChange()
      .catch((err: unknown) => req.log?.error({ err }, "could not publish a content change"))
      .finally(() => (end as (...a: unknown[]) => typeof res).apply(this, args));
    return this;
  } as typeof res.end;
  next();
};

/**
 * Declares a write route as never changing what visitors see (enquiries, the investor gate,
 * AI drafts, upload signing, sign-in, tokens, webhooks): it leaves the cache alone, so that a
 * stream of such writes cannot keep emptying it. Does nothing at run time.
 */
export const noContentChange: RequestHandler = (_req, _res, next) => next();
