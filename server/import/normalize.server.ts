import { slugCandidate, slugify } from "#core/slug.ts";
import { ImportRefused } from "./errors.server.ts";
import { imagesInHtml, plainText } from "./html.server.ts";
import {
  ALT_MAX,
  AUTHOR_MAX,
  CATEGORY_MAX,
  EXCERPT_MAX,
  HTML_MAX,
  MAX_IMPORT_POSTS,
  TAG_MAX,
  TAGS_PER_POST_MAX,
  TITLE_MAX,
} from "./limits.server.ts";
import type {
  ImportBatch,
  ImportedImage,
  ImportedPost,
  ImportedPostState,
  ImportProblem,
  ImportSource,
} from "./types.server.ts";

/** A post as a parser read it, before the product's rules (core/schemas/blog-post.ts) are applied. */
export interface DraftPost {
  sourceId: string;
  title: string;
  /** The source's own slug, if it has one (normalised here with core/slug.ts). */
  slug?: string;
  html: string;
  excerpt?: string;
  state: ImportedPostState;
  publishedAt?: Date;
  createdAt?: Date;
  updatedAt?: Date;
  tags: string[];
  categories: string[];
  authorName?: string;
  featuredImage?: ImportedImage;
  oldPaths: string[];
}

export function refuseTooManyPosts(count: number): void {
  if (count > MAX_IMPORT_POSTS)
    throw new ImportRefused(
      "too-many-posts",
      `The file holds ${count.toLocaleString("en")} posts; at most ${MAX_IMPORT_POSTS.toLocaleString("en")} can be imported at once.`,
    );
}

/** Applies the stored post's rules to every draft: what cannot pass is skipped and reported. */
export function finishBatch(source: ImportSource, drafts: DraftPost[], problems: ImportProblem[]): ImportBatch {
  refuseTooManyPosts(drafts.length);
  const taken = new Set<string>();
  const posts: ImportedPost[] = [];
  for (const draft of drafts) {
    const post = finishPost(draft, taken, problems);
    if (post) posts.push(post);
  }
  return { source, posts, problems };
}

function finishPost(draft: DraftPost, taken: Set<string>, problems: ImportProblem[]): ImportedPost | undefined {
  const note = (message: string) => problems.push({ item: title || draft.sourceId, message });
  let title = stripNul(draft.title).replace(/\s+/g, " ").trim();
  if (!title) {
    problems.push({ item: draft.sourceId, message: "Skipped: it has no title." });
    return undefined;
  }
  if (title.length > TITLE_MAX) {
    title = cut(title, TITLE_MAX);
    note(`Title cut to ${TITLE_MAX} characters.`);
  }
  const html = stripNul(draft.html).trim();
  if (!html) return void note("Skipped: its body is empty.");
  if (html.length > HTML_MAX)
    return void note(
      `Skipped: its body is ${html.length.toLocaleString("en")} characters long; at most ${HTML_MAX.toLocaleString("en")}.`,
    );

  const slug = uniqueSlug(draft, title, taken, note);
  let excerpt = draft.excerpt === undefined ? undefined : plainText(stripNul(draft.excerpt)) || undefined;
  if (excerpt && excerpt.length > EXCERPT_MAX) {
    excerpt = cut(excerpt, EXCERPT_MAX);
    note(`Excerpt cut to ${EXCERPT_MAX} characters.`);
  }
  let tags = names(draft.tags, TAG_MAX, "Tag", note);
  if (tags.length > TAGS_PER_POST_MAX) {
    note(`It has ${tags.length} tags; the first ${TAGS_PER_POST_MAX} are kept.`);
    tags = tags.slice(0, TAGS_PER_POST_MAX);
  }
  let state = draft.state;
  const publishedAt = validDate(draft.publishedAt);
  if (state === "scheduled" && !publishedAt) {
    note("Scheduled without a date: imported as a draft.");
    state = "draft";
  }
  const authorName = draft.authorName ? cut(stripNul(draft.authorName).trim(), AUTHOR_MAX) || undefined : undefined;
  const featuredImage = draft.featuredImage ? image(draft.featuredImage) : undefined;
  const images = imagesInHtml(html).map(image);
  if (featuredImage && !images.some((i) => i.url === featuredImage.url)) images.push(featuredImage);
  return {
    sourceId: draft.sourceId,
    title,
    slug,
    html,
    ...(excerpt ? { excerpt } : {}),
    state,
    ...(publishedAt ? { publishedAt } : {}),
    ...(validDate(draft.createdAt) ? { createdAt: draft.createdAt } : {}),
    ...(validDate(draft.updatedAt) ? { updatedAt: draft.updatedAt } : {}),
    tags,
    categories: names(draft.categories.slice(0, TAGS_PER_POST_MAX), CATEGORY_MAX, "Category", note),
    ...(authorName ? { authorName } : {}),
    ...(featuredImage ? { featuredImage } : {}),
    images,
    oldPaths: [...new Set(draft.oldPaths.filter((p) => p.startsWith("/") && !p.startsWith("//") && p !== "/"))],
  };
}

function uniqueSlug(draft: DraftPost, title: string, taken: Set<string>, note: (m: string) => void): string {
  const base = slugify(draft.slug ?? "") || slugify(title) || slugify(`post ${draft.sourceId}`) || "post";
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = slugCandidate(base, n);
  if (slug !== base) note(`Another post of the file has the address "${base}": this one becomes "${slug}".`);
  taken.add(slug);
  return slug;
}

/** Tag and category names: plain text, trimmed, cut to the stored limit, each once (case aside). */
function names(values: string[], max: number, kind: string, note: (m: string) => void): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    let name = plainText(stripNul(value));
    if (!name) continue;
    if (name.length > max) {
      note(`${kind} "${cut(name, 40)}…" cut to ${max} characters.`);
      name = cut(name, max);
    }
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

function image(img: ImportedImage): ImportedImage {
  const alt = img.alt ? cut(stripNul(img.alt).trim(), ALT_MAX) : "";
  return alt ? { url: img.url.trim(), alt } : { url: img.url.trim() };
}

const validDate = (d: Date | undefined): Date | undefined => (d && !Number.isNaN(d.getTime()) ? d : undefined);
const stripNul = (s: string) => s.replaceAll("\u0000", "");
const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max).trimEnd() : s);
