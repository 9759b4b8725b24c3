import { siteOrigin } from "../features/seo/site-origin.server.ts";
import type { Route } from "./+types/robots";

// /robots.txt: crawl everything public; the dashboard and the API are not pages to index.
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api",
    "",
    `Sitemap: ${siteOrigin(context)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
