import { describe, expect, it } from "vitest";
import { compileRules, redirectOf, storedFrom, withQuery, type StoredRule } from "./rule-match.server.ts";

// Matching redirect rules in memory (decision 054).

const rule = (fromPath: string, toUrl: string, permanent = false): StoredRule => ({
  id: fromPath,
  fromPath: storedFrom(fromPath),
  toUrl,
  permanent,
});

const rules = compileRules([
  rule("/old-page", "/about", true),
  rule("/blog/*", "/journal/*", true),
  rule("/blog/special", "/terms"),
  rule("/blog/deep/*", "https://elsewhere.example/x"),
  rule("/Shop/*", "/portfolio"),
]);

describe("redirect rule matching", () => {
  it("matches any spelling the router matches, exact rules before prefixes, the longest prefix first", () => {
    expect(redirectOf(rules, "/old-page", "")).toEqual({ location: "/about", status: 301 });
    expect(redirectOf(rules, "/OLD-page/", "")).toEqual({ location: "/about", status: 301 });
    expect(redirectOf(rules, "/%6Fld-page", "")?.location).toBe("/about");
    expect(redirectOf(rules, "/blog/special", "")).toEqual({ location: "/terms", status: 302 });
    expect(redirectOf(rules, "/blog/deep/a/b", "")?.location).toBe("https://elsewhere.example/x");
    expect(redirectOf(rules, "/shop/anything", "")?.location).toBe("/portfolio");
    expect(redirectOf(rules, "/shop", "")?.location).toBe("/portfolio");
    expect(redirectOf(rules, "/shopping", "")).toBeNull();
    expect(redirectOf(rules, "/other", "")).toBeNull();
  });

  it("keeps the rest of the path with /*, in its own letter case and encoded again", () => {
    expect(redirectOf(rules, "/Blog/My-Post", "")?.location).toBe("/journal/My-Post");
    expect(redirectOf(rules, "/blog/caf%C3%A9/x", "")?.location).toBe("/journal/caf%C3%A9/x");
    expect(redirectOf(rules, "/blog/a%2Fb", "")?.location).toBe("/journal/a%2Fb");
    expect(redirectOf(rules, "/blog", "")?.location).toBe("/journal");
    expect(redirectOf(rules, "/blog/x.data", "")?.location).toBe("/journal/x");
  });

  it("keeps the query string, before the target's fragment and after its own query", () => {
    expect(redirectOf(rules, "/old-page", "?utm_source=a&b=1")?.location).toBe("/about?utm_source=a&b=1");
    expect(withQuery("/a?x=1#top", "?y=2")).toBe("/a?x=1&y=2#top");
    expect(withQuery("/a", "?")).toBe("/a");
  });

  it("stores a rule's address as the router matches it", () => {
    expect(storedFrom("/Old/Page/")).toBe("/old/page");
    expect(storedFrom("/Old/*")).toBe("/old/*");
    expect(storedFrom("/caf%C3%A9")).toBe("/café");
  });
});
