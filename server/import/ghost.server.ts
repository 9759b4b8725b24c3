import { ImportRefused } from "./errors.server.ts";
import { plainText } from "./html.server.ts";
import { checkSize, decodeUtf8 } from "./input.server.ts";
import { finishBatch, refuseTooManyPosts, type DraftPost } from "./normalize.server.ts";
import type { ImportBatch, ImportedPostState, ImportProblem } from "./types.server.ts";

// Ghost JSON export (Settings → Labs → Export) → ImportBatch (issue 32; docs/decisions/052).

export interface GhostOptions {
  /** The old site's address: `__GHOST_URL__` in image addresses is replaced by it. */
  baseUrl?: string;
}

type Row = Record<string, unknown>;

const GHOST_URL = "__GHOST_URL__";

const notGhost = (detail: string) => new ImportRefused("wrong-format", `This is not a Ghost export (JSON): ${detail}.`);

export function parseGhost(bytes: Buffer, opts: GhostOptions = {}): ImportBatch {
  checkSize(bytes, "Ghost export");
  const text = decodeUtf8(bytes, "Ghost export");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notGhost("it is not valid JSON");
  }
  const data = exportData(json);
  const posts = rows(data.posts, "posts");
  // Refused by count before a single post is built.
  refuseTooManyPosts(posts.filter((p) => !isPage(p)).length);
  const tags = new Map(rows(data.tags, "tags").map((t) => [str(t.id), t]));
  const users = new Map(rows(data.users, "users").map((u) => [str(u.id), str(u.name) || str(u.slug)]));
  const tagsOf = group(rows(data.posts_tags, "posts_tags"), "tag_id");
  const authorsOf = group(rows(data.posts_authors, "posts_authors"), "author_id");
  // Ghost 5 keeps the feature image's alt in posts_meta; earlier versions on the post.
  const metaOf = new Map(rows(data.posts_meta, "posts_meta").map((m) => [str(m.post_id), m]));
  const baseUrl = opts.baseUrl?.replace(/\/+$/, "");
  const problems: ImportProblem[] = [];
  let unresolved = 0;
  const resolve = (value: string) => {
    if (!value.includes(GHOST_URL)) return value;
    if (baseUrl) return value.replaceAll(GHOST_URL, baseUrl);
    unresolved += value.split(GHOST_URL).length - 1;
    return value;
  };
  const drafts: DraftPost[] = [];
  for (const post of posts) {
    const title = plainText(str(post.title));
    const name = title || str(post.id);
    if (isPage(post)) {
      problems.push({ item: name, message: "Skipped: a Ghost page, not a post." });
      continue;
    }
    const state = STATES[str(post.status)];
    if (!state) {
      problems.push({ item: name, message: `Skipped: its Ghost status is "${str(post.status) || "none"}".` });
      continue;
    }
    if (typeof post.html !== "string") {
      problems.push({ item: name, message: "Skipped: no HTML in the export (only mobiledoc or lexical)." });
      continue;
    }
    const id = str(post.id);
    const postTags = (tagsOf.get(id) ?? [])
      .map((tagId) => str(tags.get(tagId)?.name))
      .filter((t) => t && !t.startsWith("#"));
    const authorIds = authorsOf.get(id) ?? (post.author_id ? [str(post.author_id)] : []);
    const authorName = authorIds.map((a) => users.get(a)).find(Boolean);
    const image = str(post.feature_image);
    const alt = str(post.feature_image_alt) || str(metaOf.get(str(post.id))?.feature_image_alt);
    if (state === "published" && typeof post.visibility === "string" && post.visibility !== "public")
      problems.push({ item: name, message: `For ${post.visibility} members only in Ghost: public once imported.` });
    const slug = str(post.slug);
    drafts.push({
      sourceId: id,
      title,
      slug,
      html: resolve(post.html),
      ...(str(post.custom_excerpt) ? { excerpt: str(post.custom_excerpt) } : {}),
      state,
      ...(state !== "draft" && date(post.published_at) ? { publishedAt: date(post.published_at) } : {}),
      ...(date(post.created_at) ? { createdAt: date(post.created_at) } : {}),
      ...(date(post.updated_at) ? { updatedAt: date(post.updated_at) } : {}),
      tags: postTags,
      categories: [],
      ...(authorName ? { authorName } : {}),
      ...(image ? { featuredImage: alt ? { url: resolve(image), alt } : { url: resolve(image) } } : {}),
      oldPaths: state === "published" && slug ? [`/${slug}/`] : [],
    });
  }
  if (unresolved)
    problems.push({
      message: `${unresolved} image address(es) start with ${GHOST_URL}: give the old site's address (--base-url) so they can be copied.`,
    });
  return finishBatch("ghost", drafts, problems);
}

const STATES: Record<string, ImportedPostState | undefined> = {
  published: "published",
  draft: "draft",
  scheduled: "scheduled",
};

/** Ghost writes `{ db: [{ meta, data }] }`; some tools write `{ meta, data }` or `{ data }`. */
function exportData(json: unknown): Row {
  if (!isRow(json)) throw notGhost("it is not an object");
  const db = Array.isArray(json.db) ? (json.db[0] as unknown) : json;
  if (!isRow(db) || !isRow(db.data)) throw notGhost("it has no db[0].data");
  if (!Array.isArray(db.data.posts)) throw notGhost("it has no list of posts");
  return db.data;
}

function rows(value: unknown, what: string): Row[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw notGhost(`"${what}" is not a list`);
  return value.filter(isRow);
}

/** post id → the ids on the other side of a join table, in sort order. */
function group(links: Row[], other: string): Map<string, string[]> {
  const sorted = [...links].sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  const map = new Map<string, string[]>();
  for (const link of sorted) {
    const post = str(link.post_id);
    const list = map.get(post);
    if (list) list.push(str(link[other]));
    else map.set(post, [str(link[other])]);
  }
  return map;
}

const isRow = (v: unknown): v is Row => typeof v === "object" && v !== null && !Array.isArray(v);
/** Ghost 5 writes `type: "page"`; older exports `page: true` (or 1). */
const isPage = (post: Row) => post.type === "page" || post.page === true || post.page === 1;
const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

function date(value: unknown): Date | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}
