import { describe, expect, it } from "vitest";
import { altAfterPick } from "./library-picker-alt.ts";

describe("the alt text a library pick fills in", () => {
  it("fills an empty field with the library's alt text", () => {
    expect(altAfterPick(null, undefined, "A red kite")).toBe("A red kite");
  });

  it("never overwrites text the person typed", () => {
    expect(altAfterPick("My words", undefined, "A red kite")).toBeUndefined();
    expect(altAfterPick("My words", "A red kite", "A blue kite")).toBeUndefined();
  });

  it("keeps a decorative mark the person set", () => {
    expect(altAfterPick("", undefined, "A red kite")).toBeUndefined();
  });

  it("replaces what the previous pick filled in, and clears it when the new item has none", () => {
    expect(altAfterPick("A red kite", "A red kite", "A blue kite")).toBe("A blue kite");
    expect(altAfterPick("A red kite", "A red kite", null)).toBeNull();
  });

  it("leaves an empty field empty when the item has no alt text", () => {
    expect(altAfterPick(null, undefined, null)).toBeUndefined();
  });

  it("cuts the library's longer alt text to what an entry keeps", () => {
    expect(altAfterPick(null, undefined, "x".repeat(400))).toHaveLength(250);
  });
});
