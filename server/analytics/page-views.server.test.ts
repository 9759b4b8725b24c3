import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { landingOf, mayBePageView, pagePathOf } from "./page-views.server.ts";

// Which requests may be page views, and what a view records (issue 31, decision 051).

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url, headers: { "user-agent": BROWSER, ...headers } }) as unknown as IncomingMessage;

describe("mayBePageView", () => {
  it("takes a browser's GET of a public page", () => {
    for (const url of ["/", "/journal", "/journal/a-post?utm_source=x", "/case-studies/b"])
      expect(mayBePageView(request(url)), url).toBe(true);
  });
  it("leaves out the API, assets, private pages, data requests and feeds, in any case", () => {
    for (const url of [
      "/api/blog-posts",
      "/assets/x.js",
      "/objects/a.png",
      "/oidc/interaction/1",
      "/account/reset/x",
      "/newsletter/confirm/x",
      "/Dashboard",
      "/dashboard/posts/1",
      "/preview/abc",
      "/journal.data",
      "/_.data?x=1",
      "/robots.txt",
      "/sitemap.xml",
      "/journal/rss.xml",
    ])
      expect(mayBePageView(request(url)), url).toBe(false);
  });
  it("leaves out other methods, crawlers, no user agent, GPC, prefetches and signed-in people", () => {
    expect(mayBePageView(request("/", {}, "HEAD"))).toBe(false);
    expect(mayBePageView(request("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }))).toBe(
      false,
    );
    expect(mayBePageView(request("/", { "user-agent": "" }))).toBe(false);
    expect(mayBePageView(request("/", { "sec-gpc": "1" }))).toBe(false);
    expect(mayBePageView(request("/", { "sec-purpose": "prefetch;prerender" }))).toBe(false);
    expect(mayBePageView(request("/", { purpose: "prefetch" }))).toBe(false);
    expect(mayBePageView(request("/", { cookie: "a=1; arcwell.sid=s%3Ax" }))).toBe(false);
    expect(mayBePageView(request("/", { authorization: "Bearer x" }))).toBe(false);
  });
});

describe("pagePathOf", () => {
  it("counts the path as the router matches it, without the query", () => {
    expect(pagePathOf("/Journal/?utm_source=x")).toBe("/journal");
    expect(pagePathOf("/%6Aournal")).toBe("/journal");
    expect(pagePathOf("/")).toBe("/");
    expect(pagePathOf("/%64ashboard")).toBeUndefined();
    expect(pagePathOf(`/${"a".repeat(400)}`)).toBeUndefined();
  });
});

describe("landingOf", () => {
  const own = "https://arcwell.example";
  it("keeps the referring host without www, and nothing for our own pages or none", () => {
    expect(landingOf("/", "https://www.Example.org/a?b=c", own).referrer).toBe("example.org");
    expect(landingOf("/", "android-app://com.slack/", own).referrer).toBe("com.slack");
    expect(landingOf("/", `${own}/journal`, own).referrer).toBe("");
    expect(landingOf("/", "https://arcwell.example:8443/x", own).referrer).toBe("");
    expect(landingOf("/", undefined, own).referrer).toBe("");
    expect(landingOf("/", "not a url", own).referrer).toBe("");
  });
  it("keeps the utm tags of the address, lower-cased and cut", () => {
    expect(landingOf("/p?utm_source=News&utm_medium=Email&utm_campaign=Spring%20Sale&x=1", undefined, own)).toEqual({
      referrer: "",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "spring sale",
    });
    expect(landingOf(`/p?utm_source=${"a".repeat(300)}`, undefined, own).utmSource).toHaveLength(100);
    expect(landingOf("/p?x=1", undefined, own)).toEqual({
      referrer: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
    });
  });
});
