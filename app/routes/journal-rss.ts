import { PRODUCT_NAME } from "#core/brand.ts";
import { buildRssXml } from "#core/feeds.ts";
import { listPosts } from "#server/content/posts.server.ts";
import { servicesContext } from "../context.ts";
import { siteOrigin } from "../features/seo/site-origin.server.ts";
import type { Route } from "./+types/journal-rss";

// /journal/rss.xml: RSS 2.0 feed of the published journal posts (linked from the root <head>).
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const origin = siteOrigin(context, request);
  // Newest first, whatever is featured on the journal page.
  const posts = (await listPosts(db, { includeDrafts: false }))
    .map((post) => ({ ...post, date: post.publishedAt ?? post.createdAt }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  const xml = buildRssXml({
    title: `${PRODUCT_NAME} Journal`,
    link: `${origin}/journal`,
    selfLink: `${origin}/journal/rss.xml`,
    description:
      "Notes from Arcwell Studio on building, launching and growing digital ventures in AI, e-commerce and SaaS.",
    items: posts.map((post) => ({
      title: post.title,
      link: `${origin}/journal/${encodeURIComponent(post.slug)}`,
      description: post.excerpt,
      pubDate: post.date,
      category: post.category,
      author: post.author,
    })),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
