import { describe, expect, it } from "vitest";
import { versionWords } from "./version-words.ts";

// Each version of the History panel's list says what it was, in words.

const labels = { title: "Title", content: "Content", isPublished: "Published", publishedAt: "Publish date" };
const day = (iso: string) => `on ${iso.slice(0, 10)}`;
const version = (over: Partial<Parameters<typeof versionWords>[0]>) =>
  versionWords({ kind: "update", changedFields: [], restoredFrom: null, scheduledFor: null, ...over }, labels, day);

describe("versionWords", () => {
  it("names a creation, a restore and a schedule coming due as such", () => {
    expect(version({ kind: "create", changedFields: ["title", "content"] })).toBe("Created");
    expect(version({ kind: "create", scheduledFor: "2026-05-01T12:00:00.000Z" })).toBe(
      "Created, scheduled for on 2026-05-01",
    );
    expect(version({ kind: "restore", restoredFrom: "2026-02-03T09:00:00.000Z", changedFields: ["title"] })).toBe(
      "Restored from on 2026-02-03",
    );
    expect(version({ kind: "restore" })).toBe("Restored an older version");
    expect(version({ kind: "publish", changedFields: ["isPublished"] })).toBe("Published as scheduled");
  });

  it("says 'Scheduled for' when the version changed the publication and scheduled the entry", () => {
    const at = "2026-06-01T08:30:00.000Z";
    expect(version({ changedFields: ["isPublished", "publishedAt"], scheduledFor: at })).toBe(
      "Scheduled for on 2026-06-01",
    );
    expect(version({ changedFields: ["title", "publishedAt"], scheduledFor: at })).toBe(
      "Scheduled for on 2026-06-01; changed: Title",
    );
    // An edit of an entry that stays scheduled is a change like any other.
    expect(version({ changedFields: ["title"], scheduledFor: at })).toBe("Changed: Title");
  });

  it("lists the changed fields by the form's labels, or says none changed", () => {
    expect(version({ changedFields: ["title", "content", "metaTitle"] })).toBe("Changed: Title, Content, Meta title");
    expect(version({})).toBe("No fields changed");
  });
});
