import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  NO_FILTERS,
  actionLabel,
  actionTone,
  auditCsvHref,
  auditPageUrl,
  auditSearchParams,
  entityLabel,
  isReversedRange,
  localDayEnd,
  localDayStart,
  shortId,
} from "./audit-query.ts";

// The Activity tab's filters become the audit API's query; days are the viewer's own days.

let savedTz: string | undefined;
const useTimeZone = (tz: string) => {
  process.env.TZ = tz;
};
beforeEach(() => {
  savedTz = process.env.TZ;
});
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe("localDayStart and localDayEnd", () => {
  it("cover the whole local day in UTC", () => {
    useTimeZone("UTC");
    expect(localDayStart("2026-01-05")).toBe("2026-01-05T00:00:00.000Z");
    expect(localDayEnd("2026-01-05")).toBe("2026-01-05T23:59:59.999Z");
  });

  it("shift by the viewer's offset east and west of UTC", () => {
    useTimeZone("Asia/Tokyo");
    expect(localDayStart("2026-01-05")).toBe("2026-01-04T15:00:00.000Z");
    expect(localDayEnd("2026-01-05")).toBe("2026-01-05T14:59:59.999Z");
    useTimeZone("America/Los_Angeles");
    expect(localDayStart("2026-01-05")).toBe("2026-01-05T08:00:00.000Z");
    expect(localDayEnd("2026-01-05")).toBe("2026-01-06T07:59:59.999Z");
  });

  it("count a 23-hour day of a daylight-saving change as 23 hours", () => {
    useTimeZone("America/New_York");
    expect(localDayStart("2026-03-08")).toBe("2026-03-08T05:00:00.000Z");
    expect(localDayEnd("2026-03-08")).toBe("2026-03-09T03:59:59.999Z");
  });

  it("roll over month and year ends", () => {
    useTimeZone("UTC");
    expect(localDayEnd("2026-12-31")).toBe("2026-12-31T23:59:59.999Z");
    expect(localDayEnd("2028-02-29")).toBe("2028-02-29T23:59:59.999Z");
  });

  it("count the 25-hour day of the change back as 25 hours", () => {
    useTimeZone("Europe/London");
    expect(localDayStart("2026-10-25")).toBe("2026-10-24T23:00:00.000Z");
    expect(localDayEnd("2026-10-25")).toBe("2026-10-25T23:59:59.999Z");
  });

  it("give nothing for a blank or malformed day", () => {
    for (const day of ["", "2026-1-5", "05/01/2026", "2026-13-01", "2026-00-10", "2026-01-32", "2026-02-31", "soon"]) {
      expect(localDayStart(day), day).toBeUndefined();
      expect(localDayEnd(day), day).toBeUndefined();
    }
  });
});

describe("auditSearchParams", () => {
  it("leaves out every blank filter", () => {
    expect(auditSearchParams(NO_FILTERS).toString()).toBe("");
    expect(auditSearchParams({ ...NO_FILTERS, actor: "   " }).toString()).toBe("");
  });

  it("carries the actor trimmed, the action, the entity type and the range as instants", () => {
    useTimeZone("UTC");
    const params = auditSearchParams({
      actor: "  owner@arcwell.test ",
      action: "sign-in.failed",
      entityType: "blog-post",
      from: "2026-02-01",
      to: "2026-02-03",
    });
    expect(Object.fromEntries(params)).toStrictEqual({
      actor: "owner@arcwell.test",
      action: "sign-in.failed",
      entityType: "blog-post",
      from: "2026-02-01T00:00:00.000Z",
      to: "2026-02-03T23:59:59.999Z",
    });
  });

  it("encodes what it carries", () => {
    expect(auditSearchParams({ ...NO_FILTERS, actor: "a+b@x.test & co" }).toString()).toBe(
      "actor=a%2Bb%40x.test+%26+co",
    );
  });
});

describe("auditPageUrl and auditCsvHref", () => {
  it("asks for a page with the limit and the cursor", () => {
    expect(auditPageUrl(NO_FILTERS)).toBe("/api/admin/audit?limit=50");
    expect(auditPageUrl({ ...NO_FILTERS, action: "create" }, "abc==", 5)).toBe(
      "/api/admin/audit?action=create&limit=5&cursor=abc%3D%3D",
    );
  });

  it("downloads the CSV with the same filters and no paging", () => {
    expect(auditCsvHref(NO_FILTERS)).toBe("/api/admin/audit.csv");
    expect(auditCsvHref({ ...NO_FILTERS, action: "delete", entityType: "case-study" })).toBe(
      "/api/admin/audit.csv?action=delete&entityType=case-study",
    );
  });
});

describe("isReversedRange", () => {
  it("is true only when both days are set and from comes after to", () => {
    expect(isReversedRange({ from: "2026-02-02", to: "2026-02-01" })).toBe(true);
    expect(isReversedRange({ from: "2026-02-01", to: "2026-02-01" })).toBe(false);
    expect(isReversedRange({ from: "2026-02-02", to: "" })).toBe(false);
    expect(isReversedRange({ from: "", to: "2026-02-01" })).toBe(false);
  });
});

describe("labels", () => {
  it("shortens a UUID to its first block and keeps short ids whole", () => {
    expect(shortId("3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b")).toBe("3f2a9c1e");
    expect(shortId("42")).toBe("42");
  });

  it("names actions and entity types, and shows unknown ones as the server sends them", () => {
    expect(actionLabel("create")).toBe("Created");
    expect(actionLabel("sign-in.failed")).toBe("Sign-in failed");
    expect(actionLabel("export")).toBe("Exported everything");
    expect(actionLabel("archive")).toBe("archive");
    expect(actionLabel("toString")).toBe("toString");
    expect(entityLabel("blog-post")).toBe("Blog post");
    expect(entityLabel("api-token")).toBe("API token");
    expect(entityLabel("newsletter")).toBe("newsletter");
  });

  it("colours removals and failures red, additions green, sessions grey", () => {
    expect(actionTone("delete")).toBe("red");
    expect(actionTone("preview.revoke")).toBe("red");
    expect(actionTone("sign-in.failed")).toBe("red");
    expect(actionTone("create")).toBe("green");
    expect(actionTone("publish")).toBe("green");
    expect(actionTone("sign-in")).toBe("grey");
    expect(actionTone("update")).toBe("blue");
    expect(actionTone("something.new")).toBe("indigo");
  });
});
