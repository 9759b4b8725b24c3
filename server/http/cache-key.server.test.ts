import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "./cache-key.server.ts";

const key = (url: string, host = "site.example") => cacheKeyOf({ url, headers: { host } } as IncomingMessage);

describe("page-cache keys", () => {
  it("leave out query parameters that pages and API reads ignore", () => {
    expect(key("/journal?utm_source=x&page=2")).toBe(key("/journal"));
    expect(key("/robots.txt?1=aaaa")).toBe(key("/robots.txt?2=bbbb"));
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
