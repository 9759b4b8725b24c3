// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_KEPT_DAYS } from "#core/schemas/autosave.ts";
import { forgetStaleWork, readKept, removeKept, writeKept } from "./autosave-store.ts";

const ME = "8d6a3f8e-1111-4a4a-9c9c-000000000001";
const COLLEAGUE = "8d6a3f8e-1111-4a4a-9c9c-000000000002";
const now = () => new Date().toISOString();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("the browser's copy of unsaved editor work", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps, reads back and removes work per person, collection and entry", () => {
    const work = { values: { title: "Draft" }, savedAt: now(), baseUpdatedAt: null };
    expect(writeKept(ME, "blog-posts", "a", work)).toBe(true);
    expect(readKept(ME, "blog-posts", "a")).toEqual(work);
    expect(readKept(ME, "case-studies", "a")).toBeNull();
    expect(readKept(ME, "blog-posts", "b")).toBeNull();
    removeKept(ME, "blog-posts", "a");
    expect(readKept(ME, "blog-posts", "a")).toBeNull();
  });

  it("never offers one person's work to another signed in on the same browser", () => {
    writeKept(ME, "blog-posts", "a", { values: { title: "Mine" }, savedAt: now(), baseUpdatedAt: null });
    expect(readKept(COLLEAGUE, "blog-posts", "a")).toBeNull();
    writeKept(COLLEAGUE, "blog-posts", "a", { values: { title: "Theirs" }, savedAt: now(), baseUpdatedAt: null });
    expect(readKept(ME, "blog-posts", "a")?.values).toEqual({ title: "Mine" });
    removeKept(COLLEAGUE, "blog-posts", "a");
    expect(readKept(ME, "blog-posts", "a")?.values).toEqual({ title: "Mine" });
  });

  it(`forgets copies untouched for ${AUTOSAVE_KEPT_DAYS} days, anyone's, and leaves the rest`, () => {
    writeKept(ME, "blog-posts", "old", { values: {}, savedAt: daysAgo(AUTOSAVE_KEPT_DAYS + 1), baseUpdatedAt: null });
    writeKept(COLLEAGUE, "case-studies", "old", { values: {}, savedAt: daysAgo(40), baseUpdatedAt: null });
    writeKept(ME, "blog-posts", "recent", { values: {}, savedAt: daysAgo(2), baseUpdatedAt: null });
    window.localStorage.setItem("unrelated", "kept");
    expect(readKept(ME, "blog-posts", "old")).toBeNull();
    forgetStaleWork();
    expect(Object.keys(window.localStorage).sort()).toEqual([`arcwell:autosave:${ME}:blog-posts:recent`, "unrelated"]);
  });

  it("still offers a copy kept before copies had an owner, and removes it with the work", () => {
    const work = { values: { title: "From before" }, savedAt: now(), baseUpdatedAt: null };
    window.localStorage.setItem("arcwell:autosave:blog-posts:a", JSON.stringify(work));
    expect(readKept(ME, "blog-posts", "a")).toEqual(work);
    removeKept(ME, "blog-posts", "a");
    expect(readKept(ME, "blog-posts", "a")).toBeNull();
  });

  it("ignores what it did not write: broken JSON, other shapes", () => {
    window.localStorage.setItem(`arcwell:autosave:${ME}:blog-posts:x`, "{not json");
    window.localStorage.setItem(`arcwell:autosave:${ME}:blog-posts:y`, JSON.stringify({ values: [], savedAt: 1 }));
    expect(readKept(ME, "blog-posts", "x")).toBeNull();
    expect(readKept(ME, "blog-posts", "y")).toBeNull();
  });

  it("answers false instead of throwing when the browser will not store it", () => {
    const full = vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      expect(writeKept(ME, "blog-posts", "a", { values: {}, savedAt: "", baseUpdatedAt: null })).toBe(false);
    } finally {
      full.mockRestore();
    }
  });
});
