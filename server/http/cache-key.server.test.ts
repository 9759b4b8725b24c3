import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "./cache-key.server.ts";

const key = (url: string, host = "site.example") => cacheKeyOf({ url, headers: { host } } as IncomingMessage);

describe("page-cache keys", () => {
  it("leave out query parameters that pages and API reads ignore", () => {
    expect(key("/journal?utm_source=x")).toBe(key("/journal"));
    expect(key("/journal?utm_source=x&page=2")).toBe(key("/journal?page=2"));
    expect(key("/robots.txt?1=aaaa")).toBe(key("/robots.txt?2=bbbb"));
    expect(key("/about?page=2")).toBe(key("/about"));
  });
  it("keep the parameters of paged lists, search and paged API reads (issue 15)", () => {
    for (const path of ["/journal", "/case-studies", "/journal/tag/ai", "/journal/category/growth"]) {
      expect(key(`${path}?page=2`)).not.toBe(key(path));
      expect(key(`${path}?page=2`)).not.toBe(key(`${path}?page=3`));
    }
    expect(key("/search?q=ai")).not.toBe(key("/search?q=saas"));
    expect(key("/search?q=ai&type=case-study")).not.toBe(key("/search?q=ai"));
    expect(key("/api/search?q=ai&limit=5")).not.toBe(key("/api/search?q=ai"));
    expect(key("/api/blog-posts?limit=5&cursor=abc")).not.toBe(key("/api/blog-posts?limit=5&cursor=def"));
    expect(key("/api/blog-posts?limit=5")).not.toBe(key("/api/blog-posts"));
    expect(key("/journal.data?_routes=routes%2Fjournal&page=2")).not.toBe(
      key("/journal.data?_routes=routes%2Fjournal"),
    );
  });
  it("keep the parameters React Router's data and manifest requests answer by", () => {
    expect(key("/journal.data?_routes=routes%2Fjournal")).not.toBe(key("/journal.data?_routes=root"));
    expect(key("/journal.data?_routes=root&junk=1")).toBe(key("/journal.data?_routes=root"));
    expect(key("/__manifest?paths=%2F%2Cabout&version=1")).not.toBe(key("/__manifest?paths=%2Fjournal&version=1"));
    expect(key("/__manifest?paths=%2F&version=1")).not.toBe(key("/__manifest?paths=%2F&version=2"));
  });
  it("refuse long URLs and hosts, and key by host", () => {
    expect(key(`/journal?${"x".repeat(2100)}`)).toBeUndefined();
    expect(key("/journal", "h".repeat(256))).toBeUndefined();
    expect(key("/journal", "a.example")).not.toBe(key("/journal", "b.example"));
  });
});
