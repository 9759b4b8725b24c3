import { redirectRuleInputSchema, type RedirectRuleInput } from "#core/schemas/redirect-rule.ts";
import type { Db } from "#db/client.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { ruleRefusal, storeCheckedRule } from "../content/redirect-rules.server.ts";
import { storedFrom, type StoredRule } from "../content/rule-match.server.ts";
import { normalisedPath } from "../http/normalised-path.server.ts";

// The old public addresses of an imported post answer 301 to its new one (DESIGN.md §3d): one
// permanent redirect rule each (decision 054), checked by the rules' own schema and checks — an
// address that is a page here, or would loop, is refused and reported, never forced. An address
// with a query (WordPress's `/?p=ID`) cannot be a rule: rules match paths only.

/** The old addresses that can become rules, as rule inputs; those that are the new path are left out. */
export function wantedRedirects(
  oldPaths: string[],
  newPath: string,
  problem?: (message: string) => void,
): RedirectRuleInput[] {
  const target = normalisedPath(newPath);
  const inputs: RedirectRuleInput[] = [];
  for (const from of oldPaths) {
    const parsed = redirectRuleInputSchema.safeParse({ from, to: newPath, permanent: true });
    if (!parsed.success) {
      problem?.(`The old address ${from} is not redirected: ${parsed.error.issues[0]?.message ?? "not a path"}`);
      continue;
    }
    if (storedFrom(parsed.data.from) === target) continue;
    inputs.push(parsed.data);
  }
  return inputs;
}

/**
 * Makes the rules of `oldPaths` → `newPath` in `tx` (which holds the rules' lock); returns those
 * made. A rule already leading there is kept as it is (a re-import); one leading elsewhere, or
 * refused by the rules' checks, is reported.
 */
export async function redirectOldPaths(
  tx: Db,
  ctx: WriteContext,
  oldPaths: string[],
  newPath: string,
  opts: { rules: StoredRule[]; problem: (message: string) => void },
): Promise<StoredRule[]> {
  const made: StoredRule[] = [];
  for (const input of wantedRedirects(oldPaths, newPath, opts.problem)) {
    const from = storedFrom(input.from);
    const existing = [...opts.rules, ...made].find((r) => r.fromPath === from);
    if (existing) {
      if (existing.toUrl !== input.to)
        opts.problem(`The old address ${input.from} is not redirected: a rule sends it to ${existing.toUrl} already.`);
      continue;
    }
    // Checked first, so a refusal never aborts the post's transaction (and needs no savepoint).
    const refused = await ruleRefusal(tx, input, [...opts.rules, ...made]);
    if (refused) {
      const detail = Object.values(refused.errors ?? {}).flat()[0] ?? refused.message;
      opts.problem(`The old address ${input.from} is not redirected: ${detail}`);
      continue;
    }
    const rule = await storeCheckedRule(tx, ctx, input);
    made.push({ id: rule.id, fromPath: rule.from, toUrl: rule.to, permanent: rule.permanent });
  }
  return made;
}
