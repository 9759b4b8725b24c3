import { describe, expect, it } from "vitest";
import { pageSecurityPolicy } from "./content-security.server.ts";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("pageSecurityPolicy", () => {
  it("frames only the YouTube and Vimeo players, over https (docs/decisions/041)", () => {
    const sources = directive(pageSecurityPolicy("n0nce", { secure: true }), "frame-src");
    expect(sources).toEqual([
      "https://www.youtube.com",
      "https://youtube.com",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
  });
  it("carries the response's nonce for scripts", () => {
    expect(directive(pageSecurityPolicy("n0nce", { secure: false }), "script-src")).toEqual([
      "'self'",
      "'nonce-n0nce'",
    ]);
  });
});
