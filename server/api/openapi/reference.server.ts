import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Router } from "express";
import { z } from "zod";
import { PRODUCT_NAME } from "#core/brand.ts";
import { notFound } from "../../http/errors.server.ts";
import { describeApi } from "./describe.server.ts";

// GET /api/openapi.json and the readable reference at /api/docs (decision 023): Swagger UI from
// the swagger-ui-dist package, served from our own origin. The page has no inline script or
// style of its own, so the site's CSP (script-src 'self' + nonce) applies unchanged; the bundle
// loads only on this page.

const require = createRequire(import.meta.url);
const own = (name: string) => fileURLToPath(new URL(`./docs/${name}`, import.meta.url));

const ASSETS = {
  "swagger-ui.css": { path: require.resolve("swagger-ui-dist/swagger-ui.css"), type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": {
    path: require.resolve("swagger-ui-dist/swagger-ui-bundle.js"),
    type: "text/javascript; charset=utf-8",
  },
  "docs.css": { path: own("docs.css"), type: "text/css; charset=utf-8" },
  "init.js": { path: own("init.js"), type: "text/javascript; charset=utf-8" },
} as const;
type AssetName = keyof typeof ASSETS;
const ASSET_NAMES = Object.keys(ASSETS) as [AssetName, ...AssetName[]];

export const referenceApi = describeApi("Reference", "This description and its readable form.", {
  "GET /api/openapi.json": {
    summary: "This API's OpenAPI 3.1 description",
    access: "public",
    responses: {
      200: z.looseObject({
        openapi: z.string().regex(/^3\.1\.\d+$/),
        info: z.looseObject({}),
        paths: z.record(z.string(), z.unknown()),
      }),
    },
  },
  "GET /api/docs": {
    summary: "The readable API reference (HTML)",
    access: "public",
    responses: { 200: { description: "The reference page.", media: { "text/html": {} } } },
  },
  "GET /api/docs/assets/:file": {
    summary: "A script or style sheet of the reference page",
    description: "Versioned by the `v` query parameter, so they may be kept for a year.",
    access: "public",
    params: { file: z.enum(ASSET_NAMES) },
    responses: { 200: { description: "The file.", media: { "text/css": {}, "text/javascript": {} } } },
  },
});

/** `?v=` of each asset: a hash of its bytes, so a new version is a new address. */
function versions(): Record<AssetName, string> {
  const hash = (path: string) => createHash("sha256").update(readFileSync(path)).digest("base64url").slice(0, 12);
  return Object.fromEntries(ASSET_NAMES.map((name) => [name, hash(ASSETS[name].path)])) as Record<AssetName, string>;
}

function page(v: Record<AssetName, string>): string {
  const asset = (name: AssetName) => `/api/docs/assets/${name}?v=${v[name]}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${PRODUCT_NAME}</title>
<meta name="description" content="The ${PRODUCT_NAME} REST API: every call, its parameters, bodies and answers.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${asset("swagger-ui.css")}">
<link rel="stylesheet" href="${asset("docs.css")}">
<script src="${asset("swagger-ui-bundle.js")}" defer></script>
<script src="${asset("init.js")}" defer></script>
</head>
<body>
<header class="docs-header">
<a class="docs-brand" href="/">${PRODUCT_NAME}</a>
<nav aria-label="API reference"><a href="/api/openapi.json">OpenAPI 3.1 (JSON)</a><a href="/dashboard">Dashboard</a></nav>
</header>
<main id="reference"><noscript><p class="docs-fallback">This reference needs JavaScript. The description itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript></main>
</body>
</html>
`;
}

export function referenceRouter(documentJson: () => string): Router {
  const router = Router();
  let html: string | undefined;
  router.get("/openapi.json", (_req, res) => {
    res.type("application/json").send(documentJson());
  });
  router.get("/docs", (_req, res) => {
    res.type("html").send((html ??= page(versions())));
  });
  router.get("/docs/assets/:file", (req, res, next) => {
    const name = req.params.file;
    if (!Object.hasOwn(ASSETS, name)) throw notFound("File");
    const asset = ASSETS[name as AssetName];
    // The address carries the file's version (page above): browsers and CDNs may keep it.
    res.type(asset.type).set("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(asset.path, { dotfiles: "allow" }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
  return router;
}
