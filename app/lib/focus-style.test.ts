import { describe, expect, it } from "vitest";
import { focusStyle } from "./focus-style.ts";

describe("the crop of a library image", () => {
  const positions = { "/objects/uploads/a": "25% 80%" };

  it("centres on the image's focal point", () => {
    expect(focusStyle(positions, "/objects/uploads/a")).toEqual({ objectPosition: "25% 80%" });
  });

  it("is the browser's centre for an image without one, or no image", () => {
    expect(focusStyle(positions, "/objects/uploads/b")).toBeUndefined();
    expect(focusStyle(undefined, "/objects/uploads/a")).toBeUndefined();
    expect(focusStyle(positions, null)).toBeUndefined();
  });
});
