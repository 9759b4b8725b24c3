import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, instantsInText } from "./format-time.ts";

// The dashboard's one format of times, in the reader's language and time zone.

describe("formatDateTime and formatDate", () => {
  it("write an instant in the reader's zone: medium date, short time", () => {
    expect(formatDateTime("2026-11-24T14:05:00Z", "en-US", "UTC")).toMatch(/^Nov 24, 2026, 2:05\sPM$/);
    expect(formatDateTime("2026-11-24T14:05:00Z", "en-US", "Asia/Tokyo")).toMatch(/^Nov 24, 2026, 11:05\sPM$/);
    expect(formatDateTime(new Date("2026-11-24T14:05:00Z"), "en-GB", "Europe/London")).toBe("24 Nov 2026, 14:05");
    expect(formatDate("2026-11-24T23:30:00Z", "en-US", "Asia/Tokyo")).toBe("Nov 25, 2026");
  });

  it("show a value that is no instant as it is", () => {
    expect(formatDateTime("soon")).toBe("soon");
    expect(formatDate("")).toBe("");
  });

  it("use the reader's own locale and zone when given none", () => {
    const iso = "2026-03-01T10:00:00.000Z";
    expect(formatDateTime(iso)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)),
    );
  });
});

describe("instantsInText", () => {
  it("finds the ISO instants of a text and formats each, keeping the rest", () => {
    const pieces = instantsInText(
      "Blog post “Plans”, scheduled for 2026-05-01T21:30:00.000Z: title",
      (iso) => `<${iso.slice(0, 10)}>`,
    );
    expect(pieces).toEqual([
      { text: "Blog post “Plans”, scheduled for " },
      { text: "<2026-05-01>", instant: "2026-05-01T21:30:00.000Z" },
      { text: ": title" },
    ]);
    expect(instantsInText("No time here")).toEqual([{ text: "No time here" }]);
    expect(instantsInText("")).toEqual([]);
    // Not an instant (no zone, or no such day): left as it is.
    expect(instantsInText("at 2026-05-01T21:30 and 2026-13-45T99:99Z", () => "X")).toEqual([
      { text: "at 2026-05-01T21:30 and 2026-13-45T99:99Z" },
    ]);
  });
});
