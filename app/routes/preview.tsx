import { data } from "react-router";
import type { Route } from "./+types/preview";
import { resolvePreviewToken } from "#server/previews/preview-links.server.ts";
import { servicesContext } from "../context.ts";
import { CaseStudyArticle } from "../features/case-studies/case-study-article.tsx";
import { articleDataOf, articleImages } from "../features/journal/article-data.ts";
import { studyImage } from "../features/case-studies/case-study-card.tsx";
import { ArticleView } from "../features/journal/article-view.tsx";
import { PreviewBanner } from "../features/preview/preview-banner.tsx";
import { NotFoundContent } from "../components/site/not-found-content.tsx";
import { pageTitle } from "../lib/seo.ts";
import { withImagePositions } from "#server/media/focal-points.server.ts";

// docs/product.md#preview-links: /preview/{token} shows a post's or case study's saved content (with
// its newest autosave laid over it while that is newer: decision 043) as its public page will,
// under a "Preview" banner, while the link is live; else 404. Never
// indexed, never stored by any cache (server/http/cache-policy.server.ts), no canonical, and the
// token is kept out of Referer headers and logs.

const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const found = await resolvePreviewToken(db, params.token);
  if (!found) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  const expiresAt = found.expiresAt.toISOString();
  // Whether visitors see the entry now: the banner must not call a live entry private.
  const { isLive } = found;
  const payload =
    found.type === "blog-post"
      ? {
          type: found.type,
          expiresAt,
          isLive,
          post: (await withImagePositions(db, [articleDataOf(found.post)], articleImages))[0]!,
        }
      : { type: found.type, expiresAt, isLive, study: (await withImagePositions(db, [found.study], studyImage))[0]! };
  return data(payload, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? (loaderData.type === "blog-post" ? loaderData.post.title : loaderData.study.title) : null;
  return [
    { title: pageTitle(title ? `Preview: ${title}` : "Preview Not Found") },
    { name: "robots", content: "noindex, nofollow" },
    // The token is the path: linked sites must not receive it in Referer (helmet sets the header site-wide).
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  if (loaderData.type === "blog-post") {
    return (
      <>
        <PreviewBanner kind="article" expiresAt={loaderData.expiresAt} isLive={loaderData.isLive} />
        <ArticleView post={loaderData.post} />
      </>
    );
  }
  return (
    <>
      <PreviewBanner kind="case study" expiresAt={loaderData.expiresAt} isLive={loaderData.isLive} />
      <CaseStudyArticle study={loaderData.study} />
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
