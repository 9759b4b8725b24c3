import { describe, expect, it } from "vitest";
import { escapeXml, toRfc822, toW3cDatetime } from "./xml.ts";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Tom & Jerry's <"quote">`)).toBe("Tom &amp; Jerry&apos;s &lt;&quot;quote&quot;&gt;");
  });

  it("drops control characters and lone surrogates that XML cannot carry", () => {
    expect(escapeXml("a\u0000b\u0008c\u001Fd\uD800e")).toBe("abcde");
  });

  it("keeps tabs, newlines, accents and emoji", () => {
    expect(escapeXml("Café\tline\nnext 🚀")).toBe("Café\tline\nnext 🚀");
  });
});

describe("dates", () => {
  const date = new Date(Date.UTC(2024, 0, 1, 9, 30, 5, 123));

  it("formats RFC 822 dates in GMT for RSS", () => {
    expect(toRfc822(date)).toBe("Mon, 01 Jan 2024 09:30:05 GMT");
  });

  it("formats W3C datetimes to the second for sitemaps", () => {
    expect(toW3cDatetime(date)).toBe("2024-01-01T09:30:05Z");
  });
});
