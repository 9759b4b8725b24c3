import { describe, expect, it } from "vitest";
import { linkTarget, nextCursor } from "./link-header.ts";

describe("nextCursor", () => {
  it("reads the cursor of the server's rel=next link", () => {
    expect(nextCursor('</api/admin/blog-posts?limit=24&cursor=eyJpZCI6IjEifQ>; rel="next"')).toBe("eyJpZCI6IjEifQ");
  });

  it("decodes a percent-encoded cursor", () => {
    expect(nextCursor('</api/admin/case-studies?limit=24&cursor=a%2Bb%3D%3D>; rel="next"')).toBe("a+b==");
  });

  it("is undefined on the last page: no header, an empty one, or no next link", () => {
    expect(nextCursor(null)).toBeUndefined();
    expect(nextCursor(undefined)).toBeUndefined();
    expect(nextCursor("")).toBeUndefined();
    expect(nextCursor('</api/admin/blog-posts?limit=24>; rel="prev"')).toBeUndefined();
  });

  it("is undefined when the next link has no cursor or an empty one", () => {
    expect(nextCursor('</api/admin/blog-posts?limit=24>; rel="next"')).toBeUndefined();
    expect(nextCursor('</api/admin/blog-posts?limit=24&cursor=>; rel="next"')).toBeUndefined();
  });

  it("ignores a fragment and takes an absolute target", () => {
    expect(nextCursor('<https://example.com/api/x?cursor=abc#top>; rel="next"')).toBe("abc");
  });

  it("does not mistake malformed text for a link", () => {
    expect(nextCursor('rel="next"')).toBeUndefined();
    expect(nextCursor('/api/x?cursor=abc; rel="next"')).toBeUndefined();
  });
});

describe("linkTarget", () => {
  it("picks the link with the asked relation among several", () => {
    const header = '</p?cursor=1>; rel="prev", </p?cursor=2>; rel="next", </p>; rel="first"';
    expect(linkTarget(header, "next")).toBe("/p?cursor=2");
    expect(linkTarget(header, "prev")).toBe("/p?cursor=1");
    expect(linkTarget(header, "last")).toBeUndefined();
  });

  it("accepts unquoted, upper-case and multi-valued rel, with other parameters in any order", () => {
    expect(linkTarget("</a>; REL=Next", "next")).toBe("/a");
    expect(linkTarget('</a>; title="Page, two; of many"; rel="prefetch next"', "next")).toBe("/a");
    expect(linkTarget('</a> ;rel = "next" ; type="application/json"', "next")).toBe("/a");
  });

  it("counts only the first rel parameter of a link (RFC 8288)", () => {
    expect(linkTarget('</a>; rel="prev"; rel="next"', "next")).toBeUndefined();
  });

  it("is not fooled by a rel written inside another parameter's quoted value", () => {
    expect(linkTarget('</a>; title="x; rel=next"', "next")).toBeUndefined();
    expect(linkTarget('</a>; title="x; rel=next", </b>; rel=next', "next")).toBe("/b");
  });

  it("takes the first of two next links", () => {
    expect(linkTarget('</a>; rel="next", </b>; rel="next"', "next")).toBe("/a");
  });
});
