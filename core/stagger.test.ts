import { describe, expect, it } from "vitest";
import { STAGGER_MAX_S, staggerDelay } from "./stagger.ts";

describe("card entrance stagger", () => {
  it("is 0.1 s per index for the first cards", () => {
    expect([0, 1, 2, 3, 4, 5].map(staggerDelay).map((s) => s.toFixed(1))).toEqual([
      "0.0",
      "0.1",
      "0.2",
      "0.3",
      "0.4",
      "0.5",
    ]);
  });
  it("never waits more than half a second, however long the list", () => {
    for (const index of [6, 35, 36, 1000]) expect(staggerDelay(index)).toBe(STAGGER_MAX_S);
  });
});
