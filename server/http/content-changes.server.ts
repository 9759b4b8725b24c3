import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Notifications } from "#db/client.server.ts";
import { PageCache } from "./page-cache.server.ts";

// Every instance empties its page cache when any instance changes content (DESIGN.md §5).
// The writer empties its own at once and tells the others through the database
// (PostgreSQL NOTIFY; with PGlite there is only this process).

const CHANNEL = "arcwell_content_changed";
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

// Writes that never change what visitors see: they leave the cache alone, so that a stream
// of enquiries or sign-ins cannot keep emptying it.
const NOT_CONTENT = /^\/(contact|investor-access|generate-blog|objects\/upload|login|callback|logout|tokens|webhooks)(\/|$)/;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mounted on /api: after a write that may have changed content, the caches are emptied before
 * the answer goes out, so the writer's next read — on any instance — sees the change.
 */
export function invalidateOnWrite(publishChange: () => Promise<void>): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method) || NOT_CONTENT.test(req.path)) return next();
    const end = res.end;
    res.end = function (this: typeof res, ...args: unknown[]) {
      // A refused request (4xx) changed nothing (DESIGN.md §5).
      if (res.statusCode >= 400 && res.statusCode < 500) return (end as (...a: unknown[]) => typeof res).apply(this, args);
      publishChange()
        .catch((err: unknown) => req.log?.error({ err }, "could not publish a content change"))
        .finally(() => (end as (...a: unknown[]) => typeof res).apply(this, args));
      return this;
    } as typeof res.end;
    next();
  };
}
