import { describe, expect, it } from "vitest";
import { buildRssXml, buildSitemapXml } from "./feeds.ts";

describe("buildSitemapXml", () => {
  it("lists each URL, with lastmod when known", () => {
    const xml = buildSitemapXml([
      { loc: "https://arcwell.studio/" },
      { loc: "https://arcwell.studio/journal/a&b", lastmod: new Date(Date.UTC(2024, 4, 2, 10, 0, 0, 500)) },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain("<url><loc>https://arcwell.studio/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://arcwell.studio/journal/a&amp;b</loc><lastmod>2024-05-02T10:00:00Z</lastmod></url>",
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});

describe("buildRssXml", () => {
  const channel = {
    title: "Arcwell Studio Journal",
    link: "https://arcwell.studio/journal",
    selfLink: "https://arcwell.studio/journal/rss.xml",
    description: "Notes on building ventures",
    items: [
      {
        title: "Pricing <Your> First Plan",
        link: "https://arcwell.studio/journal/pricing",
        description: "Tips & tricks",
        pubDate: new Date(Date.UTC(2024, 0, 1)),
        category: "Growth Strategy",
        author: "Arcwell Studio Team",
      },
      {
        title: "Later",
        link: "https://arcwell.studio/journal/later",
        description: "x",
        pubDate: new Date(Date.UTC(2024, 1, 3)),
      },
    ],
  };

  it("describes the channel with a self link and the newest date as build date", () => {
    const xml = buildRssXml(channel);
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain("<title>Arcwell Studio Journal</title>");
    expect(xml).toContain(
      '<atom:link href="https://arcwell.studio/journal/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<lastBuildDate>Sat, 03 Feb 2024 00:00:00 GMT</lastBuildDate>");
  });

  it("writes each item with an escaped title, permalink guid, RFC 822 date and category", () => {
    const xml = buildRssXml(channel);
    expect(xml).toContain("<title>Pricing &lt;Your&gt; First Plan</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://arcwell.studio/journal/pricing</guid>');
    expect(xml).toContain("<description>Tips &amp; tricks</description>");
    expect(xml).toContain("<pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Growth Strategy</category>");
    expect(xml).toContain("<dc:creator>Arcwell Studio Team</dc:creator>");
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it("leaves out lastBuildDate when there are no items", () => {
    expect(buildRssXml({ ...channel, items: [] })).not.toContain("lastBuildDate");
  });
});
