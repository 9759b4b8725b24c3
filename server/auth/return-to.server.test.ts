import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.server.ts";

describe("safeReturnTo", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeReturnTo("/dashboard")).toBe("/dashboard");
    expect(safeReturnTo("/journal/hello?x=1#top")).toBe("/journal/hello?x=1#top");
    expect(safeReturnTo("/journal/./a/../hello")).toBe("/journal/hello");
    expect(safeReturnTo("/journal/caf%C3%A9")).toBe("/journal/caf%C3%A9");
  });
  it("never returns a path a browser would read as another host, for any input", () => {
    const pieces = ["/", "\\", ".", "..", "%2e", "%2f", "%2F", "%5c", "%5C", "evil", "%", "?", "#", "@", ":"];
    for (let i = 0; i < 20_000; i++) {
      let value = "/";
      const length = 1 + (i % 7);
      for (let j = 0; j < length; j++) value += pieces[(i * 31 + j * 17 + ((i >> j) & 7)) % pieces.length];
      const result = safeReturnTo(value);
      const resolved = new URL(result, "http://same.invalid");
      expect(resolved.origin, value).toBe("http://same.invalid");
      expect(result.startsWith("//") || result.startsWith("/\\"), value).toBe(false);
      expect(decodeURIComponent(result.split(/[?#]/)[0]!).startsWith("//"), value).toBe(false);
    }
  });
  it("refuses everything that could leave the site", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/%0d%0aSet-Cookie:x",
      "/\tevil",
      "evil.example",
      "",
      undefined,
      ["/a"],
      "/" + "a".repeat(3000),
      // Normalized or decoded, these become //host or /\host (found by the security review).
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "/%2e//evil.example",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/%5Cevil.example",
      "/%5C%5Cevil.example",
      "/./%5Cevil.example",
      "/.\\evil.example",
      "/%252F%252Fevil.example".replace("%25", "%"),
    ]) {
      const result = safeReturnTo(bad);
      expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
      if (typeof bad !== "string" || !bad.startsWith("/%0d")) expect(result).toBe("/dashboard");
    }
  });
});
