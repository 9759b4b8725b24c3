import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryPath, tagPath } from "#core/journal-paths.ts";
import { auditLog, blogPosts, previewLinks, revisions, webhookDeliveries } from "#db/schema.server.ts";
import { rowsOf } from "#db/client.server.ts";
import { purgeOldAuditEntries, recordAudit } from "#server/audit/audit.server.ts";
import { setUpPageCache, type PageCacheSetup } from "#server/http/content-changes.server.ts";
import { scrubUrl } from "#server/http/log-redaction.server.ts";
import { publishDueEntries } from "#server/jobs/scheduled-publishing.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import {
  type ApiFetch,
  call,
  cardBody,
  caseStudyBody,
  create,
  fetchersFor,
  postBody,
  randomUuid,
  startPagesInstance,
  type PagesInstance,
  unique,
  ventureBody,
} from "./helpers.ts";

// The editorial workflow (issue 14; docs/product.md#editorial-calls, #preview-links, #scheduling,
// #revisions, #audit-log): revision history and restore, optimistic concurrency, scheduled
// publishing on one instance (the two-instance proof is scheduling-instances.test.ts), the admin
// lists' status, preview links as pages, and the audit log's API, CSV and retention purge.

let app: TestApp;
let pages: PagesInstance;
let as: Record<Actor, ApiFetch>;
let teamEmail: string;
let ownerEmail: string;

/** Every line both instances log (info and up): no preview token may be in one. */
const logLines: string[] = [];
const capturingLogger = () => pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
/** Every preview token handed out in this file. */
const issuedTokens: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ webhooks: { allowPrivateNetworks: true }, logger: capturingLogger() });
  as = await fetchersFor(app);
  teamEmail = (await call<{ email: string }>(as.team, "/api/auth/user")).body.email;
  ownerEmail = (await call<{ email: string }>(as.owner, "/api/auth/user")).body.email;
  pages = await startPagesInstance(app, { logger: capturingLogger() });
});

afterAll(async () => {
  await pages?.close();
  await app?.close();
});

type Entity = Record<string, any> & { id: string; updatedAt: string };
interface RevisionSummary {
  id: string;
  createdAt: string;
  actor: { email: string };
  changedFields: string[];
}

const CONSONANTS = "bcdfghjklmnpqrtvwxz";
/** A made-up word no stored text holds (consonants only: the stemmer leaves it whole). */
const word = () => `zq${[...randomBytes(8)].map((b) => CONSONANTS[b % CONSONANTS.length]).join("")}`;

async function put(fetcher: ApiFetch, path: string, json: Record<string, unknown>) {
  return call<Entity>(fetcher, path, { method: "PUT", json });
}

async function revisionsOf(collection: string, id: string) {
  const res = await call<RevisionSummary[]>(as.team, `/api/${collection}/${id}/revisions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function rowOf(id: string) {
  const [row] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

describe(`revisions (${DB_KIND})`, () => {
  it("stores one per create and update, newest first, with actor, time and changed fields", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody({ tags: ["Alpha"] }));
    const first = await revisionsOf("blog-posts", post.id);
    expect(first).toHaveLength(1);
    expect(Object.keys(first[0]!).sort()).toEqual([
      "actor",
      "changedFields",
      "createdAt",
      "id",
      "kind",
      "restoredFrom",
      "scheduledFor",
    ]);
    expect(first[0]!.actor).toEqual({ email: teamEmail });
    expect(first[0]!.changedFields).toEqual(
      expect.arrayContaining(["title", "excerpt", "content", "category", "tags"]),
    );
    expect(first[0]!.changedFields).not.toContain("id");
    expect(first[0]!.changedFields).not.toContain("updatedAt");
    expect(Math.abs(Date.parse(first[0]!.createdAt) - Date.now())).toBeLessThan(60_000);

    const renamed = await put(as.owner, `/api/blog-posts/${post.id}`, { title: `Renamed ${unique()}` });
    expect(renamed.status).toBe(200);
    const retagged = await put(as.team, `/api/blog-posts/${post.id}`, { tags: ["Beta"], excerpt: "New excerpt" });
    expect(retagged.status).toBe(200);

    const list = await revisionsOf("blog-posts", post.id);
    expect(list).toHaveLength(3);
    expect(list.map((r) => r.actor.email)).toEqual([teamEmail, ownerEmail, teamEmail]);
    expect(list[0]!.changedFields.sort()).toEqual(["excerpt", "tags"]);
    expect(list[1]!.changedFields).toEqual(["title"]);
    // Newest first.
    const times = list.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list[2]!.id).toBe(first[0]!.id);

    // One revision with its snapshot: the entity as the API answered it then.
    const read = await call<RevisionSummary & { snapshot: Entity }>(
      as.team,
      `/api/blog-posts/${post.id}/revisions/${list[1]!.id}`,
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: list[1]!.id, actor: { email: ownerEmail }, changedFields: ["title"] });
    expect(read.body.snapshot).toMatchObject({ id: post.id, title: renamed.body.title, tags: ["Alpha"] });
    expect(read.body.snapshot.updatedAt).toBe(renamed.body.updatedAt);
  });

  it("restore writes the old content back as a new revision, keeping the publication state", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody());
    const [original] = await revisionsOf("blog-posts", post.id);
    const published = await put(as.team, `/api/blog-posts/${post.id}`, {
      title: `Changed ${unique()}`,
      content: "<p>Changed body</p>",
      isPublished: true,
    });
    expect(published.body.isPublished).toBe(true);

    const restored = await call<Entity>(as.team, `/api/blog-posts/${post.id}/revisions/${original!.id}/restore`, {
      method: "POST",
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ id: post.id, title: post.title, content: post.content, slug: post.slug });
    // isPublished and publishedAt stay as they are now: a restore never hides or publishes by surprise.
    expect(restored.body.isPublished).toBe(true);
    expect(restored.body.publishedAt).toBe(published.body.publishedAt);

    const list = await revisionsOf("blog-posts", post.id);
    expect(list).toHaveLength(3);
    expect(list[0]!.actor.email).toBe(teamEmail);
    expect(list[0]!.changedFields.sort()).toEqual(["content", "title"]);
    // The restored state is what a read now answers, and what the newest revision holds.
    const newest = await call<{ snapshot: Entity }>(as.team, `/api/blog-posts/${post.id}/revisions/${list[0]!.id}`);
    expect(newest.body.snapshot).toMatchObject({ title: post.title, isPublished: true });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post.id), eq(auditLog.action, "restore")));
    expect(audit).toHaveLength(1);
  });

  it("restore keeps a card's isActive and a venture's fields round-trip", async () => {
    const card = await create<Entity>(as.team, "/api/portfolio-cards", cardBody());
    const [cardOriginal] = await revisionsOf("portfolio-cards", card.id);
    await put(as.team, `/api/portfolio-cards/${card.id}`, { name: `Other ${unique()}`, isActive: false });
    const cardRestored = await call<Entity>(
      as.team,
      `/api/portfolio-cards/${card.id}/revisions/${cardOriginal!.id}/restore`,
      { method: "POST" },
    );
    expect(cardRestored.status).toBe(200);
    expect(cardRestored.body).toMatchObject({ name: card.name, isActive: false });

    const venture = await create<Entity>(as.team, "/api/ventures", ventureBody());
    const [ventureOriginal] = await revisionsOf("ventures", venture.id);
    await put(as.team, `/api/ventures/${venture.id}`, { oneLiner: "Changed", progressPercentage: 40 });
    const ventureRestored = await call<Entity>(
      as.team,
      `/api/ventures/${venture.id}/revisions/${ventureOriginal!.id}/restore`,
      { method: "POST" },
    );
    expect(ventureRestored.status).toBe(200);
    expect(ventureRestored.body).toMatchObject({
      oneLiner: venture.oneLiner,
      progressPercentage: venture.progressPercentage,
    });

    const study = await create<Entity>(as.team, "/api/case-studies", caseStudyBody());
    const [studyOriginal] = await revisionsOf("case-studies", study.id);
    await put(as.team, `/api/case-studies/${study.id}`, { subtitle: "Changed" });
    const studyRestored = await call<Entity>(
      as.team,
      `/api/case-studies/${study.id}/revisions/${studyOriginal!.id}/restore`,
      { method: "POST" },
    );
    expect(studyRestored.body).toMatchObject({ subtitle: study.subtitle });
  });

  it("a restore whose slug another entry took since is 409 and changes nothing", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody());
    const [original] = await revisionsOf("blog-posts", post.id);
    expect((await put(as.team, `/api/blog-posts/${post.id}`, { slug: `moved-${unique()}` })).status).toBe(200);
    await create(as.team, "/api/blog-posts", postBody({ slug: post.slug }));
    const before = await rowOf(post.id);
    const refused = await call(as.team, `/api/blog-posts/${post.id}/revisions/${original!.id}/restore`, {
      method: "POST",
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(await rowOf(post.id)).toEqual(before);
    expect(await revisionsOf("blog-posts", post.id)).toHaveLength(2);
  });

  it("a revision of another entity, or an unknown one, is 404; deleting an entity deletes its revisions", async () => {
    const a = await create<Entity>(as.team, "/api/case-studies", caseStudyBody());
    const b = await create<Entity>(as.team, "/api/case-studies", caseStudyBody());
    const [ofB] = await revisionsOf("case-studies", b.id);
    expect((await call(as.team, `/api/case-studies/${a.id}/revisions/${ofB!.id}`)).status).toBe(404);
    expect(
      (await call(as.team, `/api/case-studies/${a.id}/revisions/${ofB!.id}/restore`, { method: "POST" })).status,
    ).toBe(404);
    expect((await call(as.team, `/api/case-studies/${a.id}/revisions/${randomUuid()}`)).status).toBe(404);
    expect((await call(as.team, `/api/case-studies/${randomUuid()}/revisions`)).status).toBe(404);
    // A blog post's revision is not a case study's.
    expect((await call(as.team, `/api/blog-posts/${b.id}/revisions/${ofB!.id}`)).status).toBe(404);

    expect((await call(as.team, `/api/case-studies/${b.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await app.db.select().from(revisions).where(eq(revisions.entityId, b.id))).toEqual([]);
  });

  it("team may read and restore; an investor gets 403 and a visitor 401", async () => {
    const card = await create<Entity>(as.owner, "/api/portfolio-cards", cardBody());
    const [rev] = await revisionsOf("portfolio-cards", card.id);
    for (const path of [
      `/api/portfolio-cards/${card.id}/revisions`,
      `/api/portfolio-cards/${card.id}/revisions/${rev!.id}`,
    ]) {
      expect((await call(as.team, path)).status).toBe(200);
      expect((await call(as.investor, path)).status).toBe(403);
      expect((await call(as.visitor, path)).status).toBe(401);
    }
    const restore = `/api/portfolio-cards/${card.id}/revisions/${rev!.id}/restore`;
    expect((await call(as.investor, restore, { method: "POST" })).status).toBe(403);
    expect((await call(as.visitor, restore, { method: "POST" })).status).toBe(401);
    expect((await call(as.team, restore, { method: "POST" })).status).toBe(200);
  });

  it("a save that changes nothing records nothing: same version, no revision, audit entry or event", async () => {
    const hook = await call<{ id: string }>(as.owner, "/api/webhooks", {
      method: "POST",
      json: { url: "http://127.0.0.1:9/hooks", events: ["content.changed"] },
    });
    expect(hook.status).toBe(201);
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody({ tags: ["Alpha"], isPublished: true }));
    const counts = async () => ({
      revisions: (await revisionsOf("blog-posts", post.id)).length,
      audit: (await app.db.select().from(auditLog).where(eq(auditLog.entityId, post.id))).length,
      events: rowsOf(await app.db.execute(sql`select 1 from webhook_deliveries where data->>'id' = ${post.id}`)).length,
    });
    const before = await counts();
    const same = await put(as.team, `/api/blog-posts/${post.id}`, {
      title: post.title,
      tags: ["Alpha"],
      isPublished: true,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toEqual(post);
    expect(await counts()).toEqual(before);
    expect((await rowOf(post.id))!.updatedAt.toISOString()).toBe(post.updatedAt);

    // One changed field among unchanged ones is an ordinary update.
    const changed = await put(as.team, `/api/blog-posts/${post.id}`, { title: post.title, excerpt: "Another excerpt" });
    expect(changed.body.updatedAt).not.toBe(post.updatedAt);
    const after = await counts();
    expect(after.revisions).toBe(before.revisions + 1);
    expect(after.audit).toBe(before.audit + 1);
    expect(after.events).toBe(before.events + 1);
    expect((await revisionsOf("blog-posts", post.id))[0]!.changedFields).toEqual(["excerpt"]);
    expect((await call(as.owner, `/api/webhooks/${hook.body.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("keeps at most REVISIONS_KEEP per entity, dropping the oldest", async () => {
    const small = await startTestApp({ keepRevisions: 3, pageCache: false });
    try {
      const team = await small.as("team");
      const card = await create<Entity>(team, "/api/portfolio-cards", cardBody());
      const other = await create<Entity>(team, "/api/portfolio-cards", cardBody());
      const names: string[] = [];
      for (let i = 1; i <= 4; i++) {
        names.push(`Name ${i} ${unique()}`);
        expect((await put(team, `/api/portfolio-cards/${card.id}`, { name: names.at(-1) })).status).toBe(200);
      }
      const list = (await call<RevisionSummary[]>(team, `/api/portfolio-cards/${card.id}/revisions`)).body;
      expect(list).toHaveLength(3);
      const snapshots = await Promise.all(
        list.map(
          async (r) =>
            (await call<{ snapshot: Entity }>(team, `/api/portfolio-cards/${card.id}/revisions/${r.id}`)).body.snapshot
              .name,
        ),
      );
      expect(snapshots).toEqual([names[3], names[2], names[1]]);
      // Another entity's history is its own.
      expect((await call<RevisionSummary[]>(team, `/api/portfolio-cards/${other.id}/revisions`)).body).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});

describe(`optimistic concurrency (${DB_KIND})`, () => {
  it("a PUT carrying an older updatedAt is 409 and changes nothing; the current one or none is saved", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody());
    const current = await put(as.team, `/api/blog-posts/${post.id}`, {
      title: `Second ${unique()}`,
      updatedAt: post.updatedAt,
    });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    expect(Date.parse(current.body.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt));

    const before = await rowOf(post.id);
    const auditBefore = (await app.db.select().from(auditLog).where(eq(auditLog.entityId, post.id))).length;
    const stale = await put(as.owner, `/api/blog-posts/${post.id}`, { title: "Stale edit", updatedAt: post.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Someone else saved a newer version/);
    expect(await rowOf(post.id)).toEqual(before);
    expect(await revisionsOf("blog-posts", post.id)).toHaveLength(2);
    expect((await app.db.select().from(auditLog).where(eq(auditLog.entityId, post.id))).length).toBe(auditBefore);

    const without = await put(as.owner, `/api/blog-posts/${post.id}`, { title: `Third ${unique()}` });
    expect(without.status).toBe(200);
    // A later updatedAt than stored (a clock ahead) is not stale either.
    const ahead = new Date(Date.parse(without.body.updatedAt) + 60_000).toISOString();
    expect((await put(as.owner, `/api/blog-posts/${post.id}`, { excerpt: "x", updatedAt: ahead })).status).toBe(200);
  });

  it("holds for cards, case studies and ventures too", async () => {
    for (const [collection, body, change] of [
      ["portfolio-cards", cardBody, { name: "Stale" }],
      ["case-studies", caseStudyBody, { title: "Stale" }],
      ["ventures", ventureBody, { oneLiner: "Stale" }],
    ] as const) {
      const entity = await create<Entity>(as.team, `/api/${collection}`, body());
      const fresh = await put(as.team, `/api/${collection}/${entity.id}`, { ...change, updatedAt: entity.updatedAt });
      expect(fresh.status, collection).toBe(200);
      const stale = await put(as.team, `/api/${collection}/${entity.id}`, { ...change, updatedAt: entity.updatedAt });
      expect(stale.status, collection).toBe(409);
      expect(
        (await put(as.team, `/api/${collection}/${entity.id}`, { ...change, updatedAt: fresh.body.updatedAt })).status,
      ).toBe(200);
    }
  });
});

describe(`admin status (${DB_KIND})`, () => {
  it("carries draft, scheduled or published, and lists scheduled entries first", async () => {
    const future = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    for (const collection of ["blog-posts", "case-studies"] as const) {
      const body = collection === "blog-posts" ? postBody : caseStudyBody;
      const draft = await create<Entity>(as.team, `/api/${collection}`, body());
      const scheduled = await create<Entity>(
        as.team,
        `/api/${collection}`,
        body({ isPublished: true, publishedAt: future }),
      );
      const published = await create<Entity>(as.team, `/api/${collection}`, body({ isPublished: true }));
      const later = await create<Entity>(as.team, `/api/${collection}`, body());
      const list = (await call<Entity[]>(as.team, `/api/admin/${collection}`)).body;
      const status = Object.fromEntries(list.map((e) => [e.id, e.status]));
      expect(status[draft.id]).toBe("draft");
      expect(status[scheduled.id]).toBe("scheduled");
      expect(status[published.id]).toBe("published");
      expect(status[later.id]).toBe("draft");
      // Every scheduled entry comes before every other.
      const statuses = list.map((e) => e.status);
      const lastScheduled = statuses.lastIndexOf("scheduled");
      expect(
        statuses.slice(0, lastScheduled + 1).every((s) => s === "scheduled"),
        statuses.join(),
      ).toBe(true);
      expect(list.findIndex((e) => e.id === scheduled.id)).toBeLessThan(list.findIndex((e) => e.id === later.id));
      // The paged admin list keeps the same order and status.
      const paged = (await call<Entity[]>(as.team, `/api/admin/${collection}?limit=100`)).body;
      expect(paged.slice(0, lastScheduled + 1).map((e) => e.status)).toEqual(statuses.slice(0, lastScheduled + 1));
    }
  });
});

describe(`scheduled publishing on one instance (${DB_KIND})`, () => {
  let publisher: PageCacheSetup;
  beforeAll(async () => {
    // What server/main.server.ts does when entries went live: empty every instance's page cache.
    publisher = await setUpPageCache({ notifications: app.database.notifications, logger: pino({ level: "silent" }) });
  });
  afterAll(() => publisher?.close());

  it(
    "keeps a scheduled post and case study out of every public read until the instant, then shows them once",
    { timeout: 120_000 },
    async () => {
      const w = word();
      const shared = `Shared ${w}`;
      const tag = `Tag ${w}`;
      const hook = await call<{ id: string }>(as.owner, "/api/webhooks", {
        method: "POST",
        json: { url: "http://127.0.0.1:9/hooks", events: ["post.published", "case-study.published"] },
      });
      expect(hook.status).toBe(201);
      // A live post in the shared category and tag: its counts must not move until the instant.
      await create(
        as.team,
        "/api/blog-posts",
        postBody({ title: `Live ${w}`, category: shared, tags: [shared], isPublished: true }),
      );

      const at = new Date(Date.now() + 6000);
      const post = await create<Entity>(
        as.team,
        "/api/blog-posts",
        postBody({
          title: `Scheduled post ${w}`,
          category: shared,
          tags: [tag, shared],
          isPublished: true,
          publishedAt: at.toISOString(),
        }),
      );
      // A draft put on the schedule by an update is recorded as "schedule".
      const study = await create<Entity>(
        as.team,
        "/api/case-studies",
        caseStudyBody({ title: `Scheduled study ${w}` }),
      );
      const scheduled = await put(as.team, `/api/case-studies/${study.id}`, {
        isPublished: true,
        publishedAt: at.toISOString(),
      });
      expect(scheduled.status).toBe(200);
      const [scheduleEntry] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, study.id), eq(auditLog.action, "schedule")));
      expect(scheduleEntry).toMatchObject({ actor: teamEmail, entityType: "case-study" });
      expect(scheduleEntry!.summary).toContain(at.toISOString());

      const sharedCategory = categoryPath(shared)!;
      const sharedTag = tagPath(shared)!;
      const ownTag = tagPath(tag)!;
      const termCount = async (path: string) => /(\d+) articles?/.exec((await pages.get(path)).body)?.[1];

      /** Where visitors would see the post or case study, each true when they do. */
      async function seen(): Promise<Record<string, boolean>> {
        const [apiPosts, apiStudies, apiSearch, journal, studiesPage, sitemap, rss, searchPage] = await Promise.all([
          call<Entity[]>(as.visitor, "/api/blog-posts"),
          call<Entity[]>(as.visitor, "/api/case-studies"),
          call<{ items: { slug: string }[] }>(as.visitor, `/api/search?q=${w}`),
          pages.get("/journal"),
          pages.get("/case-studies"),
          pages.get("/sitemap.xml"),
          pages.get("/journal/rss.xml"),
          pages.get(`/search?q=${w}`),
        ]);
        const article = await pages.get(`/journal/${post.slug}`);
        const studyPage = await pages.get(`/case-studies/${study.slug}`);
        const ownTagPage = await pages.get(ownTag);
        return {
          "GET /api/blog-posts": apiPosts.body.some((p) => p.id === post.id),
          "GET /api/blog-posts?limit": (await call<Entity[]>(as.visitor, "/api/blog-posts?limit=100")).body.some(
            (p) => p.id === post.id,
          ),
          "GET /api/blog-posts/:slug": (await call(as.visitor, `/api/blog-posts/${post.slug}`)).status === 200,
          "GET /api/case-studies": apiStudies.body.some((s) => s.id === study.id),
          "GET /api/case-studies/:slug": (await call(as.visitor, `/api/case-studies/${study.slug}`)).status === 200,
          "GET /api/search (post)": apiSearch.body.items.some((i) => i.slug === post.slug),
          "GET /api/search (case study)": apiSearch.body.items.some((i) => i.slug === study.slug),
          "/journal": journal.body.includes(post.title),
          "/journal/:slug": article.status === 200 && article.body.includes(post.title),
          // The journal's ItemList and the article's own JSON-LD name it by its headline.
          "/journal JSON-LD": journal.body.includes(`"headline":"${post.title}"`),
          "/journal/:slug JSON-LD": article.body.includes(`"headline":"${post.title}"`),
          "own tag page": ownTagPage.status === 200 && ownTagPage.body.includes(post.title),
          "shared category page": (await pages.get(sharedCategory)).body.includes(post.title),
          "shared category count 2": (await termCount(sharedCategory)) === "2",
          "shared tag count 2": (await termCount(sharedTag)) === "2",
          "/case-studies": studiesPage.body.includes(study.title),
          "/case-studies/:slug": studyPage.status === 200 && studyPage.body.includes(study.title),
          "sitemap: post": sitemap.body.includes(`/journal/${post.slug}<`),
          "sitemap: own tag page": sitemap.body.includes(`${ownTag}<`),
          "sitemap: case study": sitemap.body.includes(`/case-studies/${study.slug}<`),
          rss: rss.body.includes(post.slug),
          "/search": searchPage.body.includes(post.title) && searchPage.body.includes(study.title),
        };
      }

      const before = await seen();
      expect(Object.entries(before).filter(([, visible]) => visible)).toEqual([]);
      // Counts of the shared terms: only the live post.
      expect(await termCount(sharedCategory)).toBe("1");
      expect(await termCount(sharedTag)).toBe("1");
      expect((await pages.get("/")).body).not.toContain(post.title);
      // Staff see them, marked scheduled.
      expect((await call(as.team, `/api/blog-posts/${post.slug}`)).status).toBe(200);
      // Nothing announced yet.
      const published = async (id: string) =>
        (await app.db.select().from(webhookDeliveries)).filter(
          (d) => d.data.id === id && d.event.endsWith(".published"),
        );
      expect(await published(post.id)).toEqual([]);
      expect(await published(study.id)).toEqual([]);
      // Warm the page cache with the pages that must change.
      for (const path of ["/journal", sharedCategory, "/sitemap.xml", "/journal/rss.xml", "/case-studies"]) {
        for (let i = 0; i < 200 && (await pages.get(path)).headers.get("x-cache") !== "HIT"; i++)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect((await pages.get(path)).headers.get("x-cache"), path).toBe("HIT");
      }

      // The instant passes; the scheduler runs (twice at once, as two instances would).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 50)));
      const counts = await Promise.all([publishDueEntries(app.db), publishDueEntries(app.db)]);
      expect(counts[0]! + counts[1]!).toBe(2);
      expect(await publishDueEntries(app.db)).toBe(0);
      await publisher.publishChange();

      const after = await seen();
      expect(Object.entries(after).filter(([, visible]) => !visible)).toEqual([]);
      expect(await termCount(sharedCategory)).toBe("2");

      // One "system" publish entry each, one webhook delivery each, and the entries kept their dates.
      for (const [entity, type] of [
        [post, "blog-post"],
        [study, "case-study"],
      ] as const) {
        const entries = await app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, entity.id), eq(auditLog.action, "publish")));
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ actor: "system", entityType: type, requestId: null });
        expect(await published(entity.id)).toHaveLength(1);
      }
      const live = (await call<Entity>(as.visitor, `/api/blog-posts/${post.slug}`)).body;
      expect(live.publishedAt).toBe(at.toISOString());
      expect(live.updatedAt).toBe(post.updatedAt);
      const admin = (await call<Entity[]>(as.team, "/api/admin/blog-posts")).body.find((p) => p.id === post.id);
      expect(admin!.status).toBe("published");
    },
  );

  it("an edit after the instant but before the scheduler turns the post live, and announces it once", async () => {
    const hook = await call<{ id: string }>(as.owner, "/api/webhooks", {
      method: "POST",
      json: { url: "http://127.0.0.1:9/hooks", events: ["post.published"] },
    });
    expect(hook.status).toBe(201);
    const at = new Date(Date.now() + 1500);
    const post = await create<Entity>(
      as.team,
      "/api/blog-posts",
      postBody({ isPublished: true, publishedAt: at.toISOString() }),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 100)));
    // Due, not yet turned live by any scheduler: the edit's own write does it, and says so.
    expect((await put(as.team, `/api/blog-posts/${post.id}`, { title: `${post.title} (edited)` })).status).toBe(200);
    expect(await publishDueEntries(app.db)).toBe(0);
    const deliveries = (await app.db.select().from(webhookDeliveries)).filter(
      (d) => d.data.id === post.id && d.event === "post.published" && d.endpointId === hook.body.id,
    );
    expect(deliveries).toHaveLength(1);
    const actions = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, post.id))
      .orderBy(auditLog.at);
    expect(actions.map((a) => a.action)).toEqual(["create", "publish"]);
    expect((await call(as.visitor, `/api/blog-posts/${post.slug}`)).status).toBe(200);
  });

  it("a post published with a past date is live at once, and unpublishing hides it again", async () => {
    const past = new Date(Date.now() - 3600_000).toISOString();
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody({ isPublished: true, publishedAt: past }));
    expect((await call(as.visitor, `/api/blog-posts/${post.slug}`)).status).toBe(200);
    expect((await put(as.team, `/api/blog-posts/${post.id}`, { isPublished: false })).status).toBe(200);
    expect((await call(as.visitor, `/api/blog-posts/${post.slug}`)).status).toBe(404);
    expect((await pages.get(`/journal/${post.slug}`)).status).toBe(404);
  });
});

describe(`preview links (${DB_KIND})`, () => {
  const tokenOf = (url: string) => {
    const token = new URL(url).pathname.replace(/^\/preview\//, "");
    issuedTokens.push(token);
    return token;
  };

  async function previewOf(type: "blog-post" | "case-study", id: string, expiresInDays?: number) {
    const res = await call<{ id: string; url: string; expiresAt: string }>(as.team, "/api/previews", {
      method: "POST",
      json: { type, id, ...(expiresInDays !== undefined ? { expiresInDays } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...res.body, token: tokenOf(res.body.url) };
  }

  it("shows a draft's saved content as its public page would, under a Preview banner, never stored", async () => {
    const w = word();
    const post = await create<Entity>(
      as.team,
      "/api/blog-posts",
      postBody({ title: `Draft ${w}`, content: `<p>Body ${w}</p>` }),
    );
    const created = await call<{ id: string; url: string; expiresAt: string }>(as.team, "/api/previews", {
      method: "POST",
      json: { type: "blog-post", id: post.id },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(["expiresAt", "id", "url"]);
    expect(created.body.url).toMatch(new RegExp(`^${app.url}/preview/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(created.body.url);
    // 7 days by default.
    expect(Math.abs(Date.parse(created.body.expiresAt) - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    // Stored only as its SHA-256: nothing in the database holds the token itself.
    const [row] = await app.db.select().from(previewLinks).where(eq(previewLinks.id, created.body.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(await app.db.select().from(auditLog))).not.toContain(token);

    for (let i = 0; i < 3; i++) {
      const page = await pages.get(`/preview/${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-cache")).toBeNull();
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(page.body).toContain('aria-label="Preview"');
      expect(page.body).toMatch(/>Preview<\/strong>/);
      expect(page.body).toContain(`Draft ${w}`);
      expect(page.body).toContain(`Body ${w}`);
      expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
      expect(page.body).not.toContain('rel="canonical"');
      expect(page.body).not.toContain("application/ld+json");
    }
    // The saved content as it is now, not as it was when the link was made.
    await put(as.team, `/api/blog-posts/${post.id}`, { title: `Edited ${w}` });
    expect((await pages.get(`/preview/${token}`)).body).toContain(`Edited ${w}`);

    // Visitors still see nothing of the draft: the public page, lists, feeds and search.
    for (const path of [`/journal/${post.slug}`, `/journal/${post.slug}`])
      expect((await pages.get(path)).status).toBe(404);
    for (const path of ["/journal", "/sitemap.xml", "/journal/rss.xml", `/search?q=${w}`]) {
      const page = await pages.get(path);
      expect(page.body, path).not.toContain(token);
      expect(page.body, path).not.toContain(`Edited ${w}`);
      expect(page.body, path).not.toContain(post.slug);
    }
    const found = await call<{ total: number }>(as.visitor, `/api/search?q=${w}`);
    expect(found.body.total).toBe(0);
    expect((await call(as.visitor, `/api/blog-posts/${post.slug}`)).status).toBe(404);

    // Listed for staff without the token.
    const list = await call<Record<string, string>[]>(as.team, `/api/previews?type=blog-post&id=${post.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: created.body.id, createdAt: expect.any(String), expiresAt: created.body.expiresAt, createdBy: teamEmail },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it("a case study's link shows that case study only; another entity's token shows its own", async () => {
    const study = await create<Entity>(as.team, "/api/case-studies", caseStudyBody({ title: `Study ${word()}` }));
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody({ title: `Post ${word()}` }));
    const ofStudy = await previewOf("case-study", study.id, 30);
    const ofPost = await previewOf("blog-post", post.id);
    expect(Math.abs(Date.parse(ofStudy.expiresAt) - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    const studyPage = await pages.get(`/preview/${ofStudy.token}`);
    expect(studyPage.status).toBe(200);
    expect(studyPage.body).toContain(study.title);
    expect(studyPage.body).not.toContain(post.title);
    expect(studyPage.body).toMatch(/This (<!-- -->)?case study(<!-- -->)? is not public/);
    const postPage = await pages.get(`/preview/${ofPost.token}`);
    expect(postPage.body).toContain(post.title);
    expect(postPage.body).not.toContain(study.title);
    // Lists are per entity.
    const studyLinks = (await call<{ id: string }[]>(as.team, `/api/previews?type=case-study&id=${study.id}`)).body;
    expect(studyLinks.map((l) => l.id)).toEqual([ofStudy.id]);
    expect((await call<unknown[]>(as.team, `/api/previews?type=blog-post&id=${study.id}`)).body).toEqual([]);
  });

  it("expired, revoked, tampered, unknown and deleted-entry tokens all answer 404", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody());
    const expired = await previewOf("blog-post", post.id);
    const revoked = await previewOf("blog-post", post.id);
    const kept = await previewOf("blog-post", post.id);
    expect((await pages.get(`/preview/${revoked.token}`)).status).toBe(200);

    await app.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(previewLinks.id, expired.id));
    expect((await pages.get(`/preview/${expired.token}`)).status).toBe(404);

    expect((await call(as.team, `/api/previews/${revoked.id}`, { method: "DELETE" })).status).toBe(204);
    // At once, although revoking leaves the page cache alone: the 200 was never stored.
    const gone = await pages.get(`/preview/${revoked.token}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    expect(gone.body).not.toContain(post.title);
    expect((await call(as.team, `/api/previews/${revoked.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(as.team, `/api/previews/${expired.id}`, { method: "DELETE" })).status).toBe(404);

    const flip = (t: string) => (t[0] === "A" ? "B" : "A") + t.slice(1);
    for (const token of [
      flip(kept.token),
      kept.token.slice(0, -1),
      `${kept.token}x`,
      randomBytes(32).toString("base64url"),
      "abc",
      kept.token.toUpperCase(),
    ]) {
      expect((await pages.get(`/preview/${token}`)).status, token).toBe(404);
    }
    const listed = (await call<{ id: string }[]>(as.team, `/api/previews?type=blog-post&id=${post.id}`)).body;
    expect(listed.map((l) => l.id)).toEqual([kept.id]);

    expect((await pages.get(`/preview/${kept.token}`)).status).toBe(200);
    expect((await call(as.owner, `/api/blog-posts/${post.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await pages.get(`/preview/${kept.token}`)).status).toBe(404);
  });

  it("checks its input: type, id, 1–30 days; an unknown entity is 404", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody());
    for (const json of [
      { type: "blog-post", id: post.id, expiresInDays: 0 },
      { type: "blog-post", id: post.id, expiresInDays: 31 },
      { type: "blog-post", id: post.id, expiresInDays: 1.5 },
      { type: "venture", id: post.id },
      { type: "blog-post", id: "not-an-id" },
      { type: "blog-post" },
    ])
      expect((await call(as.team, "/api/previews", { method: "POST", json })).status, JSON.stringify(json)).toBe(400);
    expect(
      (await call(as.team, "/api/previews", { method: "POST", json: { type: "case-study", id: post.id } })).status,
    ).toBe(404);
    expect((await call(as.team, "/api/previews?type=blog-post")).status).toBe(400);
    expect(await app.db.select().from(previewLinks).where(eq(previewLinks.entityId, post.id))).toEqual([]);
  });

  it("keeps every token out of both instances' logs", () => {
    expect(issuedTokens.length).toBeGreaterThan(5);
    const logged = logLines.join("");
    // The preview pages were requested and logged, with the token replaced.
    expect(logged).toContain("/preview/[redacted]");
    for (const token of issuedTokens) expect(logged).not.toContain(token);
  });

  it("scrubUrl hides the token", () => {
    expect(scrubUrl("/preview/abc")).not.toContain("abc");
    const token = randomBytes(32).toString("base64url");
    for (const url of [
      `/preview/${token}`,
      `/preview/${token}?x=1`,
      `/preview/${token}.data`,
      `/Preview/${token}`,
      `/%70review/${token}`,
      `/pr%65view/${token}.data`,
    ])
      expect(scrubUrl(url), url).not.toContain(token);
    expect(scrubUrl("/journal/some-post")).toBe("/journal/some-post");
  });
});

describe(`the audit log API (${DB_KIND})`, () => {
  interface Item {
    id: string;
    at: string;
    actor: string;
    action: string;
    entityType: string | null;
    entityId: string | null;
    summary: string;
    requestId: string | null;
    ip: string | null;
  }
  type AuditPage = { items: Item[]; nextCursor: string | null };

  it("answers newest first with every field, filtered by actor, action, entity and time", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody());
    await put(as.owner, `/api/blog-posts/${post.id}`, { title: `Audited ${unique()}` });
    await put(as.team, `/api/blog-posts/${post.id}`, { isPublished: true });

    const byEntity = await call<AuditPage>(as.owner, `/api/admin/audit?entityType=blog-post&entityId=${post.id}`);
    expect(byEntity.status).toBe(200);
    expect(byEntity.body.nextCursor).toBeNull();
    expect(byEntity.body.items.map((i) => [i.action, i.actor])).toEqual([
      ["publish", teamEmail],
      ["update", ownerEmail],
      ["create", teamEmail],
    ]);
    for (const item of byEntity.body.items) {
      expect(Object.keys(item).sort()).toEqual(
        ["action", "actor", "at", "entityId", "entityType", "id", "ip", "requestId", "summary"].sort(),
      );
      expect(item.requestId).toMatch(/^[\w.-]+$/);
      expect(item.ip).toBeTruthy();
    }
    expect(byEntity.body.items[1]!.summary).toContain("title");

    const byActor = await call<AuditPage>(
      as.owner,
      `/api/admin/audit?actor=${encodeURIComponent(ownerEmail)}&limit=100`,
    );
    expect(byActor.body.items.length).toBeGreaterThan(0);
    expect(byActor.body.items.every((i) => i.actor === ownerEmail)).toBe(true);
    const byAction = await call<AuditPage>(as.owner, `/api/admin/audit?action=publish&entityId=${post.id}`);
    expect(byAction.body.items.map((i) => i.action)).toEqual(["publish"]);

    const created = byEntity.body.items[2]!;
    const from = await call<AuditPage>(
      as.owner,
      `/api/admin/audit?entityId=${post.id}&from=${encodeURIComponent(byEntity.body.items[1]!.at)}`,
    );
    expect(from.body.items.map((i) => i.action)).toEqual(["publish", "update"]);
    const to = await call<AuditPage>(
      as.owner,
      `/api/admin/audit?entityId=${post.id}&to=${encodeURIComponent(created.at)}`,
    );
    expect(to.body.items.map((i) => i.action)).toEqual(["create"]);

    for (const bad of [
      "action=nope",
      "entityType=nope",
      "from=yesterday",
      "limit=0",
      "limit=101",
      "cursor=%%%",
      "other=1",
    ]) {
      const res = await call(as.owner, `/api/admin/audit?${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await call(as.team, "/api/admin/audit")).status).toBe(403);
    expect((await call(as.team, "/api/admin/audit.csv")).status).toBe(403);
    expect((await call(as.investor, "/api/admin/audit")).status).toBe(403);
    expect((await call(as.visitor, "/api/admin/audit")).status).toBe(401);
  });

  it("pages with limit and cursor, no entry twice or missed", async () => {
    const card = await create<Entity>(as.team, "/api/portfolio-cards", cardBody());
    for (let i = 0; i < 6; i++)
      await put(as.team, `/api/portfolio-cards/${card.id}`, { name: `Name ${i} ${unique()}` });
    const all = (await call<AuditPage>(as.owner, `/api/admin/audit?entityId=${card.id}&limit=100`)).body.items;
    expect(all).toHaveLength(7);
    const seen: string[] = [];
    let path: string | null = `/api/admin/audit?entityId=${card.id}&limit=3`;
    let rounds = 0;
    while (path) {
      const res: { status: number; body: AuditPage } = await call<AuditPage>(as.owner, path);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.items.map((i) => i.id));
      path = res.body.nextCursor
        ? `/api/admin/audit?entityId=${card.id}&limit=3&cursor=${encodeURIComponent(res.body.nextCursor)}`
        : null;
      expect(++rounds).toBeLessThan(10);
    }
    expect(rounds).toBe(3);
    expect(seen).toEqual(all.map((i) => i.id));
  });

  it("exports CSV with the same filters, headers and formula-safe cells", async () => {
    const entityId = randomUuid();
    await recordAudit(
      app.db,
      { actor: { id: null, label: "=cmd|' /C calc'!A0" }, requestId: "req-1", ip: "127.0.0.1" },
      { action: "update", entityType: "blog-post", entityId, summary: '=HYPERLINK("http://evil.example","x")' },
    );
    // "Newest first" by the entry's time: the second entry must not share the first one's instant.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordAudit(
      app.db,
      { actor: { id: null, label: "system" }, requestId: undefined, ip: undefined },
      { action: "publish", entityType: "blog-post", entityId, summary: '+1 went live, “quoted” and "double"' },
    );
    const res = await as.owner(`/api/admin/audit.csv?entityId=${entityId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="audit-log.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Time","Actor","Action","Entity type","Entity id","Summary","Request id","Client address"');
    expect(lines).toHaveLength(3);
    // Newest first; a cell starting with = + - @ gets a leading apostrophe.
    expect(lines[1]).toContain('"system","publish","blog-post"');
    expect(lines[1]).toContain('"\'+1 went live, “quoted” and ""double"""');
    expect(lines[2]).toContain(`"'=cmd|' /C calc'!A0","update","blog-post","${entityId}"`);
    expect(lines[2]).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(lines[2]).toContain('"req-1","127.0.0.1"');
    for (const line of lines.slice(1))
      for (const cell of line.split('","')) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@]/);

    const filtered = await (await as.owner(`/api/admin/audit.csv?entityId=${entityId}&action=publish`)).text();
    expect(filtered.trimEnd().split("\r\n")).toHaveLength(2);
    expect((await call(as.owner, "/api/admin/audit.csv?action=nope")).status).toBe(400);
  });

  it("purges entries older than the retention, and only those", async () => {
    const entityId = randomUuid();
    const old = new Date(Date.now() - 400 * 86_400_000);
    await app.db.insert(auditLog).values(
      Array.from({ length: 5 }, (_, i) => ({
        at: new Date(old.getTime() + i * 1000),
        actor: "system",
        action: "update",
        entityType: "venture",
        entityId,
        summary: `old ${i}`,
      })),
    );
    await app.db.insert(auditLog).values({
      at: new Date(Date.now() - 300 * 86_400_000),
      actor: "system",
      action: "update",
      entityType: "venture",
      entityId,
      summary: "recent",
    });
    const count = async () =>
      (
        await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(eq(auditLog.entityId, entityId))
      )[0]!.n;
    expect(await purgeOldAuditEntries(app.db, 0)).toBe(0);
    expect(await count()).toBe(6);
    const gone = await purgeOldAuditEntries(app.db, 365, 2);
    expect(gone).toBeGreaterThanOrEqual(5);
    expect(await count()).toBe(1);
    const left = (await call<AuditPage>(as.owner, `/api/admin/audit?entityId=${entityId}`)).body.items;
    expect(left.map((i) => i.summary)).toEqual(["recent"]);
    expect(await purgeOldAuditEntries(app.db, 200)).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
  });
});
