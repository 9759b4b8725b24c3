import type { Router } from "express";
import { z } from "zod";
import type { Permission } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { writeContext, type WriteContext } from "../http/write-context.server.ts";
import { KINDS } from "../content/kinds.server.ts";
import { getRevision, listRevisions } from "../content/revisions.server.ts";
import type { ContentKind } from "../webhooks/events.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { conflict, notFound } from "../http/errors.server.ts";
import { parseId, requirePermission } from "../http/guards.server.ts";
import { Revision, RevisionWithSnapshot } from "./openapi/answers.server.ts";
import type { OperationSpec, RouteKey } from "./openapi/describe.server.ts";

// Revision history (docs/product.md#revisions): list, read and restore, for each collection.
// Restoring saves the old content as a new revision, so the present is never lost. The
// publication state (published, publish date, shown) stays as it is now: restoring text must not
// publish or hide an entry by surprise.

/** Fields a restore leaves alone. */
const KEPT_ON_RESTORE = new Set(["isPublished", "publishedAt", "isActive"]);

interface RevisionsOf<Row> {
  /** The kind whose entries these are (server/content/kinds.server.ts). */
  kind: ContentKind;
  /** Who may restore (reads need readAllContent). */
  writePermission: Permission;
  getById: (db: Db, id: string) => Promise<Row | null>;
  /** The collection's update schema: a snapshot is checked again before it is written back. */
  updateSchema: z.ZodType<Record<string, unknown>>;
  update: (db: Db, id: string, patch: never, ctx: WriteContext) => Promise<Row>;
}

export function describeRevisions(kind: ContentKind): Record<RouteKey, OperationSpec> {
  const { collection, label } = KINDS[kind];
  const noun = label.toLowerCase();
  return {
    [`GET /api/${collection}/:id/revisions`]: {
      summary: `List the revisions of a ${noun}`,
      description: "Newest first, without their snapshots.",
      access: "staff",
      responses: { 200: z.array(Revision) },
    },
    [`GET /api/${collection}/:id/revisions/:revisionId`]: {
      summary: `Read one revision of a ${noun}`,
      access: "staff",
      responses: { 200: RevisionWithSnapshot },
    },
    [`POST /api/${collection}/:id/revisions/:revisionId/restore`]: {
      summary: `Restore a revision of a ${noun}`,
      description:
        "Saves the revision's content as a new revision; publication state stays as it is. 409 when its slug is taken now.",
      access: "staff",
      responses: { 200: "The restored entry." },
      errors: { 409: "The revision's slug is in use by another entry, or it no longer passes today's rules." },
    },
  } as Record<RouteKey, OperationSpec>;
}

/** Adds the revision routes to a collection's router. */
export function addRevisionRoutes<Row>(router: Router, db: Db, spec: RevisionsOf<Row>): void {
  const { entityType, label: what } = KINDS[spec.kind];
  const readable = requirePermission("readAllContent");
  const found = async (id: string) => {
    if (!(await spec.getById(db, id))) throw notFound(what);
  };
  router.get("/:id/revisions", readable, async (req, res) => {
    const id = parseId(req.params.id);
    await found(id);
    res.json(await listRevisions(db, entityType, id));
  });
  router.get("/:id/revisions/:revisionId", readable, async (req, res) => {
    const revision = await getRevision(db, entityType, parseId(req.params.id), parseId(req.params.revisionId));
    if (!revision) throw notFound("Revision");
    res.json(revision);
  });
  router.post(
    "/:id/revisions/:revisionId/restore",
    changesContent,
    requirePermission(spec.writePermission),
    async (req, res) => {
      const id = parseId(req.params.id);
      const revision = await getRevision(db, entityType, id, parseId(req.params.revisionId));
      if (!revision) throw notFound("Revision");
      const content = Object.fromEntries(
        Object.entries(revision.snapshot).filter(([key]) => !KEPT_ON_RESTORE.has(key)),
      );
      // Only what the update accepts; a snapshot that no longer passes today's rules is a conflict.
      const allowed = spec.updateSchema.safeParse(pickKnown(spec.updateSchema, content));
      if (!allowed.success) throw conflict("This revision no longer passes the current rules and cannot be restored.");
      // The new revision says which version it brought back: the one saved at `restoredFrom`.
      const ctx = { ...writeContext(req, "restore"), restoredFrom: revision.createdAt };
      res.json(await spec.update(db, id, allowed.data as never, ctx));
    },
  );
}

/** The snapshot's fields that the update schema knows (the row also has id, createdAt …). */
function pickKnown(schema: z.ZodType, snapshot: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => key in shape && key !== "updatedAt"));
}
