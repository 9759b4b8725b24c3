import { and, desc, eq, sql } from "drizzle-orm";
import { publicPathOf, type RedirectType } from "#core/schemas/redirect.ts";
import type { RedirectRuleInput, RedirectRuleJson } from "#core/schemas/redirect-rule.ts";
import { isSlug } from "#core/slug.ts";
import type { Db } from "#db/client.server.ts";
import { blogPosts, caseStudies, redirectRules, slugRedirects } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { ConflictError } from "../errors.server.ts";
import { normalisedPath } from "../http/normalised-path.server.ts";
import { recordWrite } from "./changes.server.ts";
import { REDIRECT_RULES } from "./dependencies.server.ts";
import { livePageAt, livePagesUnder } from "./live-pages.server.ts";
import {
  baseOf,
  compileRules,
  isPrefixRule,
  ruleFor,
  storedFrom,
  targetOf,
  type CompiledRules,
  type StoredRule,
} from "./rule-match.server.ts";

// The owner's redirect rules (docs/product.md#redirects, decision 054): stored, listed, deleted,
// each write through recordWrite (audit entry, cache tags, every instance told). A rule is refused
// when its address is taken (a rule there already), when it would hide a live page, and when its
// target leads back to it through rules and slug redirects (a loop), or through too many hops.

/** Longest chain of redirects a new rule may start; longer ones are refused like loops. */
export const MAX_HOPS = 10;

const COLUMNS = {
  id: redirectRules.id,
  fromPath: redirectRules.fromPath,
  toUrl: redirectRules.toUrl,
  permanent: redirectRules.permanent,
  createdAt: redirectRules.createdAt,
};

type Row = StoredRule & { createdAt: Date };

const answer = (row: Row): RedirectRuleJson => ({
  kind: "rule",
  id: row.id,
  from: row.fromPath,
  to: row.toUrl,
  permanent: row.permanent,
  fromUrl: row.fromPath,
  toUrl: row.toUrl,
  createdAt: row.createdAt.toISOString(),
});

/** Every rule, newest first (the owner's list). */
export async function listRules(db: Db): Promise<RedirectRuleJson[]> {
  const rows = await db
    .select(COLUMNS)
    .from(redirectRules)
    .orderBy(desc(redirectRules.createdAt), desc(redirectRules.id));
  return rows.map(answer);
}

/** Every rule as matching needs it: what each instance keeps in memory (rule-set.server.ts). */
export function loadRules(db: Db): Promise<StoredRule[]> {
  return db
    .select({
      id: redirectRules.id,
      fromPath: redirectRules.fromPath,
      toUrl: redirectRules.toUrl,
      permanent: redirectRules.permanent,
    })
    .from(redirectRules);
}

const fromTaken = (from: string) =>
  new ConflictError("A rule for this address exists already", {
    from: [`A rule for ${from} exists already: delete it first to change where it leads.`],
  });
const hidesPage = (reason: string) =>
  new ConflictError("A rule may not hide a page of the site", {
    from: [`${reason} A rule may not hide it.`],
  });
const loops = (message: string) => new ConflictError("This rule would make a loop", { to: [message] });

export async function createRule(db: Db, ctx: WriteContext, input: RedirectRuleInput): Promise<RedirectRuleJson> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockRules(tx);
    return insertCheckedRule(tx, ctx, input, await loadRules(tx));
  });
}

/** One rule write at a time (until the transaction ends): the loop check reads every rule. */
export async function lockRules(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirect-rules'))`);
}

/**
 * Checks and stores one rule in `tx`, which holds `lockRules`, given every stored rule
 * (`existing`): an import making thousands of rules reads them once, not once per rule
 * (decision 057), and adds each rule it makes to its copy.
 */
export async function insertCheckedRule(
  tx: Db,
  ctx: WriteContext,
  input: RedirectRuleInput,
  existing: StoredRule[],
): Promise<RedirectRuleJson> {
  const refused = await ruleRefusal(tx, input, existing);
  if (refused) throw refused;
  return storeCheckedRule(tx, ctx, input);
}

/** Stores a rule that `ruleRefusal` found nothing against, in the same transaction (holding `lockRules`). */
export async function storeCheckedRule(tx: Db, ctx: WriteContext, input: RedirectRuleInput): Promise<RedirectRuleJson> {
  const from = storedFrom(input.from);
  const [row] = await tx
    .insert(redirectRules)
    .values({ fromPath: from, toUrl: input.to, permanent: input.permanent })
    .returning(COLUMNS);
  await recordWrite(tx, ctx, {
    audit: { action: "create", entityType: "redirect", entityId: row!.id, summary: summaryOf(row!) },
    tags: [REDIRECT_RULES],
  });
  return answer(row!);
}

/** Why `input` may not be stored beside `existing` (taken, hides a page, loops), or null: the checks of insertCheckedRule. */
export async function ruleRefusal(
  tx: Db,
  input: RedirectRuleInput,
  existing: StoredRule[],
): Promise<ConflictError | null> {
  const from = storedFrom(input.from);
  if (existing.some((rule) => rule.fromPath === from)) return fromTaken(from);
  const live = isPrefixRule(from) ? await livePagesUnder(tx, baseOf(from)) : await livePageAt(tx, from);
  if (live) return hidesPage(live);
  const candidate: StoredRule = { id: "new", fromPath: from, toUrl: input.to, permanent: input.permanent };
  const loop = await loopFrom(tx, compileRules([...existing, candidate]), candidate);
  return loop ? loops(loop) : null;
}

/** Deletes one rule; false when `id` names none (it may be a slug's redirect). */
export async function deleteRule(db: Db, ctx: WriteContext, id: string): Promise<boolean> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [row] = await tx.delete(redirectRules).where(eq(redirectRules.id, id)).returning(COLUMNS);
    if (!row) return false;
    await recordWrite(tx, ctx, {
      audit: { action: "delete", entityType: "redirect", entityId: id, summary: summaryOf(row) },
      tags: [REDIRECT_RULES],
    });
    return true;
  });
}

const summaryOf = (row: StoredRule) =>
  `Redirect rule from ${row.fromPath} to ${row.toUrl} (${row.permanent ? "permanent" : "temporary"})`;

/**
 * Why `rule` would loop, or null. From its address (and, for a prefix, a path under it) the
 * redirects are followed as a visitor would meet them (slug redirects first, then rules), whether
 * or not their entries are live now (one may be published again later): coming back to a path
 * already passed is a loop, and more than MAX_HOPS hops is refused too.
 */
async function loopFrom(db: Db, rules: CompiledRules, rule: StoredRule): Promise<string | null> {
  const base = baseOf(rule.fromPath);
  const starts = isPrefixRule(rule.fromPath) ? [base, `${base}/any-page`] : [base];
  for (const start of starts) {
    const seen = [start];
    for (let path: string | null = start; path !== null;) {
      path = await nextHop(db, rules, path);
      if (path === null) break;
      if (seen.includes(path)) return `This leads back to ${path}: ${[...seen, path].join(" → ")}.`;
      seen.push(path);
      if (seen.length > MAX_HOPS)
        return `This leads through more than ${MAX_HOPS} redirects: point it at the last one.`;
    }
  }
  return null;
}

/** Where a visitor at `path` (normalised) is sent next, as a normalised path on this site; null when nowhere here. */
async function nextHop(db: Db, rules: CompiledRules, path: string): Promise<string | null> {
  const renamed = await slugTarget(db, path);
  if (renamed) return renamed;
  const found = ruleFor(rules, path);
  if (!found) return null;
  const target = targetOf(found.rule, path.slice(found.restAt));
  if (!target.startsWith("/")) return null;
  return normalisedPath(target.replace(/[?#].*$/, ""));
}

/** The current address of the entry whose old slug `path` is, live or not. */
async function slugTarget(db: Db, path: string): Promise<string | null> {
  const match = /^\/(journal|case-studies)\/([^/]+)$/.exec(path);
  if (!match || !isSlug(match[2]!)) return null;
  const type: RedirectType = match[1] === "journal" ? "blog-post" : "case-study";
  const [row] = await db
    .select({ slug: sql<string>`coalesce(${blogPosts.slug}, ${caseStudies.slug})` })
    .from(slugRedirects)
    .leftJoin(blogPosts, eq(slugRedirects.blogPostId, blogPosts.id))
    .leftJoin(caseStudies, eq(slugRedirects.caseStudyId, caseStudies.id))
    .where(and(eq(slugRedirects.entityType, type), eq(slugRedirects.fromSlug, match[2]!)))
    .limit(1);
  return row ? normalisedPath(publicPathOf(type, row.slug)) : null;
}
