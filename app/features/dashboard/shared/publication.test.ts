import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isFutureLocal,
  isoToLocalInput,
  localInputToIso,
  displayStatus,
  publishDateHint,
  publishedAtToSend,
  publishSwitch,
} from "./publication.ts";

// The publish date as the dialog shows it (local time) and as the API takes it (ISO UTC); which
// date a save sends; and the status a tile shows.

const ZONE = process.env.TZ;
beforeAll(() => {
  // A zone with an offset and daylight saving time, so that local and UTC differ.
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE;
});

describe("isoToLocalInput and localInputToIso", () => {
  it("show a UTC instant in the viewer's zone, minutes only", () => {
    expect(isoToLocalInput("2026-01-15T17:30:45.123Z")).toBe("2026-01-15T12:30");
    expect(isoToLocalInput("2026-07-15T17:30:00.000Z")).toBe("2026-07-15T13:30");
    expect(isoToLocalInput("2026-01-01T03:00:00Z")).toBe("2025-12-31T22:00");
  });

  it("turn local time back into the UTC instant", () => {
    expect(localInputToIso("2026-01-15T12:30")).toBe("2026-01-15T17:30:00.000Z");
    expect(localInputToIso("2026-07-15T13:30")).toBe("2026-07-15T17:30:00.000Z");
    expect(localInputToIso("2026-07-15T13:30:15")).toBe("2026-07-15T17:30:15.000Z");
  });

  it("round-trip any minute", () => {
    for (const iso of ["2026-03-08T06:59:00.000Z", "2026-11-01T05:30:00.000Z", "1999-12-31T23:59:00.000Z"])
      expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
  });

  it("answer empty for no date and null for text that is not one", () => {
    expect(isoToLocalInput(null)).toBe("");
    expect(isoToLocalInput(undefined)).toBe("");
    expect(isoToLocalInput("not a date")).toBe("");
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("2026-01-15")).toBeNull();
    expect(localInputToIso("2026-02-30T25:00")).toBeNull();
    expect(localInputToIso("2026-01-15T12:30Z")).toBeNull();
  });
});

describe("isFutureLocal", () => {
  const now = new Date("2026-01-15T17:30:00.000Z");
  it("is true only after now", () => {
    expect(isFutureLocal("2026-01-15T12:31", now)).toBe(true);
    expect(isFutureLocal("2026-01-15T12:30", now)).toBe(false);
    expect(isFutureLocal("", now)).toBe(false);
  });
});

describe("publishedAtToSend", () => {
  const now = new Date("2026-01-15T17:30:00.000Z");
  it("leaves an unchanged date out, so the server keeps its own rule", () => {
    expect(publishedAtToSend("", "", true, now)).toBeUndefined();
    expect(publishedAtToSend("2026-02-01T09:00", "2026-02-01T09:00", false, now)).toBeUndefined();
  });

  it("sends a chosen date as the ISO instant", () => {
    expect(publishedAtToSend("2026-02-01T09:00", "", true, now)).toBe("2026-02-01T14:00:00.000Z");
    expect(publishedAtToSend("2026-02-01T09:00", "2026-01-01T09:00", false, now)).toBe("2026-02-01T14:00:00.000Z");
  });

  it("turns a cleared date into now on a published entry and into no date on a draft", () => {
    expect(publishedAtToSend("", "2026-02-01T09:00", true, now)).toBe("2026-01-15T17:30:00.000Z");
    expect(publishedAtToSend("", "2026-02-01T09:00", false, now)).toBeNull();
  });
});

describe("displayStatus", () => {
  const now = new Date("2026-01-15T17:30:00.000Z");
  const future = "2026-02-01T00:00:00.000Z";
  const past = "2026-01-01T00:00:00.000Z";
  it("takes the server's status", () => {
    expect(displayStatus({ isPublished: true, publishedAt: future, status: "scheduled" }, now)).toBe("scheduled");
    expect(displayStatus({ isPublished: true, publishedAt: future, status: "published" }, now)).toBe("published");
  });

  it("shows a draft while the switch turns publishing off", () => {
    expect(displayStatus({ isPublished: false, publishedAt: future, status: "scheduled" }, now)).toBe("draft");
  });

  it("judges by the date without a status, or while the switch turns publishing on", () => {
    expect(displayStatus({ isPublished: true, publishedAt: future }, now)).toBe("scheduled");
    expect(displayStatus({ isPublished: true, publishedAt: future, status: "draft" }, now)).toBe("scheduled");
    expect(displayStatus({ isPublished: true, publishedAt: past, status: "draft" }, now)).toBe("published");
    expect(displayStatus({ isPublished: true, publishedAt: null }, now)).toBe("published");
    expect(displayStatus({ isPublished: false, publishedAt: null }, now)).toBe("draft");
  });
});

describe("publishDateHint", () => {
  const now = new Date("2026-01-15T17:30:00.000Z");
  it("says what the chosen date does", () => {
    expect(publishDateHint("", true, now)).toBe("Leave empty to publish now.");
    expect(publishDateHint("2026-01-16T09:05", true, now)).toMatch(/^Scheduled: goes live on .*2026.*9:05.*\.$/);
    expect(publishDateHint("2026-01-16T09:05", false, now)).toMatch(/^Turn on Published to schedule it for .*2026/);
    expect(publishDateHint("2026-01-01T09:05", true, now)).toMatch(/^A past date publishes at once, dated .*2026/);
  });
});

describe("publishSwitch", () => {
  const now = new Date("2026-01-15T17:30:00.000Z");
  const future = "2026-02-01T14:00:00.000Z";
  const past = "2026-01-01T00:00:00.000Z";
  it("reads Scheduled on a scheduled tile and says when it goes live", () => {
    const toggle = publishSwitch({ isPublished: true, publishedAt: future }, "scheduled", now);
    expect(toggle.label).toBe("Scheduled");
    expect(toggle.note).toMatch(/^Goes live on Feb 1, 2026, 9:00\sAM\. Turn it off to keep it as a draft\.$/);
  });

  it("reads Published on a draft and a published tile", () => {
    expect(publishSwitch({ isPublished: false, publishedAt: null }, "draft", now)).toEqual({ label: "Published" });
    expect(publishSwitch({ isPublished: false, publishedAt: past }, "draft", now)).toEqual({ label: "Published" });
    expect(publishSwitch({ isPublished: true, publishedAt: past }, "published", now)).toEqual({ label: "Published" });
  });

  it("warns that turning on a draft with a date ahead schedules it", () => {
    const toggle = publishSwitch({ isPublished: false, publishedAt: future }, "draft", now);
    expect(toggle.label).toBe("Published");
    expect(toggle.note).toMatch(/^Turning it on schedules it for Feb 1, 2026/);
  });
});
