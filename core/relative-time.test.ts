import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-28T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("how long ago an instant was", () => {
  it("reads in words for the last thirty days", () => {
    expect(relativeTime(ago(10_000), now)).toBe("just now");
    expect(relativeTime(ago(5 * MINUTE), now)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 60 * MINUTE), now)).toBe("3 hours ago");
    expect(relativeTime(ago(DAY + MINUTE), now)).toBe("yesterday");
    expect(relativeTime(ago(3 * DAY), now)).toBe("3 days ago");
    expect(relativeTime(ago(3 * DAY).toISOString(), now)).toBe("3 days ago");
  });
  it("is null for older instants, the future and non-dates (the caller shows a date)", () => {
    expect(relativeTime(ago(30 * DAY), now)).toBeNull();
    expect(relativeTime(ago(-5 * MINUTE), now)).toBeNull();
    expect(relativeTime("not a date", now)).toBeNull();
  });
  it("takes a clock slightly ahead as just now", () => {
    expect(relativeTime(ago(-20_000), now)).toBe("just now");
  });
});
