import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// docs/product.md#routes route table.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
    route("case-studies/:slug", "routes/case-study.tsx"),
    route("journal", "routes/journal.tsx"),
    route("journal/category/:slug", "routes/journal-category.tsx"),
    route("journal/tag/:slug", "routes/journal-tag.tsx"),
    route("search", "routes/search.tsx"),
    route("journal/:slug", "routes/journal-article.tsx"),
    route("ventures/leadsmanager", "routes/venture-leadsmanager.tsx"),
    route("ventures/supplylink", "routes/venture-supplylink.tsx"),
    route("ventures/:slug", "routes/venture-by-slug.tsx"),
    route("about", "routes/about.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("preview/:token", "routes/preview.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("contact", "routes/contact-redirect.ts"),
  // /dashboard and the full-page editors under it (/dashboard/posts/{id}, /dashboard/case-studies/{id}): one
  // route module, so the dashboard's code stays one entry of the client build (routes/dashboard.tsx).
  route("dashboard/*", "routes/dashboard.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("journal/rss.xml", "routes/journal-rss.ts"),
] satisfies RouteConfig;
