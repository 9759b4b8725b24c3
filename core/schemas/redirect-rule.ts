import { z } from "zod";
import { hasNoNul, REQUIRED } from "./common.ts";

// Redirect rules (docs/product.md#redirects, decision 054): the owner sends an old address (an exact
// path, or a prefix ending in `/*`) to a path on this site or an https address, permanently (301)
// or for now (302). `/old/*` → `/new` sends `/old` and everything under it to `/new`;
// `/old/*` → `/new/*` keeps the rest of the path (`/old/a/b` → `/new/a/b`). The query string of the
// request is kept. Rules answer only where the site would answer 404.

export const RULE_FROM_MAX = 500;
export const RULE_TO_MAX = 2000;
/** A prefix rule's ending, in `from` and (to keep the rest of the path) in `to`. */
export const PREFIX_SUFFIX = "/*";

const FROM_START = "Start the old address with /, as in /old-page.";
const TO_MESSAGE = "Use a path on this site (/…) or an https:// address.";
const STAR_MESSAGE = "Use * only at the very end, as in /old/*.";

/** Control characters and spaces at the ends never belong in an address. */
const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const isPrefix = (v: string) => v.endsWith(PREFIX_SUFFIX);
/** `*` anywhere but a final `/*`. */
const hasStrayStar = (v: string) => (isPrefix(v) ? v.slice(0, -2) : v).includes("*");

const from = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(RULE_FROM_MAX, `Use at most ${RULE_FROM_MAX} characters.`)
  .refine((v) => hasNoNul(v) && !hasControl(v), "Contains an invalid character.")
  .refine((v) => v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\"), FROM_START)
  .refine((v) => !v.includes("?") && !v.includes("#"), "Leave out the query (?…) and the fragment (#…).")
  .refine((v) => !hasStrayStar(v), STAR_MESSAGE)
  .refine(
    (v) => v !== PREFIX_SUFFIX,
    "A rule for every address would hide the whole site: name a prefix, as in /old/*.",
  );

/** The target as it will be sent in a Location header: percent-encoded, or undefined when not allowed. */
export function ruleTarget(value: string): string | undefined {
  if (hasControl(value) || /\s/.test(value) || hasStrayStar(value)) return undefined;
  if (value.startsWith("/")) {
    // `//host` and `/\host` are other sites to a browser.
    if (value.startsWith("//") || value.startsWith("/\\")) return undefined;
    const url = new URL(value, "https://site.invalid");
    return url.origin === "https://site.invalid" ? url.pathname + url.search + url.hash : undefined;
  }
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return undefined;
  return url.href;
}

const to = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(RULE_TO_MAX, `Use at most ${RULE_TO_MAX} characters.`)
  .refine(hasNoNul, "Contains an invalid character.")
  .refine((v) => !hasStrayStar(v), STAR_MESSAGE)
  .refine((v) => ruleTarget(v) !== undefined, TO_MESSAGE)
  .transform((v) => ruleTarget(v)!);

/** POST /api/redirects: one rule. */
export const redirectRuleInputSchema = z
  .strictObject({
    from,
    to,
    permanent: z.boolean({ error: "Must be true or false." }).optional().default(false),
  })
  .refine((rule) => !isPrefix(rule.to) || isPrefix(rule.from), {
    path: ["to"],
    message: "Keep the rest of the path (/*) only from a prefix (/old/*).",
  });
export type RedirectRuleInput = z.infer<typeof redirectRuleInputSchema>;

/** GET /api/admin/not-found. */
export const MISSING_PAGES_LIMIT_MAX = 200;
const LIMIT_MESSAGE = `Use a whole number from 1 to ${MISSING_PAGES_LIMIT_MAX}.`;
export const missingPagesQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MISSING_PAGES_LIMIT_MAX, LIMIT_MESSAGE)
    .default(50),
});

export interface RedirectRuleJson {
  kind: "rule";
  id: string;
  /** As stored: the path as the router matches it (lower case, decoded), `/*` for a prefix. */
  from: string;
  to: string;
  permanent: boolean;
  /** The same as `from` and `to`, named as the slug redirects name theirs, for one list. */
  fromUrl: string;
  toUrl: string;
  createdAt: string;
}

export interface MissingPageJson {
  path: string;
  hits: number;
  lastSeen: string;
  /** Host and path of the last page that linked here, when a browser said. */
  referrer: string | null;
}
