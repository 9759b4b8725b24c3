import { describe, expect, it } from "vitest";
import { rewriteImageSources } from "./html.server.ts";
import { zipPathsOf } from "./zip-media.server.ts";

// Decision 057: bodies point at the copies of their images; a zip's images are found by path.

describe("rewriteImageSources", () => {
  const copies = new Map([["https://old.example/a.jpg?x=1&y=2", "/objects/uploads/1"]]);
  const rewrite = (html: string) => rewriteImageSources(html, (url) => copies.get(url));

  it("points a known image at its copy and drops the old site's srcset and sizes", () => {
    expect(
      rewrite(
        `<p>x</p><img class="a" src="https://old.example/a.jpg?x=1&amp;y=2" srcset="a-300.jpg 300w" sizes="50vw" alt="A > B">`,
      ),
    ).toBe(`<p>x</p><img class="a" src="/objects/uploads/1"   alt="A > B">`);
  });

  it("leaves unknown images, other tags and text as they are", () => {
    const html = `<img src='https://other.example/b.png' alt=x><p>src="https://old.example/a.jpg?x=1&amp;y=2"</p>`;
    expect(rewrite(html)).toBe(html);
  });
});

describe("zipPathsOf", () => {
  it("reads a relative address from the zip's root, then from the file's folder", () => {
    expect(zipPathsOf("media/uploads/a.png", "posts/p.md")).toEqual([
      "media/uploads/a.png",
      "posts/media/uploads/a.png",
    ]);
    expect(zipPathsOf("./pic%20one.png?v=1", "p.md")).toEqual(["pic one.png"]);
  });

  it("never leaves the zip nor reads web addresses", () => {
    expect(zipPathsOf("../../etc/passwd.png", "p.md")).toEqual([]);
    expect(zipPathsOf("https://x.example/a.png", "p.md")).toEqual([]);
    expect(zipPathsOf("//x.example/a.png", "p.md")).toEqual([]);
    expect(zipPathsOf("/abs/a.png", "posts/p.md")).toEqual(["abs/a.png", "posts/abs/a.png"]);
  });
});
