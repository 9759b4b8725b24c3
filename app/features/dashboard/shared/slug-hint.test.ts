import { describe, expect, it } from "vitest";
import { renameNote } from "./slug-hint.ts";

// The slug hint's note that a published entry's old address will redirect (decision 032).

describe("renameNote", () => {
  const live = { slug: "old-name", status: "published" as const };
  it("names the old address when a published entry gets a new slug", () => {
    expect(renameNote("/journal/", "new-name", live)).toBe(". The old address, /journal/old-name, will redirect here.");
  });
  it("says nothing for a new entry, an unchanged slug, or an entry that is not live", () => {
    expect(renameNote("/journal/", "new-name", null)).toBe("");
    expect(renameNote("/journal/", "old-name", live)).toBe("");
    expect(renameNote("/journal/", "", live)).toBe("");
    expect(renameNote("/case-studies/", "new-name", { slug: "old-name", status: "draft" })).toBe("");
    expect(renameNote("/case-studies/", "new-name", { slug: "old-name", status: "scheduled" })).toBe("");
  });
});
