import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.ts";

describe("safeReturnTo", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeReturnTo("/dashboard")).toBe("/dashboard");
    expect(safeReturnTo("/journal/hello?x=1#top")).toBe("/journal/hello?x=1#top");
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
    ]) {
      const result = safeReturnTo(bad);
      expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
      if (typeof bad !== "string" || !bad.startsWith("/%0d")) expect(result).toBe("/dashboard");
    }
  });
});
