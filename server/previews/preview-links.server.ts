import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, getTableColumns, gt, isNull } from "drizzle-orm";
import type { PreviewInput, PreviewType } from "#core/schemas/preview.ts";
import type { Db } from "#db/client.server.ts";
import { blogPosts, caseStudies, previewLinks } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { newerAutosaveFields } from "../content/autosaves.server.ts";
import { recordWrite } from "../content/changes.server.ts";
import { KINDS, publishableKindOf } from "../content/kinds.server.ts";
import { getCaseStudyById } from "../content/case-studies.server.ts";
import { NotFoundError } from "../errors.server.ts";
import { getPostById } from "../content/posts.server.ts";
import { visibleToVisitors } from "../content/publication.server.ts";

// Preview links (docs/product.md#preview-links): a random 256-bit token shows the saved content
// of one draft to anyone holding it, until it expires or is revoked. Only its SHA-256 is stored,
// so a copy of the database opens no preview.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tokens are 43 base64url characters; anything else names no link and is not even looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** How a preview reads its entry, per kind (the kind's own module). */
const READ = { post: getPostById, "case-study": getCaseStudyById } as const;

export async function createPreviewLink(
  db: Db,
  input: PreviewInput,
  ctx: WriteContext,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const { kind, label } = KINDS[publishableKindOf(input.type)];
  const entity = await READ[kind](db, input.id);
  if (!entity) throw new NotFoundError(label);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  const link = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(previewLinks)
      .values({
        tokenHash: hashOf(token),
        entityType: input.type,
        entityId: input.id,
        createdBy: ctx.actor.label,
        expiresAt,
      })
      .returning({ id: previewLinks.id });
    // A preview page is never cached: the link changes nothing a visitor sees.
    await recordWrite(tx as unknown as Db, ctx, {
      audit: {
        action: "preview.create",
        entityType: input.type,
        entityId: input.id,
        summary: `Preview link for the ${label.toLowerCase()} “${entity.title}”, expires ${expiresAt.toISOString()}`,
      },
      tags: [],
    });
    return row!;
  });
  return { id: link.id, token, expiresAt };
}

const live = () => and(isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, new Date()));

/** An entity's live links, newest first. */
export function listPreviewLinks(db: Db, type: PreviewType, id: string) {
  return db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      createdBy: previewLinks.createdBy,
    })
    .from(previewLinks)
    .where(and(eq(previewLinks.entityType, type), eq(previewLinks.entityId, id), live()))
    .orderBy(desc(previewLinks.createdAt));
}

/** Revokes a live link at once; an unknown, expired or already revoked one is not found. */
export async function revokePreviewLink(db: Db, id: string, ctx: WriteContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(previewLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(previewLinks.id, id), live()))
      .returning();
    if (!link) throw new NotFoundError("Preview link");
    await recordWrite(tx as unknown as Db, ctx, {
      audit: {
        action: "preview.revoke",
        entityType: link.entityType,
        entityId: link.entityId,
        summary: `Preview link revoked (created by ${link.createdBy})`,
      },
      tags: [],
    });
  });
}

/**
 * What a live token shows: the entity it names, whatever its state, with the fields of its newest
 * autosave laid over it while that autosave is newer than the entity's last save (decision 043),
 * and whether visitors see the entity now; null for any other token.
 */
export async function resolvePreviewToken(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [link] = await db
    .select({ entityType: previewLinks.entityType, entityId: previewLinks.entityId, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, hashOf(token)), live()))
    .limit(1);
  if (!link) return null;
  if (link.entityType === "blog-post") {
    const [found, autosaved] = await Promise.all([
      postWithLiveness(db, link.entityId),
      newerAutosaveFields(db, "blog-post", link.entityId),
    ]);
    if (!found) return null;
    const { isLive, ...post } = found;
    return { type: "blog-post" as const, post: laidOver(post, autosaved), isLive, expiresAt: link.expiresAt };
  }
  const [found, autosaved] = await Promise.all([
    caseStudyWithLiveness(db, link.entityId),
    newerAutosaveFields(db, "case-study", link.entityId),
  ]);
  if (!found) return null;
  const { isLive, ...study } = found;
  return { type: "case-study" as const, study: laidOver(study, autosaved), isLive, expiresAt: link.expiresAt };
}

const isLive = (table: typeof blogPosts | typeof caseStudies) => visibleToVisitors(table).mapWith(Boolean);

/** The post with `id` and whether visitors see it now (the visibility rule of publication.server.ts). */
async function postWithLiveness(db: Db, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(blogPosts), isLive: isLive(blogPosts) })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row;
}

/** The case study with `id` and whether visitors see it now. */
async function caseStudyWithLiveness(db: Db, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(caseStudies), isLive: isLive(caseStudies) })
    .from(caseStudies)
    .where(eq(caseStudies.id, id))
    .limit(1);
  return row;
}

const KEPT = new Set(["id", "createdAt", "updatedAt"]);

/** `entity` with the autosaved fields it has a column for; its identity and times stay its own. */
function laidOver<T extends object>(entity: T, fields: Record<string, unknown> | null): T {
  if (!fields) return entity;
  const out = { ...entity } as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (Object.hasOwn(out, name) && !KEPT.has(name)) out[name] = value;
  }
  return out as T;
}
