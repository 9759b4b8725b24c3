import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { mediaResolver, rewriteHtml } from "./media.server.ts";

// Which addresses are files of ours, and where they go in the zip (docs/decisions/055-export.md).

const PNG = Buffer.from("89504e470d0a1a0a0000", "hex");
const KEY = "uploads/0b7c2f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

function fakeStorage(objects: Record<string, Buffer>): ObjectStorage {
  return {
    readStart: async (key: string) => objects[key] ?? null,
    readStream: async (key: string) => (objects[key] ? Readable.from([objects[key]]) : null),
  } as unknown as ObjectStorage;
}

function site() {
  const dir = mkdtempSync(path.join(tmpdir(), "arcwell-public-"));
  mkdirSync(path.join(dir, "images", "samples"), { recursive: true });
  writeFileSync(path.join(dir, "images", "samples", "a.svg"), "<svg/>");
  writeFileSync(path.join(dir, "secret.txt"), "no");
  return dir;
}

describe("the export's media", () => {
  it("maps uploads (any variant, on PUBLIC_URL too) and site images to one file each", async () => {
    const media = mediaResolver({
      storage: fakeStorage({ [KEY]: PNG }),
      publicDir: site(),
      origin: "https://studio.example",
    });
    const file = `media/${KEY}.png`;
    expect(await media.resolve(`/objects/${KEY}`)).toBe(file);
    expect(await media.resolve(`/objects/${KEY}?w=640`)).toBe(file);
    expect(await media.resolve(`https://studio.example/objects/${KEY}`)).toBe(file);
    expect(await media.resolve("/images/samples/a.svg")).toBe("media/images/samples/a.svg");
    expect(media.files().map((f) => f.zipPath)).toEqual([file, "media/images/samples/a.svg"]);
    expect(Object.keys(media.map())).toHaveLength(4);
  });

  it("leaves other sites, names, traversal and missing files as addresses", async () => {
    const media = mediaResolver({ storage: fakeStorage({}), publicDir: site(), origin: "https://studio.example" });
    for (const url of [
      "https://elsewhere.example/objects/uploads/x.png",
      "//studio.example/objects/x",
      "aurora",
      "/images/../secret.txt",
      "/images/%2e%2e/secret.txt",
      "/secret.txt",
      "/objects/uploads/../../etc/passwd",
    ])
      expect(await media.resolve(url), url).toBeNull();
    expect(await media.resolve(`/objects/${KEY}`)).toBeNull();
    expect(await media.resolve("/images/samples/gone.svg")).toBeNull();
    expect(media.missing()).toEqual(expect.arrayContaining([`/objects/${KEY}`, "/images/samples/gone.svg"]));
    expect(media.files()).toEqual([]);
  });

  it("points src and href of the HTML at the zip's files, and nothing else", async () => {
    const media = mediaResolver({ storage: fakeStorage({ [KEY]: PNG }), publicDir: site() });
    const html = `<p><a href="/objects/${KEY}"><img src="/objects/${KEY}?w=640&amp;x=1" alt="/objects/${KEY}"></a><img src='https://other.example/a.png'></p>`;
    expect(await rewriteHtml(html, media)).toBe(
      `<p><a href="media/${KEY}.png"><img src="media/${KEY}.png" alt="/objects/${KEY}"></a><img src='https://other.example/a.png'></p>`,
    );
  });
});
