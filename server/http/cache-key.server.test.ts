import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "./cache-key.server.ts";

const key = (url: string, origin = "http://site.example") => cacheKeyOf(url, origin);

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
  it("refuse long URLs and origins, and key by the origin the page is rendered for (decision 039)", () => {
    expect(key(`/journal?${"x".repeat(2100)}`)).toBeUndefined();
    expect(key("/journal", `https://${"h".repeat(256)}`)).toBeUndefined();
    expect(cacheKeyOf("/journal", undefined)).toBeUndefined();
    expect(key("/journal", "http://a.example")).not.toBe(key("/journal", "http://b.example"));
    expect(key("/journal", "http://a.example")).not.toBe(key("/journal", "https://a.example"));
  });
  it("keep the query parameters of every spelling of a path the router matches (issue 33 item 5)", () => {
    for (const path of ["/Search", "/search/", "/%73earch", "/SEARCH//", "/%73earch.data", "/search/_.data"])
      expect(key(`${path}?q=ai`), path).not.toBe(key(`${path}?q=saas`));
    expect(key("/API/search?q=ai")).not.toBe(key("/API/search?q=saas"));
    expect(key("/Journal/?page=2")).not.toBe(key("/Journal/?page=3"));
    // A malformed escape is no error: the path then matches no rule that reads parameters.
    expect(key("/%E0%A4%A?q=ai")).toBe(key("/%E0%A4%A?q=saas"));
  });
});
