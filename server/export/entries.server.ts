import type { Db } from "#db/client.server.ts";
import { oldPathsOf } from "../content/redirects.server.ts";
import { markdownFile } from "./markdown.server.ts";
import { rewriteHtml, type MediaResolver } from "./media.server.ts";
import type { ExportedCaseStudy, ExportedPost } from "./rows.server.ts";

// The Markdown files of posts and case studies (posts/{slug}.md, case-studies/{slug}.md): front
// matter as our Markdown importer reads it, with `draft: true` for anything not published (a
// scheduled entry is not a draft: its date is in the future), the featured image and the
// body's images pointing at their copies in the zip (media/…, from the zip's root), and the
// entry's old addresses as `aliases` so an import keeps them answering.

type Entry = (ExportedPost | ExportedCaseStudy) & { author: string };

const iso = (date: Date | string | null) => (date === null ? undefined : new Date(date).toISOString());

async function frontMatter(entry: Entry, media: MediaResolver, aliases: string[] | undefined) {
  const image = entry.featuredImageUrl ? ((await media.resolve(entry.featuredImageUrl)) ?? entry.featuredImageUrl) : "";
  return {
    title: entry.title,
    slug: entry.slug,
    date: iso(entry.publishedAt ?? entry.createdAt)!,
    updated: iso(entry.updatedAt)!,
    ...("subtitle" in entry ? { subtitle: entry.subtitle } : {}),
    author: entry.author,
    category: entry.category,
    tags: entry.tags,
    excerpt: entry.excerpt,
    draft: !entry.isPublished,
    featured: entry.isFeatured,
    image,
    image_alt: image ? (entry.featuredImageAlt ?? undefined) : undefined,
    aliases: aliases?.length ? aliases : undefined,
  };
}

/** One page of posts or case studies as [zip path, file text] pairs, one at a time. */
export async function* markdownEntries(
  db: Db,
  kind: "blog-post" | "case-study",
  rows: Entry[],
  media: MediaResolver,
): AsyncGenerator<[string, string]> {
  const folder = kind === "blog-post" ? "posts" : "case-studies";
  const aliases = await oldPathsOf(
    db,
    kind,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const body = await rewriteHtml(row.content, media);
    yield [`${folder}/${row.slug}.md`, markdownFile(await frontMatter(row, media, aliases.get(row.id)), body)];
  }
}
