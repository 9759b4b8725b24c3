import { escapeXml, toRfc822, toW3cDatetime } from "./xml.ts";

// The sitemap (sitemaps.org 0.9) and the journal's RSS 2.0 feed, built from plain values so
// the route modules only gather data.

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | null;
}

export function buildSitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${toW3cDatetime(lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export interface RssChannel {
  title: string;
  /** Absolute URL of the page the feed belongs to. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  selfLink: string;
  description: string;
  language?: string;
  items: RssItem[];
}

export interface RssItem {
  title: string;
  /** Absolute URL of the item; also its permanent guid. */
  link: string;
  description: string;
  pubDate: Date;
  category?: string;
  author?: string;
}

export function buildRssXml(channel: RssChannel): string {
  const newest = channel.items.reduce<Date | undefined>(
    (max, item) => (!max || item.pubDate > max ? item.pubDate : max),
    undefined,
  );
  const items = channel.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <pubDate>${toRfc822(item.pubDate)}</pubDate>`,
      ...(item.category ? [`      <category>${escapeXml(item.category)}</category>`] : []),
      ...(item.author ? [`      <dc:creator>${escapeXml(item.author)}</dc:creator>`] : []),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language ?? "en-us")}</language>`,
    ...(newest ? [`    <lastBuildDate>${toRfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
