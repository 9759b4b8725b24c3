import { Router } from "express";
import { z } from "zod";
import {
  mediaDeleteQuerySchema,
  mediaListQuerySchema,
  mediaReplaceSchema,
  mediaUpdateSchema,
} from "#core/schemas/media.ts";
import type { Db } from "#db/client.server.ts";
import type { AltTextDescriber } from "../ai/alt-text.server.ts";
import { changesContent, noContentChange } from "../http/content-changes.server.ts";
import { HttpError, parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { pageHeaders, pageQuery, pageRequestOf } from "../http/paging.server.ts";
import type { OriginOf } from "../http/request-origin.server.ts";
import { sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { suggestAlt } from "../media/describe.server.ts";
import { removeStored, settlePending, type MediaFiles } from "../media/files.server.ts";
import {
  deleteMedia,
  deleteUnusedMedia,
  getMedia,
  getMediaRow,
  listMedia,
  listMediaCounted,
  MediaInUseError,
  updateMedia,
} from "../media/library.server.ts";
import { grantUpload } from "../storage/uploads.server.ts";
import {
  AltSuggestion,
  MediaDeleted,
  MediaInUse,
  MediaItem,
  MediaItemWithUsages,
  ReplaceTicket,
} from "./openapi/media-answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// The media library (DESIGN §3d and §4d, issue 30, decision 058): thin handlers over
// server/media. A replacement empties the pages showing the item when its bytes arrive
// (media/files.server.ts); a new focal point empties them at once (PUT, decision 062).

export const ALT_NOT_CONFIGURED = "Alt text suggestions need an AI model: set OPENAI_API_KEY";
const NO_STORAGE = "Media storage is not configured";

export const mediaApi = describeApi("Media library", "Every stored image, where it is shown, and its details.", {
  "GET /api/media": {
    summary: "List media items",
    description:
      "Newest first. `q` searches title, alt text and address; `type`, `tag`, `unused=true` and `url` (an address, repeated for several, at most 100) filter. Paged with `limit` and `cursor`; a page carries `X-Total-Count`.",
    access: "staff",
    query: pageQuery.extend(mediaListQuerySchema.omit({ limit: true, cursor: true }).shape),
    responses: {
      200: {
        description: "The items.",
        json: z.array(MediaItem),
        headers: {
          ...pageHeaders,
          "X-Total-Count": { description: "With `limit`: how many items the search and filters keep." },
        },
      },
    },
  },
  "DELETE /api/media": {
    summary: "Delete every unused item and its file",
    description:
      "Only with `unused=true`: every item no entry shows goes, with its stored file and resized copies. Items in use stay.",
    access: "owner",
    query: mediaDeleteQuerySchema,
    responses: { 200: MediaDeleted },
  },
  "GET /api/media/:id": {
    summary: "One media item and the entries that show it",
    access: "staff",
    responses: { 200: MediaItemWithUsages },
  },
  "PUT /api/media/:id": {
    summary: "Change an item's title, alt text, tags or focal point",
    description:
      "A new focal point moves the crop on every page showing the item at once. Alt text is copied into an entry when the item is chosen there, so changing it here changes no page.",
    access: "staff",
    body: mediaUpdateSchema,
    responses: { 200: MediaItemWithUsages },
  },
  "DELETE /api/media/:id": {
    summary: "Delete an unused item and its file",
    access: "owner",
    responses: {
      204: "Deleted, with its stored file and resized copies.",
      409: { description: "In use.", json: MediaInUse },
    },
  },
  "POST /api/media/:id/replace": {
    summary: "Get an address to upload a new file for an item",
    description:
      "PUT the file to `uploadURL`; once it arrives, every entry that shows the item shows the new file (its address changes; the old one redirects).",
    access: "staff",
    body: mediaReplaceSchema,
    responses: { 200: ReplaceTicket },
    errors: {
      413: "The file is over its purpose's limit.",
      415: "Not a PNG, JPEG, WebP, GIF or AVIF image.",
      503: NO_STORAGE,
    },
  },
  "POST /api/media/:id/describe": {
    summary: "Suggest alt text with the configured AI model",
    access: "staff",
    responses: { 200: AltSuggestion },
    errors: {
      422: "The stored file could not be read as an image.",
      429: "Too many AI requests (as AI drafts: 10 per 10 minutes per person).",
      502: "The model failed or timed out.",
      503: ALT_NOT_CONFIGURED,
    },
  },
});

export interface MediaRouterOptions {
  files?: MediaFiles;
  publicDir: string;
  linkOrigin: OriginOf;
  describer?: AltTextDescriber;
  limitPerWindow?: number;
}

export function mediaRouter(db: Db, opts: MediaRouterOptions): Router {
  const router = Router();
  const files = () => {
    if (!opts.files) throw new HttpError(503, NO_STORAGE);
    return opts.files;
  };
  // Uploads that went straight to S3 become items when the library is next read.
  const settled = async () => opts.files && (await settlePending(opts.files));
  const staff = requirePermission("manageMedia");

  router.get("/", staff, async (req, res) => {
    const { q, type, tag, unused, url } = parseWith(mediaListQuerySchema, req.query);
    const page = pageRequestOf(req);
    await settled();
    const filter = { q, type, tag, unused: unused === "true", urls: url };
    if (!page) return void res.json((await listMedia(db, filter)).items);
    const { items, nextCursor, total } = await listMediaCounted(db, filter, page);
    res.setHeader("X-Total-Count", String(total));
    if (nextCursor) {
      // The next page's address keeps the search and filters (http/paging's names only limit and cursor).
      const kept = [
        ...Object.entries({ q, type, tag, unused }).filter((e): e is [string, string] => !!e[1]),
        ...(url ?? []).map((u) => ["url", u] as [string, string]),
      ];
      const next = new URLSearchParams([...kept, ["limit", String(page.limit)], ["cursor", nextCursor]]);
      res.setHeader("Link", `<${req.baseUrl}?${next}>; rel="next"`);
    }
    res.json(items);
  });

  router.delete("/", noContentChange, requirePermission("deleteMedia"), async (req, res) => {
    parseWith(mediaDeleteQuerySchema, req.query);
    const { deleted, keys } = await deleteUnusedMedia(db, writeContext(req));
    if (opts.files) await removeStored(opts.files, keys);
    res.json({ deleted });
  });

  router.get("/:id", staff, async (req, res) => {
    const id = parseId(req.params.id);
    await settled();
    res.json(await getMedia(db, id));
  });

  // A new focal point moves the crop on the pages showing the item (decision 062).
  router.put("/:id", changesContent, staff, requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updateMedia(db, id, parseWith(mediaUpdateSchema, req.body), writeContext(req)));
  });

  router.delete("/:id", noContentChange, requirePermission("deleteMedia"), async (req, res) => {
    const id = parseId(req.params.id);
    try {
      const keys = await deleteMedia(db, id, writeContext(req));
      if (opts.files) await removeStored(opts.files, keys);
    } catch (err) {
      if (!(err instanceof MediaInUseError)) throw err;
      return void res.status(409).json({ message: err.message, usages: err.usages, requestId: String(req.id ?? "") });
    }
    res.status(204).end();
  });

  router.post("/:id/replace", noContentChange, staff, requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    const { contentType, size, purpose } = parseWith(mediaReplaceSchema, req.body);
    const { storage } = files();
    const origin = opts.linkOrigin(req) ?? "";
    const { uploadURL } = await grantUpload(db, storage, writeContext(req), {
      contentType,
      size,
      purpose,
      origin,
      replacing: id,
    });
    res.json({ uploadURL });
  });

  const limiter = sharedRateLimit(db, "describe-media", {
    windowMs: 10 * 60 * 1000,
    limit: opts.limitPerWindow ?? 10,
    keyGenerator: (req) => req.user!.id,
    handler: (_req, _res, next) =>
      next(new HttpError(429, "Too many alt text suggestions. Please wait a few minutes and try again.")),
  });
  router.post(
    "/:id/describe",
    noContentChange,
    staff,
    (req, res, next) => {
      res.locals.mediaId = parseId(req.params.id);
      next(opts.describer ? undefined : new HttpError(503, ALT_NOT_CONFIGURED));
    },
    limiter,
    async (_req, res) => {
      const item = await getMediaRow(db, res.locals.mediaId as string);
      const { storage } = files();
      const alt = await suggestAlt(item, { storage, publicDir: opts.publicDir, describer: opts.describer! });
      res.json({ alt });
    },
  );
  return router;
}
