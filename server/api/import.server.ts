import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { Db } from "#db/client.server.ts";
import type { RedirectRuleSet } from "../content/rule-set.server.ts";
import { ConflictError, InvalidInputError, TooLargeError, UnsupportedTypeError } from "../errors.server.ts";
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
// 413, 415 with what is wrong) and changes nothing. A client that accepts NDJSON gets the posts'
// progress as it goes, then the same report as the last line (the dashboard's progress bar).

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
      'The body is the file itself (at most 200 MB): a WordPress WXR file, a Ghost JSON export, or a zip of Markdown files with front matter (and the images they name by path). `dryRun=true` reads it and answers what an import would do, changing nothing. An import writes each post in its own transaction (title, slug, sanitized HTML body, excerpt, dates, state, tags, category — unknown ones become tags and the post takes the default category —, author, featured image), copies every image into the site\'s storage (under the webhooks\' network rule), and makes a permanent redirect rule from each old address. Importing the same file again changes nothing. `problems` lists what was skipped and why; `posts` each post and what became of it. With `Accept: application/x-ndjson` the answer is a stream of lines: `{ "done", "total" }` as posts are written, then `{ "report": … }` (or `{ "error": { "message" } }` if the import stopped).',
    access: "owner",
    query: importQuerySchema,
    responses: {
      200: {
        description: "The report (or, as NDJSON, progress lines and then the report).",
        json: ImportReportAnswer,
        media: {
          "application/x-ndjson": {
            description:
              'One JSON object per line: `{ "done", "total" }` as posts are written, then `{ "report" }` or `{ "error": { "message" } }`.',
          },
        },
      },
    },
    errors: {
      409: "Another import is running on this server; try again when it has finished (dry runs are not held back).",
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

/** Progress lines at most this often: a 20,000-post import should not send 20,000 lines. */
const PROGRESS_EVERY_MS = 100;

/** The answer as NDJSON: progress lines while the posts are written, the report (or an error) last. */
function progressStream(res: Response) {
  res.status(200);
  // no-transform: compression would hold the lines back until its buffer fills.
  res.set({ "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store, no-transform" });
  res.flushHeaders();
  const line = (value: unknown) => res.write(`${JSON.stringify(value)}\n`);
  let last = 0;
  return {
    progress(done: number, total: number) {
      const now = Date.now();
      if (done < total && now - last < PROGRESS_EVERY_MS) return;
      last = now;
      line({ done, total });
    },
    end: (value: unknown) => res.end(`${JSON.stringify(value)}\n`),
  };
}

export function importRouter(db: Db, opts: ImportRouterOptions): Router {
  const router = Router();
  // One import at a time on this server: two runs of one file would race on the same posts (the
  // records' unique key keeps them from doubling, but the second's report would be failures).
  let importing = false;
  // Mounted before the API's JSON parser: a Ghost export is JSON, and far larger than its limit.
  router.post(
    "/",
    sameOriginWrites(opts.publicOrigin),
    requirePermission("importContent"),
    changesContent,
    async (req, res) => {
      const query = parseWith(importQuerySchema, req.query);
      const dryRun = query.dryRun === "true";
      if (!dryRun && importing) {
        req.resume();
        throw new ConflictError("Another import is running. Try again when it has finished.");
      }
      const held = !dryRun;
      if (held) importing = true;
      try {
        await runImport(req, res, query, dryRun);
      } finally {
        if (held) importing = false;
      }
    },
  );

  async function runImport(req: Request, res: Response, query: z.infer<typeof importQuerySchema>, dryRun: boolean) {
    const bytes = await readBody(req);
    let read;
    try {
      read = await readImportFile(query.source, bytes, { baseUrl: query.baseUrl });
    } catch (err) {
      throw err instanceof ImportRefused ? refusal(err) : err;
    }
    // Refusals above are plain 4xx answers; from here on the file is readable and the work starts.
    const stream = req.accepts(["application/json", "application/x-ndjson"]) === "application/x-ndjson";
    const out = stream ? progressStream(res) : null;
    try {
      const report = await applyBatch(db, read.batch, {
        ctx: writeContext(req),
        storage: opts.storage,
        allowPrivateNetworks: opts.allowPrivateNetworks,
        dryRun,
        zipMedia: read.zipMedia,
        onProgress: out?.progress,
      });
      if (report.redirects && !report.dryRun) opts.redirectRules?.invalidate();
      if (out) out.end({ report });
      else res.json(report);
    } catch (err) {
      if (!out) throw err;
      // The status line is sent: the stream's last line says the import stopped (posts written so far stay).
      req.log?.error({ err }, "import stopped");
      out.end({
        error: {
          message:
            "The import stopped before the end. The posts written until then are saved; run it again to import the rest.",
        },
      });
    } finally {
      read.zipMedia?.close();
    }
  }
  return router;
}
