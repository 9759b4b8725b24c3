import { describe, expect, it } from "vitest";
import { focalAfterKey, focalFromClick, focalText } from "./focal-point.ts";

describe("focal point from a click", () => {
  const rect = { left: 100, top: 50, width: 400, height: 200 };

  it("is the click's place as fractions of the image", () => {
    expect(focalFromClick(rect, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(focalFromClick(rect, 500, 250)).toEqual({ x: 1, y: 1 });
  });

  it("stays inside the image when the pointer is on its edge or beyond", () => {
    expect(focalFromClick(rect, 90, 300)).toEqual({ x: 0, y: 1 });
  });

  it("keeps three decimals", () => {
    expect(focalFromClick(rect, 233, 50)).toEqual({ x: 0.333, y: 0 });
  });

  it("is the centre for an image not drawn yet", () => {
    expect(focalFromClick({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe("focal point by keyboard", () => {
  it("moves 5% per arrow key, 1% with Shift", () => {
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "ArrowRight")).toEqual({ x: 0.55, y: 0.5 });
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "ArrowUp")).toEqual({ x: 0.5, y: 0.45 });
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "ArrowLeft", true)).toEqual({ x: 0.49, y: 0.5 });
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "ArrowDown", true)).toEqual({ x: 0.5, y: 0.51 });
  });

  it("starts from the centre when no point is set, and Home goes back there", () => {
    expect(focalAfterKey(null, "ArrowDown")).toEqual({ x: 0.5, y: 0.55 });
    expect(focalAfterKey({ x: 0.1, y: 0.9 }, "Home")).toEqual({ x: 0.5, y: 0.5 });
  });

  it("stops at the edges", () => {
    expect(focalAfterKey({ x: 0.98, y: 0.02 }, "ArrowRight")).toEqual({ x: 1, y: 0.02 });
    expect(focalAfterKey({ x: 0.98, y: 0.02 }, "ArrowUp")).toEqual({ x: 0.98, y: 0 });
  });

  it("leaves other keys alone", () => {
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "Enter")).toBeNull();
    expect(focalAfterKey(null, "a")).toBeNull();
  });
});

describe("focal point text", () => {
  it("says where the point is, or that crops keep the centre", () => {
    expect(focalText({ x: 0.42, y: 0.3 })).toBe("42% from the left, 30% from the top");
    expect(focalText(null)).toBe("Not set: crops keep the centre");
  });
});
