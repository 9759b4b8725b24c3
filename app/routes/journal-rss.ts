import { PRODUCT_NAME } from "#core/brand.ts";
import { buildRssXml } from "#core/feeds.ts";
import { latestPosts } from "#server/content/posts.server.ts";
import { servicesContext } from "../context.ts";
import { siteOrigin } from "../features/seo/site-origin.server.ts";
import type { Route } from "./+types/journal-rss";

// /journal/rss.xml: RSS 2.0 feed of the newest published journal posts (linked from the root <head>).
const RSS_ITEMS = 50;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const origin = siteOrigin(context);
  // The newest posts, whatever is featured on the journal page: a feed carries recent items, and
  // its size must not grow with the journal's.
  const posts = (await latestPosts(db, RSS_ITEMS)).map((post) => ({
    ...post,
    date: post.publishedAt ?? post.createdAt,
  }));
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
