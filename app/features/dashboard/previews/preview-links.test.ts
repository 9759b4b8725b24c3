import { describe, expect, it } from "vitest";
import {
  DEFAULT_PREVIEW_EXPIRY_DAYS,
  localDate,
  localDateTime,
  previewExpiryOptions,
  previewListUrl,
  revokeUrl,
} from "./preview-links.ts";

// Preview links: the choices of expiry, the addresses asked, and how dates read.

describe("preview links", () => {
  it("offers 1, 7, 14 and 30 days, 7 by default", () => {
    expect(previewExpiryOptions).toStrictEqual([
      { value: "1", label: "1 day" },
      { value: "7", label: "7 days" },
      { value: "14", label: "14 days" },
      { value: "30", label: "30 days" },
    ]);
    expect(previewExpiryOptions.map((o) => o.value)).toContain(String(DEFAULT_PREVIEW_EXPIRY_DAYS));
  });

  it("lists an item's links by type and id, encoded", () => {
    expect(previewListUrl("blog-post", "3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b")).toBe(
      "/api/previews?type=blog-post&id=3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b",
    );
    expect(previewListUrl("case-study", "a&b")).toBe("/api/previews?type=case-study&id=a%26b");
    expect(revokeUrl("x/y")).toBe("/api/previews/x%2Fy");
  });

  it("reads dates in the viewer's language and time zone", () => {
    expect(localDate("2026-11-24T23:30:00Z", "en-US", "UTC")).toBe("Nov 24, 2026");
    expect(localDate("2026-11-24T23:30:00Z", "en-US", "Asia/Tokyo")).toBe("Nov 25, 2026");
    expect(localDateTime("2026-11-24T14:05:00Z", "en-US", "UTC")).toMatch(/^Nov 24, 2026, 2:05\sPM$/);
  });
});
