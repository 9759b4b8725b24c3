import { Router, type Request } from "express";
import { z } from "zod";
import type { Db } from "#db/client.server.ts";
import type { RedirectRuleSet } from "../content/rule-set.server.ts";
import { InvalidInputError, TooLargeError, UnsupportedTypeError } from "../errors.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { requirePermission, sameOriginWrites } from "../http/guards.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { applyBatch } from "../import/apply.server.ts";
import { ImportRefused } from "../import/errors.server.ts";
import { MAX_IMPORT_BYTES } from "../import/limits.server.ts";
import { IMPORT_SOURCES, readImportFile } from "../import/read.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// POST /api/admin/import (DESIGN.md §3d "Moving in", §4d: owner only; decision 057): the export
// file is the raw body; a dry run reads it and says what would change, a real run writes it
// through the same code as `npm run import`. A file that cannot be read is refused whole (400,
// 413, 415 with what is wrong) and changes nothing.

export const importQuerySchema = z.strictObject({
  source: z.enum(IMPORT_SOURCES, { error: "Use wordpress, ghost or markdown." }),
  dryRun: z.enum(["true", "false"], { error: "Use true or false." }).default("false"),
  /** Ghost writes its own images as __GHOST_URL__/…: the old site's address resolves them. */
  baseUrl: z
    .string()
    .regex(/^https?:\/\/[^/\s]+/i, "Use the old site's address, such as https://old.example.")
    .max(500)
    .optional(),
});

const Problem = z.object({ item: z.string().optional(), message: z.string() });
export const ImportReportAnswer = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  media: z.number().int(),
  redirects: z.number().int(),
  problems: z.array(Problem),
  posts: z.array(
    z.object({
      title: z.string(),
      path: z.string(),
      state: z.enum(["draft", "published", "scheduled"]),
      outcome: z.enum(["created", "updated", "unchanged", "failed"]),
    }),
  ),
});

export const importApi = describeApi("Import", "Moving in from WordPress, Ghost or a zip of Markdown files.", {
  "POST /api/admin/import": {
    summary: "Import a WordPress, Ghost or Markdown export",
    description:
      "The body is the file itself (at most 200 MB): a WordPress WXR file, a Ghost JSON export, or a zip of Markdown files with front matter (and the images they name by path). `dryRun=true` reads it and answers what an import would do, changing nothing. An import writes each post in its own transaction (title, slug, sanitized HTML body, excerpt, dates, state, tags, category — unknown ones become tags and the post takes the default category —, author, featured image), copies every image into the site's storage (under the webhooks' network rule), and makes a permanent redirect rule from each old address. Importing the same file again changes nothing. `problems` lists what was skipped and why; `posts` each post and what became of it.",
    access: "owner",
    query: importQuerySchema,
    responses: { 200: ImportReportAnswer },
    errors: {
      413: "The file is larger than 200 MB, or holds more than 20,000 posts.",
      415: "The file is not the export the source names (or not UTF-8 text).",
    },
  },
});

export interface ImportRouterOptions {
  storage?: ObjectStorage;
  allowPrivateNetworks: boolean;
  redirectRules?: RedirectRuleSet;
  publicOrigin?: string;
}

/** The body, up to MAX_IMPORT_BYTES (413 beyond, as soon as it is known). */
async function readBody(req: Request): Promise<Buffer> {
  const declared = Number(req.get("content-length") ?? 0);
  const tooLarge = () =>
    new TooLargeError(`The file is larger than ${MAX_IMPORT_BYTES / 2 ** 20} MB; at most that can be imported.`);
  if (declared > MAX_IMPORT_BYTES) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMPORT_BYTES) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  if (!size) throw new InvalidInputError("Send the export file as the request body.");
  return Buffer.concat(chunks);
}

/** A refused file as the API's answer: too large 413, not this kind of file 415, hostile or damaged 400. */
function refusal(err: ImportRefused): Error {
  if (err.reason === "too-large" || err.reason === "too-many-posts") return new TooLargeError(err.message);
  if (err.reason === "wrong-format" || err.reason === "not-utf8") return new UnsupportedTypeError(err.message);
  return new InvalidInputError(err.message);
}

export function importRouter(db: Db, opts: ImportRouterOptions): Router {
  const router = Router();
  // Mounted before the API's JSON parser: a Ghost export is JSON, and far larger than its limit.
  router.post(
    "/",
    sameOriginWrites(opts.publicOrigin),
    requirePermission("importContent"),
    changesContent,
    async (req, res) => {
      const query = parseWith(importQuerySchema, req.query);
      const bytes = await readBody(req);
      let read;
      try {
        read = await readImportFile(query.source, bytes, { baseUrl: query.baseUrl });
      } catch (err) {
        throw err instanceof ImportRefused ? refusal(err) : err;
      }
      try {
        const report = await applyBatch(db, read.batch, {
          ctx: writeContext(req),
          storage: opts.storage,
          allowPrivateNetworks: opts.allowPrivateNetworks,
          dryRun: query.dryRun === "true",
          zipMedia: read.zipMedia,
        });
        if (report.redirects && !report.dryRun) opts.redirectRules?.invalidate();
        res.json(report);
      } finally {
        read.zipMedia?.close();
      }
    },
  );
  return router;
}
