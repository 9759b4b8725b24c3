import type { ServerResponse } from "node:http";
import { isbot } from "isbot";
import { SESSION_COOKIE } from "../auth/session.server.ts";
import { normalisedPath } from "../http/normalised-path.server.ts";
import type { RequestHead } from "../http/request-head.server.ts";

// Which answers are a visitor's page view (issue 31, decision 051), checked on the raw request
// before Express so that page-cache hits count too. The checks before anything is attached to
// the response are string tests only; the rest waits for the answer (200 and HTML).

/** Not pages of the public site: API, assets, images, sign-in, account and newsletter links, dashboard, previews. */
const NOT_PAGES = /^\/(?:api|assets|objects|oidc|account|newsletter|dashboard|preview)(?:[/?.]|$)/i;
/** Feeds, sitemaps and robots answer without HTML anyway; skipping them early saves the listener. */
const NOT_DOCUMENTS = /^\/(?:manifest|favicon)|\.(?:data|xml|txt|json|webmanifest)(?:\?|$)/i;

/** Whether this request could be a counted page view: cheap tests only, the answer is checked later. */
export function mayBePageView(req: RequestHead): boolean {
  return mayBePageUrl(req.url ?? "") && isVisitorRequest(req);
}

/** Whether an address could be a page's (its path alone decides). */
export function mayBePageUrl(url: string): boolean {
  return !NOT_PAGES.test(url) && !NOT_DOCUMENTS.test(url);
}

/** Whether a GET comes from a visitor who may be counted: the request's headers alone decide. */
export function isVisitorRequest(req: RequestHead): boolean {
  if (req.method !== "GET") return false;
  const h = req.headers;
  // Staff and investors reading their own site, and API clients, are not visitors (decision 051).
  if (h.authorization || h.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
  // Global Privacy Control: the visitor asked not to be counted.
  if (h["sec-gpc"] === "1") return false;
  // Speculative loads (prefetch, prerender) are not views until shown.
  if (h.purpose?.includes("prefetch") || String(h["sec-purpose"] ?? "").includes("prefetch")) return false;
  const agent = h["user-agent"];
  return agent !== undefined && agent !== "" && !isCrawler(agent);
}

// isbot's pattern is long; visitors bring few distinct user agents, so each is tested once.
const crawlers = new Map<string, boolean>();
const MEMO_LIMIT = 2000;

function isCrawler(agent: string): boolean {
  let crawler = crawlers.get(agent);
  if (crawler === undefined) {
    if (crawlers.size >= MEMO_LIMIT) crawlers.clear();
    crawlers.set(agent, (crawler = isbot(agent)));
  }
  return crawler;
}

/** Whether the finished answer is a page: 200 with an HTML body. `contentType` as written, when known. */
export function isPageAnswer(res: ServerResponse, contentType: unknown): boolean {
  if (res.statusCode !== 200) return false;
  const type = contentType ?? res.getHeader("content-type");
  return typeof type === "string" && type.startsWith("text/html");
}

/** The page's path as the router matches it (decision 039), or undefined when it is not a public page. */
export function pagePathOf(url: string): string | undefined {
  const query = url.indexOf("?");
  const path = normalisedPath(query === -1 ? url : url.slice(0, query));
  if (path.length > 300 || NOT_PAGES.test(path) || path.endsWith(".data")) return undefined;
  return path;
}

export interface Landing {
  /** The referring host, '' for none or our own pages. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

const NO_CAMPAIGN = { utmSource: "", utmMedium: "", utmCampaign: "" };

/** The referrer's host (without `www.`), '' when none or ours; and the page address's utm_* tags. */
export function landingOf(url: string, referer: string | undefined, ownOrigin: string | undefined): Landing {
  const query = url.indexOf("?");
  const campaign = query !== -1 && url.includes("utm_", query) ? campaignOf(url.slice(query + 1)) : NO_CAMPAIGN;
  return { referrer: referrerHost(referer, ownOrigin), ...campaign };
}

function campaignOf(query: string) {
  const params = new URLSearchParams(query);
  const tag = (name: string) => (params.get(name) ?? "").trim().toLowerCase().slice(0, 100);
  return { utmSource: tag("utm_source"), utmMedium: tag("utm_medium"), utmCampaign: tag("utm_campaign") };
}

function referrerHost(referer: string | undefined, ownOrigin: string | undefined): string {
  if (!referer || (ownOrigin && referer.startsWith(`${ownOrigin}/`))) return "";
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return "";
  }
  if (ownOrigin && host === new URL(ownOrigin).hostname) return "";
  return (host.startsWith("www.") ? host.slice(4) : host).slice(0, 200);
}
