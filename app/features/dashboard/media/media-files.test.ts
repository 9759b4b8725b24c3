import { describe, expect, it } from "vitest";
import { dimensionsOf, formatBytes, nameOf, refusalOf, titleFromFileName } from "./media-files.ts";

describe("files the Media section refuses before uploading", () => {
  it("refuses types other than PNG, JPEG, WebP, GIF and AVIF, SVG included", () => {
    expect(refusalOf({ type: "image/svg+xml", size: 100 })).toEqual({
      title: "Wrong file type",
      description: "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.",
    });
    expect(refusalOf({ type: "", size: 100 })?.title).toBe("Wrong file type");
  });

  it("refuses a file at or over 10 MB with the upload control's message", () => {
    expect(refusalOf({ type: "image/png", size: 10 * 1024 * 1024 })).toEqual({
      title: "File too large",
      description: "Please select a file smaller than 10MB.",
    });
    expect(refusalOf({ type: "image/png", size: 10 * 1024 * 1024 - 1 })).toBeNull();
  });
});

describe("how an item is described", () => {
  it("gives sizes in B, KB and MB", () => {
    expect(formatBytes(820)).toBe("820 B");
    expect(formatBytes(14 * 1024 + 100)).toBe("14 KB");
    expect(formatBytes(2.44 * 1024 * 1024)).toBe("2.4 MB");
    expect(formatBytes(12.6 * 1024 * 1024)).toBe("13 MB");
  });

  it("names an item by its title, else its file name", () => {
    expect(nameOf({ title: " Team photo ", url: "/objects/uploads/abc" })).toBe("Team photo");
    expect(nameOf({ title: "", url: "/images/samples/office%20desk.webp" })).toBe("office desk.webp");
  });

  it("gives pixel dimensions when known", () => {
    expect(dimensionsOf({ width: 1200, height: 800 })).toBe("1200 × 800 px");
    expect(dimensionsOf({ width: null, height: null })).toBeNull();
  });
});

describe("a new upload's title", () => {
  it("is the file name without its extension", () => {
    expect(titleFromFileName("team photo.png")).toBe("team photo");
    expect(titleFromFileName("logo.v2.webp")).toBe("logo.v2");
    expect(titleFromFileName("README")).toBe("README");
  });
});
