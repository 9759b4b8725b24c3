import { describe, expect, it } from "vitest";
import { cardBackground, cardLogo, initialOf, resolveImageRef } from "./image-rule.ts";

const MAP = { aurora: "/images/samples/aurora.svg", "north star": "/images/samples/orbit.svg" };

describe("resolveImageRef", () => {
  it("uses a value starting with / or http as an address", () => {
    expect(resolveImageRef("/objects/abc.png", "Any", MAP)).toBe("/objects/abc.png");
    expect(resolveImageRef("https://cdn.example/a.png", "Any", MAP)).toBe("https://cdn.example/a.png");
    expect(resolveImageRef("http://cdn.example/a.png", "Any", MAP)).toBe("http://cdn.example/a.png");
  });

  it("looks a name up in the image map by value, ignoring case and spaces around it", () => {
    expect(resolveImageRef("aurora", "Other", MAP)).toBe("/images/samples/aurora.svg");
    expect(resolveImageRef(" Aurora ", "Other", MAP)).toBe("/images/samples/aurora.svg");
  });

  it("falls back to the card's name in the image map", () => {
    expect(resolveImageRef("unknown", "North Star", MAP)).toBe("/images/samples/orbit.svg");
    expect(resolveImageRef(null, "north star", MAP)).toBe("/images/samples/orbit.svg");
    expect(resolveImageRef("", "North Star", MAP)).toBe("/images/samples/orbit.svg");
  });

  it("gives null when nothing resolves", () => {
    expect(resolveImageRef("unknown", "Nobody", MAP)).toBeNull();
    expect(resolveImageRef(undefined, undefined, MAP)).toBeNull();
  });

  it("does not treat a protocol-relative value as an address", () => {
    expect(resolveImageRef("//evil.example/x.png", "Nobody", MAP)).toBeNull();
  });
});

describe("cardBackground", () => {
  it("is the image when the imageUrl resolves", () => {
    expect(cardBackground({ imageUrl: "aurora", name: "X", color: "from-pink-500 to-rose-500" }, MAP)).toEqual({
      kind: "image",
      src: "/images/samples/aurora.svg",
    });
  });

  it("is the gradient of the card's colour otherwise", () => {
    expect(cardBackground({ imageUrl: null, name: "X", color: "from-pink-500 to-rose-500" }, MAP)).toEqual({
      kind: "gradient",
      color: "from-pink-500 to-rose-500",
    });
  });
});

describe("cardLogo", () => {
  it("resolves like an image and gives null when missing (no gradient for logos)", () => {
    expect(cardLogo({ logoUrl: "/images/logo.svg", name: "X" }, MAP)).toBe("/images/logo.svg");
    expect(cardLogo({ logoUrl: null, name: "X" }, MAP)).toBeNull();
  });
});

describe("initialOf", () => {
  it("is the upper-cased first letter of the name", () => {
    expect(initialOf("tablewise")).toBe("T");
    expect(initialOf("  Émile")).toBe("É");
    expect(initialOf("")).toBe("?");
  });
});
