import { createRequire } from "node:module";
import type { RequestHandler } from "express";

// The site's typeface (Inter, latin) at a fixed address for the server-rendered sign-in and account
// pages (public/auth.css), which cannot name the build's hashed font file. Served from the same
// package the pages' own stylesheet bundles, so both always show the same version.

export const SITE_FONT_PATH = "/fonts/inter-latin-wght.woff2";
const file = createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

export const siteFont: RequestHandler = (_req, res, next) => {
  res.sendFile(file, { maxAge: "7d", headers: { "Content-Type": "font/woff2" } }, (err) => {
    if (err && !res.headersSent) next(err);
  });
};
