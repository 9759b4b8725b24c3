import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { EnquirySource } from "#core/analytics.ts";
import type { Db } from "#db/client.server.ts";
import { analyticsVisits } from "#db/schema.server.ts";
import { rawClientAddress, type TrustProxy } from "../http/client-address.server.ts";
import type { OriginOf } from "../http/request-origin.server.ts";
import { writeBatch, type Batch, type VisitRow } from "./batch.server.ts";
import { saltOf } from "./daily-salt.server.ts";
import { isPageAnswer, landingOf, mayBePageView, pagePathOf, type Landing } from "./page-views.server.ts";

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
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface Waiting {
  day: string;
  path: string;
  who: string;
  landing: Landing;
}

export class SiteAnalytics {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly now: () => Date;
  private readonly maxPending: number;
  private views = new Map<string, Batch["views"][number]>();
  private visits = new Map<string, VisitRow>();
  /** Hashes of this window's clients (visitorFor). */
  private recent = new Map<string, string>();
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
    this.now = opts.now ?? (() => new Date());
    this.maxPending = opts.maxPending ?? 50_000;
    this.timer = setInterval(() => void this.flush(), opts.flushEveryMs ?? 2000);
    this.timer.unref();
  }

  /**
   * The server's hooks, bound to Express's trust of proxies and our own origin (decision 051):
   * `hit` for a page the page cache answered with a 200 (it knows the answer is HTML), `render`
   * to watch any other request until its answer is finished. Neither patches the response:
   * a per-response property would give every ServerResponse a shape of its own and slow all of
   * Node's HTTP code down (a cached page's rate fell by a quarter).
   */
  counters(opts: { trust: TrustProxy; origin: OriginOf }): {
    hit: (req: IncomingMessage) => void;
    render: (req: IncomingMessage, res: ServerResponse) => void;
  } {
    const countAnswer = (req: IncomingMessage) => {
      const url = req.url ?? "/";
      const path = pagePathOf(url);
      if (path === undefined) return;
      const who = `${rawClientAddress(req, opts.trust)}\n${req.headers["user-agent"] ?? ""}`;
      this.count(path, who, landingOf(url, req.headers.referer, opts.origin(req)));
    };
    return {
      hit: (req) => {
        if (mayBePageView(req)) countAnswer(req);
      },
      render: (req, res) => {
        if (!mayBePageView(req)) return;
        res.once("finish", () => {
          if (isPageAnswer(res, res.getHeader("content-type"))) countAnswer(req);
        });
      },
    };
  }

  private count(path: string, who: string, landing: Landing) {
    const day = dayOf(this.now());
    const salt = this.known.get(day);
    if (salt !== undefined) return this.add(day, path, this.visitorFor(day, salt, who), landing);
    if (this.waiting.length < this.maxPending) this.waiting.push({ day, path, who, landing });
    void this.saltFor(day).catch((err: unknown) => this.logger.warn({ err }, "could not read the analytics salt"));
  }

  /**
   * The visitor's hash, computed once per client in a write window: a reader's next pages (and a
   * benchmark's thousands of requests) reuse it. The address and user agent behind it are kept
   * only until the window's write, like the counts themselves (decision 051).
   */
  private visitorFor(day: string, salt: string, who: string): string {
    const key = day + SEP + who;
    let visitor = this.recent.get(key);
    if (visitor === undefined) {
      visitor = visitorOf(salt, who);
      if (this.recent.size < this.maxPending) this.recent.set(key, visitor);
    }
    return visitor;
  }

  private add(day: string, path: string, visitor: string, landing: Landing) {
    const viewKey = day + SEP + path;
    const seen = this.views.get(viewKey);
    if (seen) seen.views++;
    else this.views.set(viewKey, { day, path, views: 1 });
    const visitKey = day + SEP + visitor + SEP;
    if (this.visits.size >= this.maxPending) return;
    // The first page of the visitor's day (as far as this instance knows) is its landing page.
    if (!this.visits.has(visitKey))
      this.visits.set(visitKey, {
        day,
        visitor,
        path: "",
        landingPage: path,
        referrer: landing.referrer || null,
        utmSource: landing.utmSource || null,
        utmMedium: landing.utmMedium || null,
        utmCampaign: landing.utmCampaign || null,
      });
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
      else this.add(w.day, w.path, visitorOf(salt, w.who), w.landing);
    }
    this.waiting = still;
  }

  private async writeOut() {
    await Promise.all([...new Set(this.waiting.map((w) => w.day))].map((day) => this.saltFor(day)));
    this.drainWaiting();
    if (this.views.size === 0 && this.visits.size === 0) return;
    const batch: Batch = { views: [...this.views.values()], visits: [...this.visits.values()] };
    this.writing = this.visits;
    this.views = new Map();
    this.visits = new Map();
    this.recent = new Map();
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
    const day = dayOf(this.now());
    const visitor = visitorOf(await this.saltFor(day), `${client.address}\n${client.userAgent ?? ""}`);
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

function visitorOf(salt: string, who: string): string {
  return createHash("sha256").update(salt).update("\n").update(who).digest("base64url").slice(0, 22);
}
