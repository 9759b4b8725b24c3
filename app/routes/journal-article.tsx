import { redirect } from "react-router";
import type { Route } from "./+types/journal-article";
import { getPostBySlug } from "#server/content/posts.server.ts";
import { redirectTarget } from "#server/content/redirects.server.ts";
import { servicesContext } from "../context.ts";
import { missingPage } from "../lib/missing-page.server.ts";
import { articleDataOf, articleImages } from "../features/journal/article-data.ts";
import { withImagePositions } from "#server/media/focal-points.server.ts";
import { ArticleNotFound } from "../features/journal/article-not-found.tsx";
import { ArticleView } from "../features/journal/article-view.tsx";
import { articleJsonLd } from "../lib/article-seo.ts";
import { originFrom } from "../lib/origin.ts";
import { postSeo } from "../lib/post-seo.ts";
import { breadcrumbJsonLd, pageTitle, seoMeta } from "../lib/seo.ts";

// docs/product.md#public-screens journal article. Missing or draft → 404 with the spec's not-found texts.
// 'Loading article...' shows during client-side navigation (components/site/pending-outlet.tsx).

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const p = await getPostBySlug(db, params.slug, { includeDrafts: false });
  if (!p) {
    // docs/product.md#redirects: an old slug answers 301 to the post's address.
    const to = await redirectTarget(db, "blog-post", params.slug);
    throw to ? redirect(to, 301) : await missingPage(context, request);
  }
  const [post] = await withImagePositions(db, [articleDataOf(p)], articleImages);
  return { post: post! };
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const origin = originFrom(matches);
  const post = loaderData?.post;
  if (!post) return [{ title: pageTitle("Article Not Found") }, { name: "robots", content: "noindex" }];
  const path = `/journal/${params.slug}`;
  const seo = postSeo(post);
  return [
    ...seoMeta(origin, {
      fullTitle: seo.title,
      description: seo.description,
      keywords: [post.category, ...post.tags, "Arcwell journal"].join(", "),
      path,
      image: seo.image,
      type: "article",
      jsonLd: [
        articleJsonLd(origin, {
          type: "BlogPosting",
          ...post,
          image: seo.image ?? post.featuredImageUrl,
          description: seo.description,
          path,
        }),
        breadcrumbJsonLd(origin, [
          { name: "Home", path: "/" },
          { name: "Journal", path: "/journal" },
          { name: post.title, path },
        ]),
      ],
    }),
    ...(post.publishedAt
      ? [{ property: "article:published_time", content: new Date(post.publishedAt).toISOString() }]
      : []),
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

export default function JournalArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleView post={loaderData.post} />;
}

// docs/product.md#errors-and-messages: a missing article and a load failure show the same texts
// (the status stays 404 or 500).
export function ErrorBoundary() {
  return <ArticleNotFound />;
}
