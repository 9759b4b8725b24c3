import { PREFIX_SUFFIX } from "#core/schemas/redirect-rule.ts";
import { lowerCase, normalisedPath, spelledPath } from "../http/normalised-path.server.ts";

// Matching redirect rules (decision 054), in memory: an exact rule first, then the longest prefix
// rule. Paths are compared as the router matches them (normalised-path.server.ts: decoded, lower
// case, no trailing slash), so every spelling of an old address finds its rule. Pure: the rule
// set (rule-set.server.ts) and the loop check (redirect-rules.server.ts) share it.

export interface StoredRule {
  id: string;
  fromPath: string;
  toUrl: string;
  permanent: boolean;
}

export interface CompiledRules {
  exact: Map<string, StoredRule>;
  /** Prefix rules by their base (`/old` for `/old/*`). */
  prefix: Map<string, StoredRule>;
}

export const isPrefixRule = (from: string) => from.endsWith(PREFIX_SUFFIX);
/** `/old` of `/old/*`. */
export const baseOf = (from: string) => (isPrefixRule(from) ? from.slice(0, -PREFIX_SUFFIX.length) : from);

/** A rule's `from` as stored: normalised, a prefix keeping its `/*`. */
export function storedFrom(from: string): string {
  if (!isPrefixRule(from)) return normalisedPath(from);
  const base = normalisedPath(baseOf(from));
  return `${base === "/" ? "" : base}${PREFIX_SUFFIX}`;
}

export function compileRules(rules: readonly StoredRule[]): CompiledRules {
  const compiled: CompiledRules = { exact: new Map(), prefix: new Map() };
  for (const rule of rules) {
    if (isPrefixRule(rule.fromPath)) compiled.prefix.set(baseOf(rule.fromPath), rule);
    else compiled.exact.set(rule.fromPath, rule);
  }
  return compiled;
}

/** The rule for a normalised path, and what of it follows the rule's base ("" or "/…"). */
export function ruleFor(rules: CompiledRules, path: string): { rule: StoredRule; restAt: number } | null {
  const exact = rules.exact.get(path);
  if (exact) return { rule: exact, restAt: path.length };
  if (rules.prefix.size === 0) return null;
  for (let base = path; base.length > 0; base = base.slice(0, base.lastIndexOf("/"))) {
    const rule = rules.prefix.get(base);
    if (rule) return { rule, restAt: base.length };
  }
  return null;
}

/** A decoded path's segments encoded again for a Location header (a decoded `/` is kept as `%2F`). */
function encodedRest(rest: string): string {
  return rest
    .split("/")
    .map((segment) => segment.split("%2F").map(encodeURIComponent).join("%2F"))
    .join("/");
}

/** Where `rule` sends a request whose path (as spelled, already normalised but for case) has `rest` after its base. */
export function targetOf(rule: StoredRule, rest: string): string {
  if (!isPrefixRule(rule.toUrl)) return rule.toUrl;
  const base = rule.toUrl.slice(0, -PREFIX_SUFFIX.length);
  const joined = base + encodedRest(rest);
  return joined === "" ? "/" : joined;
}

/** `target` with the request's query (`?…` or "") added before any fragment. */
export function withQuery(target: string, search: string): string {
  if (search.length <= 1) return target;
  const hash = target.indexOf("#");
  const [head, fragment] = hash === -1 ? [target, ""] : [target.slice(0, hash), target.slice(hash)];
  return `${head}${head.includes("?") ? "&" : "?"}${search.slice(1)}${fragment}`;
}

export interface RuleRedirect {
  location: string;
  status: 301 | 302;
}

/** The redirect a request path (as it came) and query get from `rules`, or null. */
export function redirectOf(rules: CompiledRules, rawPath: string, search: string): RuleRedirect | null {
  // A data request of the client router asks for the page before `.data`.
  const spelled = spelledPath(rawPath).replace(/(?:\/_)?\.data$/, "") || "/";
  const found = ruleFor(rules, lowerCase(spelled));
  if (!found) return null;
  const location = withQuery(targetOf(found.rule, spelled.slice(found.restAt)), search);
  return { location, status: found.rule.permanent ? 301 : 302 };
}
