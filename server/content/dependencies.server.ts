import { AsyncLocalStorage } from "node:async_hooks";
import type { ContentKind } from "../webhooks/events.server.ts";

// What an answer was made from, and what a write changed, as dependency tags (decision 036).
// `post:{id}` is one entry; `post:list` is anything that lists, counts, searches or feeds that
// kind (lists, pages, categories, tags, sitemap, RSS, search). Content reads declare the tags
// they depend on and content writes the tags they change, each in one place here in
// server/content, so a loader cannot forget a dependency: whatever it reads declares itself.
// The page cache keeps an answer under the tags of its request and a write empties only the
// answers that share a tag with it (server/http/page-cache.server.ts).

export type Tag = string;
/** An answer or a write whose dependencies are not known: every write empties the first, the second empties all. */
export const EVERYTHING: Tag = "*";
/** Old slugs' redirects (decision 032). */
export const REDIRECTS: Tag = "redirects";
/** The owner's redirect rules (decision 054): every answer a rule made, and each instance's rule set. */
export const REDIRECT_RULES: Tag = "redirect-rules";

export const entityTag = (kind: ContentKind, id: string): Tag => `${kind}:${id}`;
export const listTag = (kind: ContentKind): Tag => `${kind}:list`;

// Kept on globalThis (decision 035): the pages bundle carries its own copy of this module, and
// its loaders' reads must reach the store that the server's page cache opened for the request.
const STORES = Symbol.for("arcwell.dependency-tags");
const { reads, writes } = ((globalThis as Record<symbol, unknown>)[STORES] ??= {
  reads: new AsyncLocalStorage<Set<Tag>>(),
  writes: new AsyncLocalStorage<Changes>(),
}) as { reads: AsyncLocalStorage<Set<Tag>>; writes: AsyncLocalStorage<Changes> };

/** What a write request changed: `declared` once any of its writes said (even "nothing visible"). */
export interface Changes {
  declared: boolean;
  tags: Set<Tag>;
}

/** Runs `fn` (a request's handling) collecting the tags its reads declare into `into`. */
export function collectingReads<T>(into: Set<Tag>, fn: () => T): T {
  return reads.run(into, fn);
}

/** Runs `fn` (a write request's handling) collecting what its writes change into `into`. */
export function collectingChanges<T>(into: Changes, fn: () => T): T {
  return writes.run(into, fn);
}

/** Declares that the answer being made depends on `tags` (a no-op outside a cached request). */
export function dependsOn(...tags: Tag[]): void {
  const into = reads.getStore();
  if (into) for (const tag of tags) into.add(tag);
}

/** Declares that the write under way changes what `tags` name (none: nothing a visitor sees). */
export function changes(...tags: Tag[]): void {
  const into = writes.getStore();
  if (!into) return;
  into.declared = true;
  for (const tag of tags) into.tags.add(tag);
}

/** One entry of `kind` and every list of that kind: what a visible create, update or delete changes. */
export const entryTags = (kind: ContentKind, id: string): Tag[] => [entityTag(kind, id), listTag(kind)];
