import { pipeline } from "node:stream/promises";
import { Router, type Response } from "express";
import type { Db } from "#db/client.server.ts";
import { recordAudit } from "../audit/audit.server.ts";
import { exportArchive, exportFileName } from "../export/archive.server.ts";
import { requirePermission } from "../http/guards.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// GET /api/admin/export (DESIGN.md §3d "Moving out", §4d: owner only; decision 055): everything in
// one zip, streamed. A reader that goes away stops the export: no more rows or files are read.

export const exportApi = describeApi("Export", "Everything the site holds, in one zip anyone can read.", {
  "GET /api/admin/export": {
    summary: "Download everything as a zip",
    description:
      "`content.json` (every portfolio card, blog post, case study, venture and slug redirect as the admin reads answer them, no revisions, no people, enquiries, subscribers or secrets; a `media` map from each original address to its file in the zip), `posts/{slug}.md` and `case-studies/{slug}.md` (front matter and the HTML body, readable by `npm run import -- markdown`), and `media/…` (every uploaded file and site image an entry shows). Streamed as it is written; `npm run export -- FILE.zip` writes the same.",
    access: "owner",
    responses: {
      200: {
        description: "The zip (an attachment named arcwell-export-YYYY-MM-DD.zip).",
        media: { "application/zip": { binary: true } },
      },
    },
  },
});

export interface ExportRouterOptions {
  storage?: ObjectStorage;
  /** The site's static files (/images/…). */
  publicDir?: string;
  /** PUBLIC_URL: recorded as the zip's `source`, and its absolute addresses count as ours. */
  publicOrigin?: string;
}

function setAttachment(res: Response, fileName: string): void {
  res.setHeader("Content-Type", "application/zip");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
}

export function exportRouter(db: Db, opts: ExportRouterOptions): Router {
  const router = Router();
  router.get("/export", requirePermission("exportContent"), async (req, res) => {
    const now = new Date();
    const fileName = exportFileName(now);
    setAttachment(res, fileName);
    // A HEAD asks what a download would be, not for one: nothing is read or recorded.
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    // Who took everything, and when: recorded before the first byte leaves.
    await recordAudit(db, writeContext(req), { action: "export", summary: `Exported everything as ${fileName}` });
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort(new Error("The client went away"));
    });
    const archive = exportArchive({
      db,
      storage: opts.storage,
      publicDir: opts.publicDir,
      origin: opts.publicOrigin,
      source: opts.publicOrigin ?? null,
      exportedAt: now,
      signal: controller.signal,
    });
    archive.done.catch((err: unknown) => req.log.warn({ err }, "export stopped"));
    // A failure mid-way (logged above) ends the connection: a broken download is all the client
    // can be told once a zip has begun, and the stream is built before anything is read.
    await pipeline(archive.stream, res).catch(() => res.destroy());
  });
  return router;
}
