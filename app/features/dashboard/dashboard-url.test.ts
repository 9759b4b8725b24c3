import { describe, expect, it } from "vitest";
import { DEFAULT_TAB, STAFF_TABS, tabOf } from "./dashboard-url.ts";
import { hasFilters, noMatchText } from "./shared/list-filters.tsx";

describe("the dashboard's address", () => {
  it("names every staff tab, and anything else is the first tab (Portfolio Cards)", () => {
    for (const tab of STAFF_TABS) expect(tabOf(tab)).toBe(tab);
    for (const other of [null, "", "Posts", "posts ", "admin", "__proto__"]) expect(tabOf(other)).toBe(DEFAULT_TAB);
    expect(DEFAULT_TAB).toBe("cards");
  });

  it("says what a search or state that keeps nothing was", () => {
    const posts = { one: "post", many: "posts" };
    const studies = { one: "case study", many: "case studies" };
    expect(noMatchText(posts, { q: "launch", status: "" })).toBe("No posts match “launch”.");
    expect(noMatchText(posts, { q: "launch", status: "scheduled" })).toBe("No scheduled posts match “launch”.");
    expect(noMatchText(studies, { q: "", status: "draft" })).toBe("No draft case studies.");
    expect(hasFilters({ q: "", status: "" })).toBe(false);
    expect(hasFilters({ q: "", status: "published" })).toBe(true);
  });
});
