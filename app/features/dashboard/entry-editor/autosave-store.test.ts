// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readKept, removeKept, writeKept } from "./autosave-store.ts";

describe("the browser's copy of unsaved editor work", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps, reads back and removes work per collection and entry", () => {
    const work = { values: { title: "Draft" }, savedAt: "2026-11-27T07:00:00.000Z", baseUpdatedAt: null };
    expect(writeKept("blog-posts", "a", work)).toBe(true);
    expect(readKept("blog-posts", "a")).toEqual(work);
    expect(readKept("case-studies", "a")).toBeNull();
    expect(readKept("blog-posts", "b")).toBeNull();
    removeKept("blog-posts", "a");
    expect(readKept("blog-posts", "a")).toBeNull();
  });

  it("ignores what it did not write: broken JSON, other shapes", () => {
    window.localStorage.setItem("arcwell:autosave:blog-posts:x", "{not json");
    window.localStorage.setItem("arcwell:autosave:blog-posts:y", JSON.stringify({ values: [], savedAt: 1 }));
    expect(readKept("blog-posts", "x")).toBeNull();
    expect(readKept("blog-posts", "y")).toBeNull();
  });

  it("answers false instead of throwing when the browser will not store it", () => {
    const full = vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      expect(writeKept("blog-posts", "a", { values: {}, savedAt: "", baseUpdatedAt: null })).toBe(false);
    } finally {
      full.mockRestore();
    }
  });
});
