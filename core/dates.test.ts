import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatJournalDate, formatLongDate, formatPublishedShort, formatShortDate, isoDateTime } from "./dates.ts";

describe("journal dates", () => {
  it("formats in long US English", () => {
    expect(formatLongDate(new Date("2026-11-22T12:00:00Z"))).toBe("November 22, 2026");
    expect(formatJournalDate("2026-01-05T09:30:00.000Z")).toBe("January 5, 2026");
  });

  it("says 'Recently' when the date is missing or invalid", () => {
    expect(formatJournalDate(null)).toBe("Recently");
    expect(formatJournalDate(undefined)).toBe("Recently");
    expect(formatJournalDate("")).toBe("Recently");
    expect(formatJournalDate("not a date")).toBe("Recently");
  });

  it("uses UTC, so a late-evening timestamp does not shift by the viewer's zone", () => {
    expect(formatLongDate("2026-11-22T23:59:59Z")).toBe("November 22, 2026");
    expect(formatLongDate("2026-11-23T00:00:00Z")).toBe("November 23, 2026");
    expect(formatLongDate("2026-11-22T23:30:00-05:00")).toBe("November 23, 2026");
  });
});

describe("dashboard dates", () => {
  it("formats in short US English", () => {
    expect(formatShortDate(new Date("2026-11-22T12:00:00Z"))).toBe("Nov 22, 2026");
    expect(formatShortDate(Date.UTC(2024, 0, 1))).toBe("Jan 1, 2024");
  });

  it("says 'Not published' when there is no publish date", () => {
    expect(formatPublishedShort(null)).toBe("Not published");
    expect(formatPublishedShort("2026-11-22T00:00:00Z")).toBe("Nov 22, 2026");
    expect(formatShortDate(null)).toBeNull();
  });
});

describe("isoDateTime", () => {
  it("gives the machine-readable timestamp for <time>", () => {
    expect(isoDateTime("2026-11-22T12:00:00Z")).toBe("2026-11-22T12:00:00.000Z");
    expect(isoDateTime(null)).toBeUndefined();
  });
});

describe("spelt-out formats", () => {
  const long = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

  it("match Intl's en-US output for any date", () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(formatLongDate(date)).toBe(long.format(date));
        expect(formatShortDate(date)).toBe(short.format(date));
      }),
      { numRuns: 5_000 },
    );
  });

  it("match Intl at the edges of the table", () => {
    for (const iso of ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2024-02-29T12:00:00Z"]) {
      expect(formatLongDate(iso)).toBe(long.format(new Date(iso)));
    }
    const beforeYearOne = new Date("0000-06-01T00:00:00Z");
    expect(formatShortDate(beforeYearOne)).toBe(short.format(beforeYearOne));
    expect(formatShortDate(beforeYearOne)).toMatch(/BC|^Jun 1, 1$/);
  });
});
