import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scrubHeaders, scrubUrl } from "./log-redaction.server.ts";

// Preview tokens are their path (decision 031): every spelling React Router renders as a preview
// page is logged without its token (issue 33 item 6; decision 039).

const token = randomBytes(32).toString("base64url");

describe("scrubUrl", () => {
  it("hides the token of every spelling of a preview path", () => {
    for (const url of [
      `/preview/${token}`,
      `/Preview/${token}?x=1`,
      `/%70review/${token}`,
      `/pr%65view/${token}.data`,
      `/PR%45VIEW/${token}/`,
      `/x/../preview/${token}`,
      `/%2e/preview/${token}?_routes=root`,
    ]) {
      const scrubbed = scrubUrl(url);
      expect(scrubbed, url).not.toContain(token);
      expect(scrubbed, url).toContain("[redacted]");
    }
  });

  it("keeps the query's harmless parameters", () => {
    expect(scrubUrl(`/pr%65view/${token}.data?_routes=root`)).toBe("/preview/[redacted]?_routes=root");
  });

  it("hides it in absolute addresses too (Referer, Location)", () => {
    expect(scrubHeaders({ referer: `https://site.example/%70review/${token}` })).toEqual({
      referer: "https://site.example/preview/[redacted]",
    });
  });

  it("leaves other paths as they were asked for, malformed escapes included", () => {
    for (const url of ["/journal/some-post", "/%73earch?q=ai", "/journal/%E0%A4%A", "/previews/x"])
      expect(scrubUrl(url)).toBe(url);
  });
});
