import { describe, expect, it } from "vitest";
import { normalisedPath, onPaths } from "./normalised-path.server.ts";

// The one path every path rule reads (decision 039): the route React Router matches.

describe("normalisedPath", () => {
  it("returns an already normal path itself (the page cache's fast path)", () => {
    for (const path of ["/", "/search", "/search.data", "/journal/tag/ai", "/api/search", "/assets/app-1x2.js", "//x"])
      expect(normalisedPath(path)).toBe(path);
  });

  it("decodes percent escapes, as the matcher does", () => {
    expect(normalisedPath("/%73earch")).toBe("/search");
    expect(normalisedPath("/%73earch.data")).toBe("/search.data");
    expect(normalisedPath("/pr%65view/abc")).toBe("/preview/abc");
    expect(normalisedPath("/%70review/abc.data")).toBe("/preview/abc.data");
    // An encoded slash stays inside its segment, as in React Router.
    expect(normalisedPath("/journal%2Ftag")).toBe("/journal%2ftag");
  });

  it("lowers ASCII letters and drops trailing slashes, as the matcher ignores them", () => {
    expect(normalisedPath("/Search")).toBe("/search");
    expect(normalisedPath("/SEARCH/")).toBe("/search");
    expect(normalisedPath("/search//")).toBe("/search");
    expect(normalisedPath("/API/Search/")).toBe("/api/search");
    expect(normalisedPath("/")).toBe("/");
    // Only ASCII: the matcher's case-insensitive test never maps other letters onto ASCII ones.
    expect(normalisedPath("/\u212AEY")).toBe("/\u212Aey");
  });

  it("names React Router's data requests of a trailing-slash path like any other", () => {
    expect(normalisedPath("/search/_.data")).toBe("/search.data");
    expect(normalisedPath("/search/.data")).toBe("/search.data");
    expect(normalisedPath("/Search.data")).toBe("/search.data");
    expect(normalisedPath("/_.data")).toBe("/_.data");
  });

  it("resolves dot segments and backslashes as the request's URL does", () => {
    expect(normalisedPath("/x/../search")).toBe("/search");
    expect(normalisedPath("/x/%2e%2e/search")).toBe("/search");
    expect(normalisedPath("/./search")).toBe("/search");
    expect(normalisedPath("/search\\")).toBe("/search");
  });

  it("never throws on a malformed escape: the matcher then reads the path undecoded", () => {
    expect(normalisedPath("/search%")).toBe("/search%");
    expect(normalisedPath("/%E0%A4%A/search")).toBe("/%e0%a4%a/search");
    expect(normalisedPath("/%zz")).toBe("/%zz");
  });
});

describe("onPaths", () => {
  it("runs its handler for every spelling of the paths, and passes any other request on", () => {
    const seen: string[] = [];
    const guard = onPaths(["/search", "/search.data"], (req, _res, next) => {
      seen.push(req.path);
      next();
    });
    const run = (path: string, method = "GET") => guard({ path, method } as never, {} as never, () => undefined);
    for (const path of ["/search", "/%73earch", "/Search/", "/search/_.data", "/%73earch.data", "/journal"]) run(path);
    run("/search", "POST");
    expect(seen).toEqual(["/search", "/%73earch", "/Search/", "/search/_.data", "/%73earch.data"]);
  });
});
