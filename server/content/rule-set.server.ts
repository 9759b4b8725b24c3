import { dependsOn, EVERYTHING, REDIRECT_RULES, type Tag } from "./dependencies.server.ts";
import {
  compileRules,
  redirectOf,
  type CompiledRules,
  type RuleRedirect,
  type StoredRule,
} from "./rule-match.server.ts";

// Each instance keeps the redirect rules in memory (decision 054): read from the database once,
// and again only after a rule changed — here, or on another instance, which says so through the
// page cache's change notifications (server/http/content-changes.server.ts) with the tag
// REDIRECT_RULES. Such a change only marks the set stale; the next request that needs it reads it
// once (every waiting request shares that read), so a visitor asking right after the writer's
// answer already gets the new rule, and no request reads the database otherwise.

export class RedirectRuleSet {
  private compiled: CompiledRules | undefined;
  /** Bumped by every change; the set in memory is current when it was read at this number. */
  private wanted = 1;
  private loaded = 0;
  private loading: Promise<void> | undefined;
  /** Reads of the rule table so far (tests prove that matching reads nothing). */
  reads = 0;

  private readonly read: () => Promise<StoredRule[]>;

  constructor(read: () => Promise<StoredRule[]>) {
    this.read = read;
  }

  /** A rule changed: read them again before the next match. */
  invalidate(): void {
    this.wanted++;
  }

  /** For change notifications: a change naming the rules (or everything) makes the set stale. */
  onChange = (tags: Iterable<Tag>): void => {
    for (const tag of tags) if (tag === REDIRECT_RULES || tag === EVERYTHING) return this.invalidate();
  };

  /** The redirect a missing page at `path` (as requested) gets, with the request's query (`?…` or ""); null: none. */
  async redirectFor(path: string, search: string): Promise<RuleRedirect | null> {
    // The answer depends on the rules: a cached 301 goes when any rule changes.
    dependsOn(REDIRECT_RULES);
    return redirectOf(await this.current(), path, search);
  }

  private async current(): Promise<CompiledRules> {
    while (this.loaded !== this.wanted) {
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      await this.loading;
    }
    return this.compiled!;
  }

  private async load(): Promise<void> {
    const wanted = this.wanted;
    this.reads++;
    const rules = await this.read();
    this.compiled = compileRules(rules);
    this.loaded = wanted;
  }
}
