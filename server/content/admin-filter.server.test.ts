import { describe, expect, it } from "vitest";
import { containsPattern } from "./admin-filter.server.ts";

describe("the admin lists' search pattern", () => {
  it("finds the text as typed: LIKE's wildcards and escape match themselves", () => {
    expect(containsPattern("launch")).toBe("%launch%");
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("a\\b")).toBe("%a\\\\b%");
  });
});
