import { createHash } from "node:crypto";
import type { ImportReport, PostOutcome } from "#core/import-report.ts";
import { eq, sql } from "drizzle-orm";
import { BLOG_CATEGORIES, DEFAULT_IMPORT_CATEGORY, READ_TIME_MAX, READ_TIME_MIN } from "#core/constants.ts";
import { blogPostInputSchema, type BlogPostInput } from "#core/schemas/blog-post.ts";
import { publicPathOf } from "#core/schemas/redirect.ts";
import { slugCandidate } from "#core/slug.ts";
import { rowsOf, type Db } from "#db/client.server.ts";
import { blogPosts, importedPosts } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { createPost, updatePost } from "../content/posts.server.ts";
import { lockRules, loadRules } from "../content/redirect-rules.server.ts";
import type { StoredRule } from "../content/rule-match.server.ts";
import { ConflictError } from "../errors.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { plainText, rewriteImageSources } from "./html.server.ts";
import { ImageCopier } from "./image-copier.server.ts";
import { redirectOldPaths, wantedRedirects } from "./old-paths.server.ts";
import type { ImportBatch, ImportedPost } from "./types.server.ts";
import type { ZipMedia } from "./zip-media.server.ts";

// The write half of moving in (DESIGN.md §3d, issue 32, decision 057), shared by the CLI and
// POST /api/admin/import: each post of a batch goes through the posts' one write path
// (createPost / updatePost: sanitizing, revisions, audit, events, cache tags) in a transaction of
// its own, with the record of where it came from and the 301 rules of its old addresses, so a
// failure leaves no half-imported post. A post whose export is unchanged since the last import
// is left alone: the same file imported twice changes nothing the second time.

export interface ApplyOptions {
  ctx: WriteContext;
  /** Where image copies go (the uploads' storage); a dry run needs none. */
  storage?: ObjectStorage;
  allowPrivateNetworks: boolean;
  dryRun: boolean;
  /** The images inside an uploaded Markdown zip. */
  zipMedia?: ZipMedia;
  /** Called after each post (the dashboard's progress). */
  onProgress?: (done: number, total: number) => void;
}

/** Marks the fingerprint of a post imported without some of its images. */
const PARTIAL = "~partial";

/** What the export said of a post: when it is the same as last time, the post is left alone. */
function fingerprintOf(post: ImportedPost): string {
  return createHash("sha256")
    .update(JSON.stringify(["v1", post]))
    .digest("base64url");
}

export async function applyBatch(db: Db, batch: ImportBatch, opts: ApplyOptions): Promise<ImportReport> {
  const report: ImportReport = {
    dryRun: opts.dryRun,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    media: 0,
    redirects: 0,
    problems: [...batch.problems],
    posts: [],
  };
  const categories = await knownCategories(db);
  const images = new ImageCopier(db, { ...opts, problems: report.problems });
  // Every rule, read once for the whole import: each post's rules are checked against it (loops).
  const rules: StoredRule[] = await loadRules(db);
  const records = await importRecords(db, batch.source);
  let done = 0;
  for (const post of batch.posts) {
    const outcome = await importOne(db, post, { batch, opts, report, categories, images, rules, records });
    report[outcome]++;
    opts.onProgress?.(++done, batch.posts.length);
  }
  report.media = opts.dryRun ? await images.wantedCount() : images.copied;
  // A transaction with an id, committed synchronously, flushes the log of every post before it:
  // the answer still acknowledges only what is on disk.
  if (!opts.dryRun) await db.transaction((tx) => tx.execute(sql`select txid_current()`));
  return report;
}

interface Step {
  batch: ImportBatch;
  opts: ApplyOptions;
  report: ImportReport;
  categories: Map<string, string>;
  images: ImageCopier;
  rules: StoredRule[];
  records: Map<string, ImportRecord>;
}

interface ImportRecord {
  postId: string;
  fingerprint: string;
  slug: string;
  updatedAt: Date;
}

const recordKey = (sourceId: string, slug: string) => `${sourceId}\n${slug}`;

/** What earlier imports from `source` made, read once (a query per post would double a re-import's time). */
async function importRecords(db: Db, source: string): Promise<Map<string, ImportRecord>> {
  const rows = await db
    .select({
      sourceId: importedPosts.sourceId,
      sourceSlug: importedPosts.sourceSlug,
      postId: importedPosts.postId,
      fingerprint: importedPosts.fingerprint,
      slug: blogPosts.slug,
      updatedAt: blogPosts.updatedAt,
    })
    .from(importedPosts)
    .innerJoin(blogPosts, eq(blogPosts.id, importedPosts.postId))
    .where(eq(importedPosts.source, source));
  return new Map(rows.map(({ sourceId, sourceSlug, ...record }) => [recordKey(sourceId, sourceSlug), record]));
}

async function importOne(db: Db, post: ImportedPost, step: Step): Promise<PostOutcome> {
  const { batch, opts, report } = step;
  const fingerprint = fingerprintOf(post);
  const record = step.records.get(recordKey(post.sourceId, post.slug));
  const listed = (outcome: PostOutcome, slug = record?.slug ?? post.slug) => {
    report.posts.push({ title: post.title, path: publicPathOf("blog-post", slug), state: post.state, outcome });
    return outcome;
  };
  // A post whose images could not all be copied is recorded as partial: the next import tries again.
  if (record && record.fingerprint === fingerprint) return listed("unchanged");
  if (opts.dryRun) {
    step.images.countWanted(post);
    report.redirects += wantedRedirects(post.oldPaths, publicPathOf("blog-post", record?.slug ?? post.slug)).length;
    return listed(record ? "updated" : "created");
  }
  const problem = (message: string) => report.problems.push({ item: post.title, message });
  try {
    const { copies, failed } = await step.images.copyAll(post);
    const stored = failed ? `${fingerprint}${PARTIAL}` : fingerprint;
    const input = inputOf(post, step.categories, copies, problem);
    const parsed = blogPostInputSchema.safeParse(input);
    if (!parsed.success) {
      problem(`Not imported: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      return listed("failed");
    }
    const saved = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      // Not flushed one by one (decision 057): applyBatch flushes them all before it answers.
      await tx.execute(sql`set local synchronous_commit = off`);
      const row = record
        ? await updatePost(tx, record.postId, { ...parsed.data, slug: undefined }, opts.ctx)
        : await createWithFreeSlug(tx, parsed.data, opts.ctx, problem);
      // Tried again and still the same (an image still missing): nothing to record.
      const same = record && row.updatedAt.getTime() === record.updatedAt.getTime() && record.fingerprint === stored;
      if (same) return { row, made: [], same };
      await tx
        .insert(importedPosts)
        .values({
          source: batch.source,
          sourceId: post.sourceId,
          sourceSlug: post.slug,
          postId: row.id,
          fingerprint: stored,
        })
        .onConflictDoUpdate({
          target: [importedPosts.source, importedPosts.sourceId, importedPosts.sourceSlug],
          set: { postId: row.id, fingerprint: stored, updatedAt: sql`now()` },
        });
      if (post.oldPaths.length) await lockRules(tx);
      const made = await redirectOldPaths(tx, opts.ctx, post.oldPaths, publicPathOf("blog-post", row.slug), {
        rules: step.rules,
        problem,
      });
      return { row, made, same };
    });
    // Only once committed: a rolled-back post made no rules.
    step.rules.push(...saved.made);
    report.redirects += saved.made.length;
    return listed(saved.same ? "unchanged" : record ? "updated" : "created", saved.row.slug);
  } catch (err) {
    problem(`Not imported: ${err instanceof Error ? err.message : String(err)}`);
    return listed("failed");
  }
}

/** Tries the export's slug, then -2, -3 … when a post of this site has it already. */
async function createWithFreeSlug(
  tx: Db,
  input: BlogPostInput,
  ctx: WriteContext,
  problem: (message: string) => void,
): Promise<{ id: string; slug: string; updatedAt: Date }> {
  const base = input.slug!;
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : slugCandidate(base, n);
    try {
      const row = await createPost(tx, { ...input, slug }, ctx);
      if (n > 1) problem(`The address /journal/${base} is taken on this site: imported as /journal/${slug}.`);
      return row;
    } catch (err) {
      if (!(err instanceof ConflictError) || n >= 20) throw err;
    }
  }
}

/** The product's categories and those posts here already use, by lower-case name. */
async function knownCategories(db: Db): Promise<Map<string, string>> {
  const used = rowsOf<{ category: string }>(await db.execute(sql`select distinct category from blog_posts`));
  const known = new Map<string, string>();
  for (const name of [...BLOG_CATEGORIES, ...used.map((r) => r.category)]) known.set(name.toLowerCase(), name);
  return known;
}

/** The post as the write path takes it (core/schemas/blog-post.ts), images pointing at our copies. */
function inputOf(
  post: ImportedPost,
  categories: Map<string, string>,
  copies: Map<string, string>,
  problem: (message: string) => void,
): Record<string, unknown> {
  // DESIGN §3d: the first category this site knows is the post's; unknown ones become tags.
  const known = post.categories.map((c) => categories.get(c.toLowerCase()));
  const category = known.find((c) => c !== undefined) ?? DEFAULT_IMPORT_CATEGORY;
  const extra = post.categories.filter((_c, i) => known[i] !== category);
  let tags = [...post.tags];
  for (const name of extra) if (!tags.some((t) => t.toLowerCase() === name.toLowerCase())) tags.push(name);
  if (tags.length > 20) {
    problem(`Its categories and tags make ${tags.length} tags; the first 20 are kept.`);
    tags = tags.slice(0, 20);
  }
  const content = rewriteImageSources(post.html, (url) => copies.get(url));
  const text = plainText(content);
  const words = text ? text.split(" ").length : 0;
  const featured = post.featuredImage ? (copies.get(post.featuredImage.url) ?? post.featuredImage.url) : undefined;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? (text ? cut(text, 300) : post.title),
    content,
    category,
    ...(post.authorName ? { author: post.authorName } : {}),
    tags,
    ...(featured && /^(https?:\/\/|\/)/.test(featured) ? { featuredImageUrl: featured } : {}),
    ...(featured && post.featuredImage?.alt ? { featuredImageAlt: post.featuredImage.alt } : {}),
    isPublished: post.state !== "draft",
    ...(post.state !== "draft" && post.publishedAt ? { publishedAt: post.publishedAt.toISOString() } : {}),
    readTime: Math.min(READ_TIME_MAX, Math.max(READ_TIME_MIN, Math.round(words / 200))),
  };
}

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
