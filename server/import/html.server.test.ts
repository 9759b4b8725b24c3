import { describe, expect, it } from "vitest";
import { imagesInHtml, plainText } from "./html.server.ts";

describe("imagesInHtml", () => {
  it("reads src and alt in either quotes, each address once, an alt holding >", () => {
    const html = `<p><img alt="a > b" src="/x.png"><img src='/y.png'/><IMG SRC=/z.png><img src="/x.png" alt="again"><img alt="no src"></p>`;
    expect(imagesInHtml(html)).toEqual([{ url: "/x.png", alt: "a > b" }, { url: "/y.png" }, { url: "/z.png" }]);
  });

  it("decodes entities in addresses and alts", () => {
    expect(imagesInHtml(`<img src="/a.png?x=1&amp;y=2" alt="Caf&eacute; &amp; bar">`)).toEqual([
      { url: "/a.png?x=1&y=2", alt: "Café & bar" },
    ]);
  });
});

describe("plainText", () => {
  it("decodes entities, drops tags and collapses spaces", () => {
    expect(plainText("  It&#8217;s <em>here</em>\n&amp;   now ")).toBe("It’s here & now");
  });
});
