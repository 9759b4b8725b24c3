import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Db } from "#db/client.server.ts";
import { oidcModels } from "#db/schema.server.ts";

// oidc-provider's storage on the oidc_models table, so sign-in sessions, grants and codes
// survive restarts and are shared by every instance.

// PostgreSQL text and jsonb cannot hold NUL. A client can put one into any parameter the
// provider stores (state, nonce …) or looks up (codes, ids): stored values lose it, and an id
// that contains one names nothing — instead of a database error and a 500 (found by wapiti).
const hasNul = (value: string) => value.includes("\u0000");

function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.replaceAll("\u0000", "");
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replaceAll("\u0000", ""), withoutNul(v)]));
  }
  return value;
}

export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    private readonly kind: string;

    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, rawPayload: AdapterPayload, expiresIn: number): Promise<void> {
      if (hasNul(id)) return;
      const payload = withoutNul(rawPayload) as AdapterPayload;
      const values = {
        kind: this.kind,
        id,
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcModels)
        .values(values)
        .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: values });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
        .from(oidcModels)
        .where(
          and(
            eq(oidcModels.kind, this.kind),
            condition,
            or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async find(id: string) {
      return hasNul(id) ? undefined : this.findWhere(eq(oidcModels.id, id));
    }

    async findByUid(uid: string) {
      return hasNul(uid) ? undefined : this.findWhere(eq(oidcModels.uid, uid));
    }

    async findByUserCode(userCode: string) {
      return hasNul(userCode) ? undefined : this.findWhere(eq(oidcModels.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      if (hasNul(id)) return;
      await db
        .update(oidcModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      if (hasNul(id)) return;
      await db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (hasNul(grantId)) return;
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }
  };
}

/** Removes expired rows; run now and then. */
export async function purgeExpiredOidcModels(db: Db): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, sql`now()`));
}
