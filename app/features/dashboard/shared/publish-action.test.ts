import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime, localInputToIso } from "./publication.ts";
import { publishAction } from "./publish-action.ts";

// The save button's words: what the save will do to the entry, given the form's Published switch and date
// and the entry as last saved.

const ZONE = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE;
});

const now = new Date("2026-01-15T17:30:00.000Z"); // 12:30 in New York
const FUTURE = "2026-02-01T09:00";
const PAST = "2026-01-01T09:00";
const off = (publishedAt = "") => ({ isPublished: false, publishedAt });
const on = (publishedAt = "") => ({ isPublished: true, publishedAt });
const draft = { isPublished: false, status: "draft" } as const;
const scheduled = { isPublished: true, status: "scheduled" } as const;
const live = { isPublished: true, status: "published" } as const;
const scheduleLabel = (local: string) => `Schedule for ${formatDateTime(localInputToIso(local)!)}`;

describe("publishAction", () => {
  it("saves a draft: a new entry or a draft with Published off", () => {
    expect(publishAction(off(), null, now)).toEqual({ label: "Save draft", pendingLabel: "Saving..." });
    expect(publishAction(off(FUTURE), null, now)).toEqual({ label: "Save draft", pendingLabel: "Saving..." });
    expect(publishAction(off(), draft, now)).toEqual({ label: "Save draft", pendingLabel: "Saving..." });
    expect(publishAction(off(PAST), { isPublished: false }, now).label).toBe("Save draft");
  });

  it("keeps a scheduled entry back as a draft when Published is turned off", () => {
    expect(publishAction(off(FUTURE), scheduled, now)).toEqual({ label: "Save draft", pendingLabel: "Saving..." });
  });

  it("unpublishes a live entry whose Published is turned off", () => {
    expect(publishAction(off(PAST), live, now)).toEqual({ label: "Unpublish", pendingLabel: "Unpublishing..." });
    // An admin read without a status: published counts as live.
    expect(publishAction(off(PAST), { isPublished: true }, now).label).toBe("Unpublish");
  });

  it("schedules for a future date, naming it in the dashboard's format", () => {
    const expected = { label: scheduleLabel(FUTURE), pendingLabel: "Scheduling..." };
    expect(expected.label).toMatch(/^Schedule for Feb 1, 2026, 9:00\s?AM$/);
    expect(publishAction(on(FUTURE), null, now)).toEqual(expected);
    expect(publishAction(on(FUTURE), draft, now)).toEqual(expected);
    // A scheduled entry kept on its date, or moved: still "Schedule for" (never "Update schedule").
    expect(publishAction(on(FUTURE), scheduled, now)).toEqual(expected);
    expect(publishAction(on("2026-03-10T18:45"), scheduled, now).label).toBe(scheduleLabel("2026-03-10T18:45"));
    // A live entry given a future date goes off the site until then.
    expect(publishAction(on(FUTURE), live, now)).toEqual(expected);
  });

  it("publishes what is not live yet: new, a draft, or a scheduled entry published now", () => {
    const publish = { label: "Publish", pendingLabel: "Publishing..." };
    expect(publishAction(on(), null, now)).toEqual(publish);
    expect(publishAction(on(PAST), null, now)).toEqual(publish);
    expect(publishAction(on(), draft, now)).toEqual(publish);
    expect(publishAction(on(PAST), scheduled, now)).toEqual(publish);
    expect(publishAction(on(), scheduled, now)).toEqual(publish);
  });

  it("updates an entry that is live and stays live", () => {
    const update = { label: "Update", pendingLabel: "Saving..." };
    expect(publishAction(on(PAST), live, now)).toEqual(update);
    expect(publishAction(on(), live, now)).toEqual(update);
    expect(publishAction(on(PAST), { isPublished: true }, now)).toEqual(update);
  });

  it("judges the date against now: a minute past is not the future", () => {
    expect(publishAction(on("2026-01-15T12:30"), null, now).label).toBe("Publish");
    expect(publishAction(on("2026-01-15T12:31"), null, now).label).toBe(scheduleLabel("2026-01-15T12:31"));
  });
});
