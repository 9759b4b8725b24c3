import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgDimensions } from "./probe.server.ts";

describe("svgDimensions", () => {
  it("reads the shipped samples' sizes from their root element", () => {
    expect(svgDimensions(readFileSync("public/images/samples/aurora.svg"))).toEqual({ width: 1200, height: 800 });
    expect(svgDimensions(readFileSync("public/images/samples/logo-supplylink.svg"))).toEqual({
      width: 200,
      height: 200,
    });
  });

  it("falls back to the viewBox, and answers null for no size or no svg root", () => {
    const svg = (attrs: string) => Buffer.from(`<?xml version="1.0"?><svg xmlns="x" ${attrs}><rect/></svg>`);
    expect(svgDimensions(svg('viewBox="0 0 640 360"'))).toEqual({ width: 640, height: 360 });
    expect(svgDimensions(svg('width="100%" viewBox="0,0,30.4,20"'))).toEqual({ width: 30, height: 20 });
    expect(svgDimensions(svg('width="0" height="0"'))).toBeNull();
    expect(svgDimensions(Buffer.from("<html><body></body></html>"))).toBeNull();
  });
});
