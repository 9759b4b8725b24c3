import type { Db } from "#db/client.server.ts";
import { rewriteHtml, type MediaResolver } from "./media.server.ts";
import { pagesOf, type RowOf, type Section } from "./rows.server.ts";

// content.json (docs/decisions/055-export.md): every entity as the API's admin reads answer it,
// written row by row as the pages are read, so the file is never whole in memory. The `media` map
// comes last, once every address has been met.

export const EXPORT_FORMAT_VERSION = 1;

export const SECTIONS = [
  "portfolioCards",
  "blogPosts",
  "caseStudies",
  "ventures",
  "redirects",
] as const satisfies readonly Section[];

export type ExportCounts = Record<(typeof SECTIONS)[number], number>;

/** Meets every file address of `row` (fields and HTML), so the media map and the zip's files hold them. */
async function meetMedia(section: Section, row: RowOf<Section>, media: MediaResolver): Promise<void> {
  const r = row as Record<string, unknown>;
  const addresses: unknown[] = [];
  const html: unknown[] = [];
  if (section === "portfolioCards") {
    addresses.push(r.logoUrl, r.imageUrl);
    html.push(r.fullDescription);
  } else if (section === "blogPosts" || section === "caseStudies") {
    addresses.push(r.featuredImageUrl, r.socialImageUrl, ...((r.imageGallery as string[] | undefined) ?? []));
    for (const video of (r.videoGallery as { thumbnail?: string | null }[] | undefined) ?? [])
      addresses.push(video.thumbnail);
    html.push(r.content, ...((r.contentSections as { content: string }[] | undefined) ?? []).map((s) => s.content));
  }
  for (const address of addresses) if (typeof address === "string") await media.resolve(address);
  for (const text of html) if (typeof text === "string") await rewriteHtml(text, media);
}

export interface ContentJsonOptions {
  db: Db;
  media: MediaResolver;
  exportedAt: Date;
  source: string | null;
  counts: ExportCounts;
  pageSize?: number;
  signal?: AbortSignal;
}

export async function* contentJson(opts: ContentJsonOptions): AsyncGenerator<string> {
  const { media, counts } = opts;
  yield `{\n  "version": ${EXPORT_FORMAT_VERSION},\n  "exportedAt": ${JSON.stringify(opts.exportedAt.toISOString())},\n  "source": ${JSON.stringify(opts.source)}`;
  for (const section of SECTIONS) {
    yield `,\n  ${JSON.stringify(section)}: [`;
    let count = 0;
    for await (const page of pagesOf(opts.db, section, opts)) {
      for (const row of page) {
        await meetMedia(section, row, media);
        yield `${count++ === 0 ? "" : ","}\n    ${JSON.stringify(row)}`;
      }
    }
    counts[section] = count;
    yield count === 0 ? "]" : "\n  ]";
  }
  const missing = media.missing();
  if (missing.length > 0) yield `,\n  "missingMedia": ${JSON.stringify(missing)}`;
  yield `,\n  "media": ${JSON.stringify(media.map(), null, 2).replace(/\n/g, "\n  ")}\n}\n`;
}
