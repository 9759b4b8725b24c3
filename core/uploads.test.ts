import { describe, expect, it } from "vitest";
import {
  fileTooLargeMessage,
  isFileTooLarge,
  isObjectKey,
  isResponsiveWidth,
  isUploadImageType,
  isUploadPurpose,
  objectPathFromUploadUrl,
  sniffImageType,
  UPLOAD_ACCEPT,
  uploadLimitBytes,
  uploadLimitMb,
} from "./uploads.ts";
import { uploadRequestSchema } from "./schemas/upload.ts";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PNG = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF");
const GIF = bytes("GIF89a", [1, 0, 1, 0]);
const WEBP = bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 ");
const AVIF = bytes([0, 0, 0, 0x1c], "ftyp", "avif", [0, 0, 0, 0], "avif", "mif1", "miaf");
const AVIF_COMPATIBLE = bytes([0, 0, 0, 0x18], "ftyp", "mif1", [0, 0, 0, 0], "mif1", "avif");
const HEIC = bytes([0, 0, 0, 0x18], "ftyp", "heic", [0, 0, 0, 0], "mif1", "heic");

describe("upload limits (docs/product.md#constants)", () => {
  it("limits logo, featured, gallery and case-study images to 5 MB and the rest to 10 MB", () => {
    expect(["logo", "featured", "gallery", "caseStudy"].map((p) => uploadLimitMb(p as never))).toEqual([5, 5, 5, 5]);
    expect(uploadLimitMb("background")).toBe(10);
    expect(uploadLimitMb()).toBe(10);
    expect(uploadLimitBytes("logo")).toBe(5 * 1024 * 1024);
  });

  it("treats a file at or above the limit as too large", () => {
    expect(isFileTooLarge(5 * 1024 * 1024 - 1, "logo")).toBe(false);
    expect(isFileTooLarge(5 * 1024 * 1024, "logo")).toBe(true);
    expect(isFileTooLarge(5 * 1024 * 1024, "background")).toBe(false);
    expect(isFileTooLarge(10 * 1024 * 1024, "default")).toBe(true);
  });

  it("words the too-large message with the purpose's limit", () => {
    expect(fileTooLargeMessage("gallery")).toBe("Please select a file smaller than 5MB.");
    expect(fileTooLargeMessage()).toBe("Please select a file smaller than 10MB.");
  });

  it("knows only the purposes of the limit table", () => {
    expect(isUploadPurpose("logo")).toBe(true);
    expect(isUploadPurpose("toString")).toBe(false);
    expect(isUploadPurpose("__proto__")).toBe(false);
  });
});

describe("accepted image types", () => {
  it("accepts raster images and never SVG", () => {
    expect(UPLOAD_ACCEPT).toBe("image/png,image/jpeg,image/webp,image/gif,image/avif");
    expect(isUploadImageType("image/png")).toBe(true);
    expect(isUploadImageType("image/svg+xml")).toBe(false);
    expect(isUploadImageType("text/html")).toBe(false);
  });

  it("recognises each accepted type by its magic bytes", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(GIF)).toBe("image/gif");
    expect(sniffImageType(WEBP)).toBe("image/webp");
    expect(sniffImageType(AVIF)).toBe("image/avif");
    expect(sniffImageType(AVIF_COMPATIBLE)).toBe("image/avif");
  });

  it("recognises nothing else, whatever it claims to be", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(HEIC)).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull();
    expect(sniffImageType(bytes([0x89], "PN"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("the upload request", () => {
  it("defaults the purpose and normalises the type", () => {
    expect(uploadRequestSchema.parse({ contentType: " Image/PNG ", size: 10 })).toEqual({
      contentType: "image/png",
      size: 10,
      purpose: "default",
    });
  });

  it("refuses empty, fractional and unknown input", () => {
    expect(uploadRequestSchema.safeParse({ contentType: "image/png", size: 0 }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ contentType: "image/png", size: 1.5 }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ contentType: "image/png", size: 1, purpose: "avatar" }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ contentType: "image/png", size: 1, key: "x" }).success).toBe(false);
  });
});

describe("object keys and paths", () => {
  it("accepts server-made keys and refuses traversal", () => {
    expect(isObjectKey("uploads/0b0e3c3a-4a3e-4b5e-9f43-1c2d3e4f5a6b")).toBe(true);
    for (const bad of [
      "",
      "../x",
      "uploads/../x",
      "uploads/..",
      "/etc/passwd",
      "uploads//x",
      "uploads\\x",
      "uploads/%2e%2e",
      ".tmp/x",
      "a/.hidden",
      "uploads/x y",
    ]) {
      expect(isObjectKey(bad), bad).toBe(false);
    }
  });

  it("takes the part after the bucket segment, without the query (docs/product.md#api)", () => {
    expect(objectPathFromUploadUrl("http://127.0.0.1:9000/media/uploads/abc-1?X-Amz-Signature=1")).toBe(
      "/objects/uploads/abc-1",
    );
    expect(objectPathFromUploadUrl("https://studio.example/objects/uploads/abc-1?sig=1")).toBe(
      "/objects/uploads/abc-1",
    );
  });

  it("uses the server's path when the address ends with its key", () => {
    const virtualHosted = "https://media.s3.eu-west-1.amazonaws.com/uploads/abc-1?X-Amz-Signature=1";
    expect(objectPathFromUploadUrl(virtualHosted, "/objects/uploads/abc-1")).toBe("/objects/uploads/abc-1");
    expect(objectPathFromUploadUrl("https://s.example/media/uploads/abc-1", "/objects/uploads/other")).toBe(
      "/objects/uploads/abc-1",
    );
  });

  it("gives null when no valid path can be derived", () => {
    expect(objectPathFromUploadUrl("http://[bad")).toBeNull();
    expect(objectPathFromUploadUrl("https://s.example/")).toBeNull();
    expect(objectPathFromUploadUrl("https://s.example/bucket")).toBeNull();
    expect(objectPathFromUploadUrl("https://s.example/bucket/..%2fsecret")).toBeNull();
  });

  it("serves a fixed set of widths", () => {
    expect(isResponsiveWidth(640)).toBe(true);
    expect(isResponsiveWidth(641)).toBe(false);
  });
});
