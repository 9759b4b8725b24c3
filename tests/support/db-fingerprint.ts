import { sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";

// Row counts and a checksum of each table, to prove that refused requests changed nothing.
// Sessions are left out: a signed-in request rolls its session's expiry forward by design.

const TABLES = [
  "portfolio_cards",
  "case_studies",
  "blog_posts",
  "ventures",
  "users",
  "contact_enquiries",
  "mail_outbox",
  "accounts",
  "app_settings",
  "api_tokens",
  "webhook_endpoints",
  "webhook_deliveries",
  "revisions",
  "audit_log",
  "preview_links",
  "slug_redirects",
  "two_factor_totp",
  "two_factor_recovery_codes",
  "webauthn_credentials",
  "redirect_rules",
  "imported_posts",
  "imported_media",
  "media_items",
  "media_references",
] as const;

export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(
      sql.raw(
        `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM ${table} t`,
      ),
    );
    const row = (result as unknown as { rows: { n: number; sum: string }[] }).rows[0]!;
    out[table] = `${row.n}:${row.sum}`;
  }
  return out;
}
