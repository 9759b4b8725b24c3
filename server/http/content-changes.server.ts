import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Notifications } from "#db/client.server.ts";
import { collectingChanges, EVERYTHING, type Changes, type Tag } from "../content/dependencies.server.ts";
import { PageCache } from "./page-cache.server.ts";
import { warmAgain } from "./warm-renders.server.ts";

// Every instance empties the cached answers a content change touches when any instance makes
// it (docs/product.md#quality-bars, decisions 011 and 036). The writer empties its own at once and
// tells the others through the database (PostgreSQL NOTIFY; with PGlite there is only this
// process), with the change's dependency tags; it answers once every other live instance has
// acknowledged the change, so the writer's next read is fresh on any instance. Each instance then
// re-renders the most asked-for of the answers it emptied, so the next visitors get cached
// answers again.
//
// Messages on the channel:
//   {instance}:{sequence}|{tag},{tag}…   a change (no tags: everything)
//   ack|{instance}:{sequence}|{from}      `from` has emptied what that change touches
//   hello|{from}  bye|{from}             an instance is listening (every HEARTBEAT_MS) / stops
// NOTIFY reaches every listener, but each listener's database backend sends it in its own time:
// the writer's own echo can come back before another instance has heard of the change, hence
// the acknowledgements.

export const CONTENT_CHANGED_CHANNEL = "arcwell_content_changed";
const CHANNEL = CONTENT_CHANGED_CHANNEL;
/** Longest wait for the database's echo, and for other instances' acknowledgements. */
const WAIT_MS = 2000;
const HEARTBEAT_MS = 2000;
/** An instance not heard from for this long is not waited for (it stopped, or was killed). */
const PEER_TTL_MS = 3 * HEARTBEAT_MS;

export interface PageCacheSetup {
  cache: PageCache;
  /**
   * Empties what depends on `tags` (everything by default) in this instance's cache now and in
   * every other instance's before it resolves.
   */
  publishChange(tags?: Iterable<Tag>): Promise<void>;
  /**
   * Calls `listener` with the tags of every change, this instance's and the others', before the
   * change is acknowledged (and with everything when notifications come back after a loss):
   * what else an instance keeps from the database follows the changes (the redirect rules).
   */
  onChange(listener: (tags: readonly Tag[]) => void): void;
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
  const instance = randomUUID();
  const notify = (payload: string) =>
    opts.notifications
      .notify(CHANNEL, payload)
      .catch((err: unknown) => opts.logger.warn({ err }, "could not send a content-change notification"));
  /** Other instances, by when they were last heard from. */
  const peers = new Map<string, number>();
  const heard = (peer: string) => peer !== instance && peers.set(peer, Date.now());
  /** Our own changes under way: the echo still awaited, and the instances yet to acknowledge. */
  const awaiting = new Map<string, { echoed: () => void; unacked: Set<string>; acked: () => void }>();
  const listeners = new Set<(tags: readonly Tag[]) => void>();
  const tellListeners = (tags: readonly Tag[]) => {
    for (const listener of listeners) listener(tags);
  };

  const onMessage = (payload: string) => {
    const bar = payload.indexOf("|");
    const kind = payload.slice(0, bar);
    if (kind === "hello") return void heard(payload.slice(bar + 1));
    if (kind === "bye") return void peers.delete(payload.slice(bar + 1));
    if (kind === "ack") {
      const [id, from] = payload.slice(bar + 1).split("|") as [string, string];
      heard(from);
      const mine = awaiting.get(id);
      if (mine?.unacked.delete(from) && mine.unacked.size === 0) mine.acked();
      return;
    }
    const id = bar === -1 ? payload : payload.slice(0, bar);
    const mine = awaiting.get(id);
    if (mine) return mine.echoed();
    if (id.startsWith(`${instance}:`)) return; // an echo that came after we stopped waiting
    heard(id.slice(0, id.indexOf(":")));
    const tags = tagsOf(payload);
    const emptied = cache.invalidate(tags);
    tellListeners(tags);
    void notify(`ack|${id}|${instance}`);
    if (origin && emptied.length) warmAgain(origin, emptied, opts.logger);
  };
  const unlisten = await opts.notifications.listen(CHANNEL, onMessage, (connected) => {
    // Without notifications another instance's write could go unseen: stop caching until back.
    if (!connected) opts.logger.warn("content-change notifications lost: page cache off until reconnected");
    else {
      opts.logger.info("content-change notifications back: page cache on");
      // Whatever changed meanwhile went unheard.
      tellListeners([EVERYTHING]);
      void notify(`hello|${instance}`);
    }
    cache.suspend(!connected);
  });
  await notify(`hello|${instance}`);
  const heartbeat = setInterval(() => void notify(`hello|${instance}`), HEARTBEAT_MS);
  heartbeat.unref();

  let sequence = 0;
  return {
    cache,
    publishChange: async (changed = [EVERYTHING]) => {
      let tags = [...changed];
      // A NOTIFY payload holds at most 8000 bytes: a change naming more tags empties everything.
      if (tags.join(",").length > MAX_TAGS_LENGTH) tags = [EVERYTHING];
      const emptied = cache.invalidate(tags);
      tellListeners(tags);
      const id = `${instance}:${++sequence}`;
      const now = Date.now();
      const unacked = new Set([...peers].filter(([, seen]) => now - seen < PEER_TTL_MS).map(([peer]) => peer));
      // Past WAIT_MS the write answers anyway: a lost connection suspends caching on its own side.
      const waited = (register: (done: () => void) => void) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, WAIT_MS);
          register(() => (clearTimeout(timer), resolve()));
        });
      let echoed!: () => void;
      let acked!: () => void;
      const echo = waited((done) => (echoed = done));
      const acks = unacked.size ? waited((done) => (acked = done)) : Promise.resolve();
      awaiting.set(id, { echoed: () => echoed(), unacked, acked: () => acked() });
      try {
        await opts.notifications.notify(CHANNEL, `${id}|${tags.join(",")}`);
        await Promise.all([echo, acks]);
      } finally {
        awaiting.delete(id);
      }
      // Re-rendered once every instance has emptied its copy: the write is committed and seen.
      if (origin && emptied.length) warmAgain(origin, emptied, opts.logger);
    },
    onChange: (listener) => void listeners.add(listener),
    warmThrough: (at) => void (origin = at),
    close: async () => {
      clearInterval(heartbeat);
      await notify(`bye|${instance}`);
      await unlisten();
    },
  };
}

const MAX_TAGS_LENGTH = 7000;

/** The tags of a change (`{instance}:{sequence}|{tag},{tag}…`); everything for one without. */
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
