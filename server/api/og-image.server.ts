import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Router } from "express";
import { PRODUCT_NAME } from "#core/brand.ts";
import { describeApi } from "./openapi/describe.server.ts";

// GET /api/og-image.jpg: the default share image of docs/product.md#overview, 1200×630. Satori lays out the
// card and outlines the text (Inter from @fontsource/inter), sharp turns the SVG into a JPEG.
// Rendered once per process; the bytes never change while it runs.

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const TAGLINE = "We Build Your Future, One Venture at a Time.";
const require = createRequire(import.meta.url);

// The logo mark of app/components/site/logo.tsx, as a standalone image.
const LOGO_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M18 46 32 16l14 30h-7l-7-15-7 15z" fill="#fff"/></svg>`;

type SatoriNode = {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
};
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): SatoriNode => ({
  type,
  props: { ...props, style, children },
});

function card(): SatoriNode {
  const logo = h("img", { width: 88, height: 88 }, undefined, {
    src: `data:image/svg+xml;base64,${Buffer.from(LOGO_MARK).toString("base64")}`,
    width: 88,
    height: 88,
  });
  return h(
    "div",
    {
      boxSizing: "border-box",
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px 64px",
      color: "#ffffff",
      fontFamily: "Inter",
      backgroundColor: "#020617",
      backgroundImage:
        "radial-gradient(circle at 92% 8%, rgba(6,182,212,0.55) 0%, rgba(6,182,212,0) 42%), radial-gradient(circle at 8% 100%, rgba(99,102,241,0.6) 0%, rgba(99,102,241,0) 48%)",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 28 }, [
        logo,
        h("div", { display: "flex", flexDirection: "column", gap: 4 }, [
          h("div", { fontSize: 44, fontWeight: 800, letterSpacing: -1 }, PRODUCT_NAME),
          h("div", { fontSize: 24, fontWeight: 500, color: "#a5b4fc", letterSpacing: 3 }, "DIGITAL VENTURE STUDIO"),
        ]),
      ]),
      h(
        "div",
        { display: "flex", fontSize: 76, fontWeight: 800, lineHeight: 1.08, letterSpacing: -2.5, maxWidth: 1000 },
        TAGLINE,
      ),
      h("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
        h(
          "div",
          { fontSize: 26, fontWeight: 500, color: "#cbd5e1" },
          "AI  ·  E-commerce  ·  SaaS  ·  From idea to scale",
        ),
        h("div", {
          width: 220,
          height: 10,
          borderRadius: 5,
          backgroundImage: "linear-gradient(90deg, #6366f1, #06b6d4)",
        }),
      ]),
    ],
  );
}

async function font(weight: 500 | 800) {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return { name: "Inter", data: await readFile(file), weight, style: "normal" as const };
}

export async function renderOgImage(): Promise<Buffer> {
  // Loaded on first use: the image is made once per process, and start-up stays quick.
  const [{ default: satori }, { default: sharp }] = await Promise.all([import("satori"), import("sharp")]);
  const fonts = await Promise.all([font(500), font(800)]);
  const svg = await satori(card() as never, { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  return sharp(Buffer.from(svg)).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

export const ogImageApi = describeApi("Images", "Images for sharing.", {
  "GET /api/og-image.jpg": {
    summary: "The site's default share image",
    access: "public",
    responses: { 200: { description: `A ${OG_WIDTH}×${OG_HEIGHT} JPEG.`, media: { "image/jpeg": { binary: true } } } },
  },
});

export function ogImageRouter(): Router {
  const router = Router();
  let rendered: Promise<{ body: Buffer; etag: string }> | undefined;
  router.get("/og-image.jpg", async (_req, res) => {
    rendered ??= renderOgImage().then((body) => ({
      body,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    }));
    const image = await rendered.catch((err: unknown) => {
      rendered = undefined; // try again on the next request
      throw err;
    });
    res.set({ "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=86400", ETag: image.etag });
    // res.send answers 304 when If-None-Match matches the ETag.
    res.send(image.body);
  });
  return router;
}
