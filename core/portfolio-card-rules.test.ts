import { describe, expect, it } from "vitest";
import {
  shouldShowReadMore,
  truncate,
  ventureLinkTarget,
  visibleServices,
  websiteHref,
} from "./portfolio-card-rules.ts";

describe("truncate", () => {
  it("keeps a description of at most 120 characters as it is", () => {
    const text = "a".repeat(120);
    expect(truncate(text)).toBe(text);
    expect(truncate("Short.")).toBe("Short.");
  });

  it("cuts a longer description at 120 characters and adds an ellipsis", () => {
    const text = "b".repeat(121);
    expect(truncate(text)).toBe(`${"b".repeat(120)}…`);
  });

  it("does not leave a space before the ellipsis", () => {
    const text = `${"c".repeat(119)} and more words`;
    expect(truncate(text)).toBe(`${"c".repeat(119)}…`);
  });

  it("accepts another limit", () => {
    expect(truncate("abcdef", 3)).toBe("abc…");
  });
});

describe("shouldShowReadMore", () => {
  it("is shown when the description exceeds 120 characters", () => {
    expect(shouldShowReadMore({ description: "x".repeat(121) })).toBe(true);
  });

  it("is shown when a full description exists, however short the description", () => {
    expect(shouldShowReadMore({ description: "Short.", fullDescription: "<p>More.</p>" })).toBe(true);
  });

  it("is hidden for a short description without a full description", () => {
    expect(shouldShowReadMore({ description: "x".repeat(120) })).toBe(false);
    expect(shouldShowReadMore({ description: "Short.", fullDescription: null })).toBe(false);
    expect(shouldShowReadMore({ description: "Short.", fullDescription: "   " })).toBe(false);
  });
});

describe("visibleServices", () => {
  it("shows up to three tags and counts the rest", () => {
    expect(visibleServices(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], moreCount: 2 });
  });

  it("has nothing more to count for three tags or fewer", () => {
    expect(visibleServices(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], moreCount: 0 });
    expect(visibleServices([])).toEqual({ shown: [], moreCount: 0 });
  });
});

describe("websiteHref", () => {
  it("prepends https:// when no scheme is present", () => {
    expect(websiteHref("tablewise.example")).toBe("https://tablewise.example");
    expect(websiteHref("www.example.com/path?q=1")).toBe("https://www.example.com/path?q=1");
    expect(websiteHref("example.com:8080")).toBe("https://example.com:8080");
  });

  it("keeps http and https addresses", () => {
    expect(websiteHref("https://example.com")).toBe("https://example.com");
    expect(websiteHref("http://example.com/a")).toBe("http://example.com/a");
    expect(websiteHref("  HTTPS://Example.com ")).toBe("HTTPS://Example.com");
  });

  it("refuses other schemes and unusable values", () => {
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("mailto:hello@example.com")).toBeNull();
    expect(websiteHref("ftp://example.com")).toBeNull();
    expect(websiteHref("https://")).toBeNull();
    expect(websiteHref("not a url")).toBeNull();
    expect(websiteHref("")).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref(undefined)).toBeNull();
  });
});

describe("ventureLinkTarget", () => {
  it("opens the internal landing page when it is enabled and a route is set", () => {
    expect(
      ventureLinkTarget({ hasInternalLanding: true, internalRoute: "leadsmanager", websiteUrl: "https://x.example" }),
    ).toEqual({
      kind: "internal",
      to: "/ventures/leadsmanager",
    });
  });

  it("falls back to the website when the internal landing is off or its route is empty", () => {
    const external = { kind: "external", href: "https://x.example" };
    expect(
      ventureLinkTarget({ hasInternalLanding: false, internalRoute: "leadsmanager", websiteUrl: "x.example" }),
    ).toEqual(external);
    expect(ventureLinkTarget({ hasInternalLanding: true, internalRoute: "  ", websiteUrl: "x.example" })).toEqual(
      external,
    );
    expect(
      ventureLinkTarget({ hasInternalLanding: true, internalRoute: null, websiteUrl: "https://x.example" }),
    ).toEqual(external);
  });

  it("gives no link when neither exists", () => {
    expect(ventureLinkTarget({ hasInternalLanding: false, internalRoute: null, websiteUrl: null })).toBeNull();
    expect(ventureLinkTarget({ hasInternalLanding: false, websiteUrl: "javascript:alert(1)" })).toBeNull();
  });
});
