import { createHash, randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { can, isRole } from "#core/permissions.ts";
import type { ApiTokenInput, ApiTokenScope } from "#core/schemas/api-token.ts";
import type { Db } from "#db/client.server.ts";
import { apiTokens, users } from "#db/schema.server.ts";
import { systemContext, withAudit, type WriteContext } from "../audit/audit.server.ts";
import { NotFoundError } from "../errors.server.ts";

// API tokens (issue 18): `arcwell_pat_` + 32 random bytes. The prefix lets secret scanners find
// a leaked one; the database keeps only its SHA-256 (a token has 256 bits of entropy, so a
// fast hash is enough: nothing to guess). Every use reads the row, so a revoked token stops at
// once on every instance. A token lives only as long as its maker may make tokens (issue 33
// item 8): once they are removed or are no longer an owner, it answers 401.

export const TOKEN_PREFIX = "arcwell_pat_";
const TOKEN_PATTERN = /^arcwell_pat_[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Last-used time is written at most this often per token: not a write per request. */
const LAST_USED_GRANULARITY_MS = 60_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const PUBLIC_COLUMNS = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** The new token, in the one answer that ever shows it (docs/product.md#integrations). */
/** `createdBy`: the owner making it; the token works only while they may make tokens. Audited in its transaction. */
export async function createApiToken(
  db: Db,
  input: ApiTokenInput,
  createdBy: string | undefined,
  ctx: WriteContext = systemContext(),
) {
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null;
  const row = await withAudit(
    db,
    ctx,
    async (tx) => {
      const [inserted] = await tx
        .insert(apiTokens)
        .values({
          name: input.name,
          scope: input.scope,
          tokenHash: hashOf(token),
          createdBy: createdBy ?? null,
          expiresAt,
        })
        .returning(PUBLIC_COLUMNS);
      return inserted!;
    },
    (created) => ({
      action: "create",
      entityType: "api-token",
      entityId: created.id,
      summary: `API token “${created.name}” (${created.scope})`,
    }),
  );
  const { lastUsedAt: _unused, ...created } = row;
  return { ...created, token };
}

/** Whether a token's maker (their role, or undefined once removed) may still make tokens. */
const makerMayMakeTokens = (role: unknown) => isRole(role) && can(role, "manageIntegrations");

/** The tokens, newest first, each with its maker's email and whether it still works. */
export async function listApiTokens(db: Db) {
  const rows = await db
    .select({ ...PUBLIC_COLUMNS, createdBy: users.email, makerRole: users.role })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(({ makerRole, ...token }) => ({ ...token, active: makerMayMakeTokens(makerRole) }));
}

/** Revokes a token at once; its audit entry commits with it. */
export async function revokeApiToken(db: Db, id: string, ctx: WriteContext): Promise<void> {
  await withAudit(
    db,
    ctx,
    async (tx) => {
      const gone = await tx.delete(apiTokens).where(eq(apiTokens.id, id)).returning({ id: apiTokens.id });
      if (gone.length === 0) throw new NotFoundError("API token");
    },
    () => ({ action: "delete", entityType: "api-token", entityId: id, summary: "API token revoked" }),
  );
}

export interface ApiTokenIdentity {
  id: string;
  name: string;
  scope: ApiTokenScope;
}

/** The live token behind `token`, or undefined (unknown, malformed, expired or revoked). */
export async function findApiToken(db: Db, token: string): Promise<ApiTokenIdentity | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      makerRole: users.role,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(
      sql`${apiTokens.tokenHash} = ${hashOf(token)} and (${apiTokens.expiresAt} is null or ${apiTokens.expiresAt} > now())`,
    );
  if (!row || (row.scope !== "read" && row.scope !== "write") || !makerMayMakeTokens(row.makerRole)) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id));
  }
  return { id: row.id, name: row.name, scope: row.scope };
}
