import { Router, type Request } from "express";
import { z } from "zod";
import {
  AUTOSAVE_COLLECTIONS,
  AUTOSAVE_LIST_MAX,
  AUTOSAVES_PER_MINUTE,
  autosaveCollectionParam,
  autosaveInputSchema,
  type AutosaveEntityType,
} from "#core/schemas/autosave.ts";
import { idParam } from "#core/schemas/common.ts";
import type { Db } from "#db/client.server.ts";
import { deleteAutosave, getAutosave, listAutosaves, saveAutosave } from "../content/autosaves.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { HttpError, notFound, parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// Editor autosaves (docs/product.md#autosave, decision 043): each person's own unsaved work on a post
// or case study. An autosave changes nothing visitors see, so these writes are `noContentChange`:
// no emptied cache, no revision, no audit entry, no webhook (the audit log records changes of the
// product's state; this is the editor's scratch copy, like a browser's local storage kept here).

export const TOO_MANY_AUTOSAVES = `Too many autosaves: at most ${AUTOSAVES_PER_MINUTE} a minute. Your work is still in the editor; it is sent again shortly.`;
const TOKENS_REFUSED = "Autosaves belong to a person in the dashboard: API tokens cannot keep or read them.";

const params = { collection: autosaveCollectionParam, key: idParam };
const timestamp = z.iso.datetime({ offset: true });

const AutosaveSaved = z.object({ key: z.uuid(), savedAt: timestamp });
const AutosaveSummary = z.object({
  key: z.uuid().meta({ description: "The entry's id, or the editor's own key of an entry not created yet." }),
  isNew: z.boolean(),
  title: z.string(),
  savedAt: timestamp,
  baseUpdatedAt: timestamp.nullable(),
});
const Autosave = AutosaveSummary.extend({
  values: z.record(z.string(), z.unknown()).meta({ description: "The editor's values, as sent." }),
});

export const autosavesApi = describeApi(
  "Autosaves",
  "Each person's unsaved editor work on a post or case study, kept beside the entry; never shown to visitors.",
  {
    "PUT /api/autosaves/:collection/:key": {
      summary: "Keep the caller's autosave of an entry",
      description: `Replaces the caller's earlier autosave of the entry. \`collection\` is \`blog-posts\` or \`case-studies\`; \`key\` the entry's id, or (with \`isNew\`) the editor's own key. Changes nothing visitors see: no revision, audit entry, webhook or emptied cache. At most ${AUTOSAVES_PER_MINUTE} a minute per person. API tokens are refused (403).`,
      access: "staff",
      params,
      body: autosaveInputSchema,
      responses: { 200: AutosaveSaved },
      errors: {
        404: "No such collection, a key that is not a uuid, or (unless `isNew`) no entry with this id.",
        409: "`isNew` with the id of an existing entry.",
        429: `More than ${AUTOSAVES_PER_MINUTE} autosaves in a minute.`,
      },
    },
    "GET /api/autosaves/:collection/:key": {
      summary: "Read the caller's autosave of an entry",
      description: "Only one's own autosave; anyone else's is 404. API tokens are refused (403).",
      access: "staff",
      params,
      responses: { 200: Autosave },
    },
    "GET /api/autosaves/:collection": {
      summary: "List the caller's autosaves of a collection",
      description: `Newest first, at most ${AUTOSAVE_LIST_MAX}, without their values. API tokens are refused (403).`,
      access: "staff",
      params: { collection: autosaveCollectionParam },
      responses: { 200: z.array(AutosaveSummary) },
    },
    "DELETE /api/autosaves/:collection/:key": {
      summary: "Drop the caller's autosave of an entry",
      description: "204 whether or not there was one. API tokens are refused (403).",
      access: "staff",
      params,
      responses: { 204: "Dropped, or there was none." },
    },
  },
);

/** The entity type of a `:collection` segment; any other segment names nothing. */
function entityTypeOf(req: Request): AutosaveEntityType {
  const collection = autosaveCollectionParam.safeParse(req.params.collection);
  if (!collection.success) throw notFound("Collection");
  return AUTOSAVE_COLLECTIONS[collection.data];
}

export function autosavesRouter(db: Db, opts: { limitPerMinute?: number } = {}): Router {
  const router = Router();
  router.use(requirePermission("writeContent"), (req, _res, next) =>
    next(req.apiToken ? new HttpError(403, TOKENS_REFUSED) : undefined),
  );
  const limiter = sharedRateLimit(db, "autosave", {
    windowMs: 60_000,
    limit: opts.limitPerMinute ?? AUTOSAVES_PER_MINUTE,
    keyGenerator: (req) => req.user!.id,
    handler: (_req, _res, next) => next(new HttpError(429, TOO_MANY_AUTOSAVES)),
  });

  router.put(
    "/:collection/:key",
    noContentChange,
    (req, res, next) => {
      // A path that names nothing is 404 before the body is looked at.
      res.locals.autosaveTarget = { entityType: entityTypeOf(req), key: parseId(req.params.key) };
      next();
    },
    requireJsonBody,
    (req, res, next) => {
      // Only a well-formed autosave is counted against the limit.
      res.locals.autosaveInput = parseWith(autosaveInputSchema, req.body);
      next();
    },
    limiter,
    async (req, res) => {
      const { entityType, key } = res.locals.autosaveTarget as { entityType: AutosaveEntityType; key: string };
      const saved = await saveAutosave(db, req.user!.id, entityType, key, res.locals.autosaveInput);
      res.json(saved);
    },
  );
  router.get("/:collection/:key", async (req, res) => {
    const entityType = entityTypeOf(req);
    const autosave = await getAutosave(db, req.user!.id, entityType, parseId(req.params.key));
    if (!autosave) throw notFound("Autosave");
    res.json(autosave);
  });
  router.get("/:collection", async (req, res) => {
    res.json(await listAutosaves(db, req.user!.id, entityTypeOf(req)));
  });
  router.delete("/:collection/:key", noContentChange, async (req, res) => {
    const entityType = entityTypeOf(req);
    await deleteAutosave(db, req.user!.id, entityType, parseId(req.params.key));
    res.status(204).end();
  });
  return router;
}
