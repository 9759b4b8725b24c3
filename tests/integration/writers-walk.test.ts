import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostInputSchema } from "#core/schemas/blog-post.ts";
import { caseStudyInputSchema } from "#core/schemas/case-study.ts";
import { portfolioCardInputSchema } from "#core/schemas/portfolio-card.ts";
import { ventureInputSchema } from "#core/schemas/venture.ts";
import { auditLog, blogPosts } from "#db/schema.server.ts";
import { systemContext } from "#server/audit/audit.server.ts";
import { createCard, deleteCard, seedCards, updateCard } from "#server/content/cards.server.ts";
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from "#server/content/case-studies.server.ts";
import { collectingChanges, type Changes } from "#server/content/dependencies.server.ts";
import { setEnquiryHandled, storeEnquiry } from "#server/content/enquiries.server.ts";
import { createPost, deletePost, updatePost } from "#server/content/posts.server.ts";
import { deleteRedirect, listRedirects } from "#server/content/redirects.server.ts";
import { setUserRole } from "#server/content/users.server.ts";
import { createVenture, seedVentures, updateVenture } from "#server/content/ventures.server.ts";
import { setUpPageCache, type PageCacheSetup } from "#server/http/content-changes.server.ts";
import { checkSchedule, publishDueEntries } from "#server/jobs/scheduled-publishing.server.ts";
import { createPreviewLink, revokePreviewLink } from "#server/previews/preview-links.server.ts";
import { confirmSignup, startSignup, unsubscribe } from "#server/newsletter/subscribers.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { cardBody, caseStudyBody, contactBody, create, postBody, startPagesInstance, ventureBody } from "./helpers.ts";
import type { PagesInstance } from "./helpers.ts";

// One write path (issue 29): every write of content, enquiries, roles, redirects, preview links
// and the scheduler goes through the change recorder (server/content/changes.server.ts
// `recordWrite`): events, revision where it applies, audit entry and dependency tags in the
// write's own transaction. (a) A scan of server/ finds each function that inserts, updates or
// deletes rows of a content table and requires it to call the recorder or to be allow-listed
// here with a reason; then each writer runs and must have declared its tags and left its audit
// entry. (b) A scheduled post coming due empties only the cached answers that depend on it.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Tables whose writes must be recorded, as Drizzle names them and as SQL does. */
const TRACKED = [
  ["blogPosts", "blog_posts"],
  ["caseStudies", "case_studies"],
  ["portfolioCards", "portfolio_cards"],
  ["ventures", "ventures"],
  ["contactEnquiries", "contact_enquiries"],
  ["slugRedirects", "slug_redirects"],
  ["previewLinks", "preview_links"],
  ["users", "users"],
  ["newsletterSubscribers", "newsletter_subscribers"],
  ["redirectRules", "redirect_rules"],
  // The content modules' generic writes (`.insert(table)`, the kind's table).
  ["table", "blog_posts"],
];
const WRITE_CALL = new RegExp(
  `\\.(?:insert|update|delete)\\(\\s*(?:${TRACKED.map(([name]) => name).join("|")})\\s*\\)`,
);
const WRITE_SQL = new RegExp(
  `\\b(?:insert\\s+into|update|delete\\s+from)\\s+(?:${TRACKED.map(([, table]) => table).join("|")})\\b`,
  "i",
);
const RECORDER = /\b(?:recordWrite|recordChange|writeContent)(?:<[^>]*>)?\(/;

/** Writers that do not call the recorder themselves, each with the reason. */
const ALLOWED: Record<string, string> = {
  "server/content/redirects.server.ts#moveSlug":
    "runs inside updateWithSlug's writeContent transaction: the rename records itself",
  "server/content/enquiries.server.ts#purgeOldEnquiries":
    "retention purge (ENQUIRY_RETENTION_MONTHS), the Privacy Policy's deletion: no actor, nothing visitors see",
  "server/auth/identity-binding.server.ts#bind":
    "sign-in creates or links the person's own row; its caller writes the sign-in audit entry in the same transaction",
  "server/auth/accounts.server.ts#removeAccount":
    "the accounts CLI (by whoever holds the server's files, decision 048), not a change made through the app",
  "server/newsletter/subscribers.server.ts#purgePendingSignups":
    "retention purge of sign-ups never confirmed (7 days, decision 050): no actor, nothing visitors see",
  "server/auth/accounts.server.ts#setAppRole":
    "the accounts CLI, and an invitation's acceptance, which records itself (useLink) in the same transaction",
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The top-level declarations of a module, by name, each with its text up to the next one. */
function declarations(text: string): { name: string; body: string }[] {
  const starts = [...text.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)];
  return starts.map((match, i) => ({
    name: match[1]!,
    body: text.slice(match.index, starts[i + 1]?.index ?? text.length),
  }));
}

/** `module#function` of every top-level function of server/ that writes a tracked table. */
function writersIn(): { key: string; recorded: boolean }[] {
  return sources(path.join(ROOT, "server")).flatMap((file) => {
    const module = path.relative(ROOT, file).split(path.sep).join("/");
    return declarations(readFileSync(file, "utf8"))
      .filter(({ body }) => WRITE_CALL.test(body) || WRITE_SQL.test(body))
      .map(({ name, body }) => ({ key: `${module}#${name}`, recorded: RECORDER.test(body) }));
  });
}

describe("the writers of server/ (source scan)", () => {
  const writers = writersIn();

  it("finds the writers it knows (the scan itself works)", () => {
    const keys = writers.map((w) => w.key);
    for (const known of [
      "server/content/publishable.server.ts#updateLocked",
      "server/content/enquiries.server.ts#setEnquiryHandled",
      "server/content/users.server.ts#setUserRole",
      "server/jobs/scheduled-publishing.server.ts#publishDueEntries",
      "server/previews/preview-links.server.ts#revokePreviewLink",
    ])
      expect(keys).toContain(known);
  });

  it("every function writing a content table calls the recorder or is allow-listed with a reason", () => {
    const bypassing = writers.filter((w) => !w.recorded && !ALLOWED[w.key]).map((w) => w.key);
    expect(bypassing, "write through recordWrite/recordChange/writeContent, or allow-list with a reason").toEqual([]);
  });

  it("every allow-listed writer still exists and still bypasses the recorder", () => {
    const keys = new Set(writers.filter((w) => !w.recorded).map((w) => w.key));
    expect(Object.keys(ALLOWED).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe(`one write path (${DB_KIND})`, () => {
  let app: TestApp;
  const ctx = systemContext();

  beforeAll(async () => {
    app = await startTestApp({ pageCache: false });
  });
  afterAll(() => app?.close());

  const audits = async () => (await app.db.select({ n: count() }).from(auditLog))[0]!.n;

  /** Runs `write` as a request would, and checks it declared what it changed and left one audit entry. */
  async function recorded<T>(name: string, write: () => Promise<T>): Promise<T> {
    const changed: Changes = { declared: false, tags: new Set() };
    const before = await audits();
    const result = await collectingChanges(changed, write);
    expect(changed.declared, `${name} declared no tags: it bypassed the recorder`).toBe(true);
    expect((await audits()) - before, `${name}'s audit entries`).toBe(1);
    return result;
  }

  it("every writer goes through the recorder", async () => {
    await recorded("seedCards", () => seedCards(app.db, ctx));
    await recorded("seedVentures", () => seedVentures(app.db, ctx));

    const post = await recorded("createPost", () =>
      createPost(app.db, blogPostInputSchema.parse(postBody({ isPublished: true })), ctx),
    );
    await recorded("updatePost", () => updatePost(app.db, post.id, { slug: `${post.slug}-renamed` }, ctx));
    const [redirect] = (await listRedirects(app.db)).filter((r) => r.fromUrl.endsWith(post.slug));
    expect(redirect).toBeDefined();
    await recorded("deleteRedirect", () => deleteRedirect(app.db, ctx, redirect!.id));
    const link = await recorded("createPreviewLink", () =>
      createPreviewLink(app.db, { type: "blog-post", id: post.id, expiresInDays: 7 }, ctx),
    );
    await recorded("revokePreviewLink", () => revokePreviewLink(app.db, link.id, ctx));
    await recorded("deletePost", () => deletePost(app.db, post.id, ctx));

    const study = await recorded("createCaseStudy", () =>
      createCaseStudy(app.db, caseStudyInputSchema.parse(caseStudyBody()), ctx),
    );
    await recorded("updateCaseStudy", () => updateCaseStudy(app.db, study.id, { title: "Retitled study" }, ctx));
    await recorded("deleteCaseStudy", () => deleteCaseStudy(app.db, study.id, ctx));

    const card = await recorded("createCard", () =>
      createCard(app.db, portfolioCardInputSchema.parse(cardBody()), ctx),
    );
    await recorded("updateCard", () => updateCard(app.db, card.id, { name: "Renamed card" }, ctx));
    await recorded("deleteCard", () => deleteCard(app.db, card.id, ctx));

    const venture = await recorded("createVenture", () =>
      createVenture(app.db, ventureInputSchema.parse(ventureBody()), ctx),
    );
    await recorded("updateVenture", () => updateVenture(app.db, venture.id, { name: "Renamed venture" }, ctx));

    const { name, email, projectInterest } = contactBody() as Record<string, string>;
    const enquiry = await recorded("storeEnquiry", () =>
      storeEnquiry(app.db, { name: name!, email: email!, projectInterest: projectInterest! }, undefined, ctx),
    );
    await recorded("setEnquiryHandled", () => setEnquiryHandled(app.db, enquiry.id, true, ctx));

    const signup = await recorded("startSignup", () =>
      startSignup(app.db, ctx, { email: "walk@newsletter.example", sourcePath: "/journal" }),
    );
    await recorded("confirmSignup", () => confirmSignup(app.db, ctx, signup!.confirm));
    await recorded("unsubscribe", () => unsubscribe(app.db, ctx, signup!.unsubscribe));

    const { user } = await app.sessionCookie("team");
    await recorded("setUserRole", () => setUserRole(app.db, user.id, "investor", ctx));

    const due = await createPost(
      app.db,
      blogPostInputSchema.parse(postBody({ isPublished: true, publishedAt: new Date(Date.now() + 300).toISOString() })),
      ctx,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const published = await recorded("publishDueEntries", () => publishDueEntries(app.db));
    expect(published).toBe(1);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, due.id));
    expect(entry).toBeDefined();
  });
});

describe(`a scheduled post coming due (${DB_KIND})`, () => {
  let app: TestApp;
  let pages: PagesInstance;
  let publisher: PageCacheSetup;

  beforeAll(async () => {
    app = await startTestApp();
    pages = await startPagesInstance(app);
    publisher = await setUpPageCache({ notifications: app.database.notifications, logger: pino({ level: "silent" }) });
  });
  afterAll(async () => {
    await publisher?.close();
    await pages?.close();
    await app?.close();
  });

  /** Reads `path` until the cache answers it. */
  async function primed(path: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await pages.get(path)).headers.get("x-cache") === "HIT") return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} was never answered from the cache`);
  }

  it("empties only its own tags: its page and the post lists, on every instance", async () => {
    const team = await app.as("team");
    const other = await create<{ id: string; slug: string }>(team, "/api/blog-posts", postBody({ isPublished: true }));
    const at = new Date(Date.now() + 3000);
    const scheduled = await create<{ id: string; title: string }>(
      team,
      "/api/blog-posts",
      postBody({ isPublished: true, publishedAt: at.toISOString() }),
    );
    // Not /about: a page whose reads declare no tag is emptied by every write (decision 036).
    const paths = ["/journal", `/journal/${other.slug}`, "/case-studies"];
    for (const path of paths) await primed(path);
    expect((await pages.get("/journal")).body).not.toContain(scheduled.title);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 100)));
    const announced: string[][] = [];
    const published = await checkSchedule({
      db: app.db,
      onPublished: async (tags) => {
        announced.push(tags);
        await publisher.publishChange(tags);
      },
    });
    expect(published).toBe(1);
    expect(announced).toEqual([[`post:${scheduled.id}`, "post:list"]]);

    expect((await pages.get("/case-studies")).headers.get("x-cache")).toBe("HIT");
    expect((await pages.get(`/journal/${other.slug}`)).headers.get("x-cache")).toBe("HIT");
    const journal = await pages.get("/journal");
    expect(journal.headers.get("x-cache")).not.toBe("HIT");
    expect(journal.body).toContain(scheduled.title);
    // It went live through the one write path: the system's publish entry, dates kept.
    const [row] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, scheduled.id));
    expect(row!.publishedAt!.toISOString()).toBe(at.toISOString());
  });
});
