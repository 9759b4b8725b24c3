import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { EnquirySource } from "#core/analytics.ts";
import type { Db } from "#db/client.server.ts";
import { analyticsVisits } from "#db/schema.server.ts";
import { rawClientAddress, type TrustProxy } from "../http/client-address.server.ts";
import type { RequestHead } from "../http/request-head.server.ts";
import type { OriginOf } from "../http/request-origin.server.ts";
import { writeBatch, type Batch, type VisitRow } from "./batch.server.ts";
import { saltOf } from "./daily-salt.server.ts";
import {
  isPageAnswer,
  isVisitorRequest,
  landingOf,
  mayBePageUrl,
  mayBePageView,
  pagePathOf,
  type Landing,
} from "./page-views.server.ts";

// Page views counted on the server (issue 31, decision 051): in memory, written every couple of
// seconds in one batch. A visitor is SHA-256(day's salt, client address, user agent), cut to 128
// bits; the address and user agent are never stored, and wait in memory only while the day's
// salt is being read.

export interface SiteAnalyticsOptions {
  db: Db;
  logger: Logger;
  /** The clock (tests move it across days). UTC days. */
  now?: () => Date;
  flushEveryMs?: number;
  /** Distinct visits held between two flushes; past it, views still count but new visitors wait. */
  maxPending?: number;
}

const SEP = "\u0000";
const DAY_MS = 86_400_000;

/** The UTC date (YYYY-MM-DD) of a moment, its string made once a day rather than once a view. */
class UtcDays {
  private day = "";
  private from = 0;
  private until = -1;

  at(ms: number): string {
    if (ms < this.from || ms >= this.until) {
      this.from = ms - (ms % DAY_MS);
      this.until = this.from + DAY_MS;
      this.day = new Date(ms).toISOString().slice(0, 10);
    }
    return this.day;
  }
}

interface Waiting {
  day: string;
  path: string;
  who: string;
  landing: Landing;
}

/** A client of this write window: its visitor hash and the pages already recorded for it. */
interface Client {
  visitor: string;
  pages: Set<string>;
}

export class SiteAnalytics {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly nowMs: () => number;
  private readonly days = new UtcDays();
  private readonly maxPending: number;
  /** Views by day, then path. */
  private views = new Map<string, Map<string, Batch["views"][number]>>();
  private visits = new Map<string, VisitRow>();
  /**
   * This window's clients of `clientsDay`, by user agent then address (two lookups of the
   * request's own strings: no key is built per view). The address and user agent are kept only
   * until the window's write, like the counts themselves (decision 051).
   */
  private clients = new Map<string, Map<string, Client>>();
  private clientCount = 0;
  private clientsDay = "";
  /** The batch being written: an enquiry sent meanwhile still finds its visit. */
  private writing = new Map<string, VisitRow>();
  private readonly salts = new Map<string, Promise<string>>();
  private readonly known = new Map<string, string>();
  private waiting: Waiting[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(opts: SiteAnalyticsOptions) {
    this.db = opts.db;
    this.logger = opts.logger;
    const now = opts.now;
    this.nowMs = now ? () => now().getTime() : Date.now;
    this.maxPending = opts.maxPending ?? 50_000;
    this.timer = setInterval(() => void this.flush(), opts.flushEveryMs ?? 2000);
    this.timer.unref();
  }

  /**
   * The server's hooks, bound to Express's trust of proxies and our own origin (decision 051):
   * `pathOf` and `hit` for pages the page cache answers with a 200 (it knows the answer is HTML,
   * and asks once per stored page which path its hits count under), `render` to watch any other
   * request until its answer is finished. Neither patches the response:
   * a per-response property would give every ServerResponse a shape of its own and slow all of
   * Node's HTTP code down (a cached page's rate fell by a quarter).
   */
  counters(opts: { trust: TrustProxy; origin: OriginOf }): {
    pathOf: (url: string) => string | undefined;
    hit: (req: RequestHead, path: string) => void;
    render: (req: IncomingMessage, res: ServerResponse) => void;
  } {
    const countAnswer = (req: RequestHead, path = pagePathOf(req.url ?? "/")) => {
      if (path === undefined) return;
      const url = req.url ?? "/";
      const address = rawClientAddress(req, opts.trust);
      // Where the visit came from matters only for a client's first page of the window.
      const landing = () => landingOf(url, req.headers.referer, opts.origin(req));
      this.count(path, address, req.headers["user-agent"] ?? "", landing);
    };
    return {
      // A hit's path is the stored page's, whose address has the request's path: a hit costs
      // only the visitor's headers and the counters.
      pathOf: (url) => (mayBePageUrl(url) ? pagePathOf(url) : undefined),
      hit: (req, path) => {
        if (isVisitorRequest(req)) countAnswer(req, path);
      },
      render: (req, res) => {
        if (!mayBePageView(req)) return;
        res.once("finish", () => {
          if (isPageAnswer(res, res.getHeader("content-type"))) countAnswer(req);
        });
      },
    };
  }

  /**
   * One view. A client seen before in this window costs two map lookups and a counter: its hash
   * is computed once per window (a reader's next pages, a benchmark's thousands of requests),
   * and its landing page is read only on its first page.
   */
  private count(path: string, address: string, agent: string, landing: () => Landing) {
    const day = this.days.at(this.nowMs());
    const salt = this.known.get(day);
    if (salt === undefined) {
      if (this.waiting.length < this.maxPending)
        this.waiting.push({ day, path, who: whoOf(address, agent), landing: landing() });
      void this.saltFor(day).catch((err: unknown) => this.logger.warn({ err }, "could not read the analytics salt"));
      return;
    }
    this.countView(day, path);
    const client = this.clientOf(day, salt, address, agent);
    if (client.pages.has(path)) return;
    client.pages.add(path);
    this.addVisit(day, client.visitor, path, landing);
  }

  private countView(day: string, path: string) {
    let paths = this.views.get(day);
    if (paths === undefined) this.views.set(day, (paths = new Map()));
    const seen = paths.get(path);
    if (seen) seen.views++;
    else paths.set(path, { day, path, views: 1 });
  }

  private clientOf(day: string, salt: string, address: string, agent: string): Client {
    if (day !== this.clientsDay) this.forgetClients(day);
    let byAddress = this.clients.get(agent);
    let client = byAddress?.get(address);
    if (client === undefined) {
      client = { visitor: visitorOf(salt, whoOf(address, agent)), pages: new Set() };
      // Past the limit the client is still counted, only not remembered until the next window.
      if (this.clientCount < this.maxPending) {
        if (byAddress === undefined) this.clients.set(agent, (byAddress = new Map()));
        byAddress.set(address, client);
        this.clientCount++;
      }
    }
    return client;
  }

  private forgetClients(day: string) {
    this.clients = new Map();
    this.clientCount = 0;
    this.clientsDay = day;
  }

  /** The visitor's day (its landing page, the first time) and this page of it, once per window. */
  private addVisit(day: string, visitor: string, path: string, landing: () => Landing) {
    if (this.visits.size >= this.maxPending) return;
    const visitKey = day + SEP + visitor + SEP;
    // The first page of the visitor's day (as far as this instance knows) is its landing page.
    if (!this.visits.has(visitKey)) {
      const { referrer, utmSource, utmMedium, utmCampaign } = landing();
      this.visits.set(visitKey, {
        day,
        visitor,
        path: "",
        landingPage: path,
        referrer: referrer || null,
        utmSource: utmSource || null,
        utmMedium: utmMedium || null,
        utmCampaign: utmCampaign || null,
      });
    }
    const pageKey = visitKey + path;
    if (!this.visits.has(pageKey))
      this.visits.set(pageKey, {
        day,
        visitor,
        path,
        landingPage: null,
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      });
  }

  /** The day's salt, read (or made) once per instance and day. */
  private saltFor(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = saltOf(this.db, day).then(
        (value) => {
          this.known.set(day, value);
          // At once, before any later view of the day: a visitor's first page stays its landing page.
          this.drainWaiting();
          return value;
        },
        (err: unknown) => {
          this.salts.delete(day);
          throw err;
        },
      );
      this.salts.set(day, salt);
      // Only today's and yesterday's (late answers) are kept.
      for (const old of [...this.salts.keys()].sort().slice(0, -2)) {
        this.salts.delete(old);
        this.known.delete(old);
      }
    }
    return salt;
  }

  /** Writes what was counted since the last flush (one at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() =>
      this.writeOut().catch((err: unknown) => this.logger.warn({ err }, "could not write page views")),
    );
    return this.flushing;
  }

  /** Counts the views that waited for their day's salt, in the order they came, once it is known. */
  private drainWaiting() {
    const still: Waiting[] = [];
    for (const w of this.waiting) {
      const salt = this.known.get(w.day);
      if (salt === undefined) still.push(w);
      else {
        this.countView(w.day, w.path);
        this.addVisit(w.day, visitorOf(salt, w.who), w.path, () => w.landing);
      }
    }
    this.waiting = still;
  }

  private async writeOut() {
    await Promise.all([...new Set(this.waiting.map((w) => w.day))].map((day) => this.saltFor(day)));
    this.drainWaiting();
    if (this.views.size === 0 && this.visits.size === 0) return;
    const views = [...this.views.values()].flatMap((paths) => [...paths.values()]);
    const batch: Batch = { views, visits: [...this.visits.values()] };
    this.writing = this.visits;
    this.views = new Map();
    this.visits = new Map();
    this.forgetClients(this.clientsDay);
    try {
      await writeBatch(this.db, batch);
    } finally {
      this.writing = new Map();
    }
  }

  /**
   * Where the visit of this client came from today: its landing page and campaign, for the
   * enquiry it sends (issue 31 item 3). Null when it was not counted today.
   */
  async sourceOf(client: { address: string; userAgent: string | undefined }): Promise<EnquirySource | null> {
    const day = this.days.at(this.nowMs());
    const visitor = visitorOf(await this.saltFor(day), whoOf(client.address, client.userAgent ?? ""));
    const key = day + SEP + visitor + SEP;
    // The earliest record wins: what is stored, then the batch being written, then this window's
    // (a visit's later page, counted after a flush, is the first of the window but not the landing page).
    const [writing, pending] = [this.writing.get(key), this.visits.get(key)];
    const [stored] = await this.db
      .select()
      .from(analyticsVisits)
      .where(and(eq(analyticsVisits.day, day), eq(analyticsVisits.visitor, visitor), eq(analyticsVisits.path, "")));
    const row = stored ?? writing ?? pending;
    if (!row?.landingPage) return null;
    const { landingPage, referrer, utmSource, utmMedium, utmCampaign } = row;
    return { landingPage, referrer, utmSource, utmMedium, utmCampaign };
  }

  /** Stops the timer and writes what is left (at shutdown, before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

const whoOf = (address: string, agent: string) => `${address}\n${agent}`;

function visitorOf(salt: string, who: string): string {
  return createHash("sha256").update(salt).update("\n").update(who).digest("base64url").slice(0, 22);
}
