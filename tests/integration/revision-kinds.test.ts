import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDueEntries } from "#server/jobs/scheduled-publishing.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { type ApiFetch, call, caseStudyBody, create, fetchersFor, postBody, unique } from "./helpers.ts";

// What made each version (issue 26, docs/product.md#revisions): the revision answers say "create", "update",
// "restore" (with when the version it brought back was saved) or "publish", and when a version scheduled
// the entry, for when. The History panel words its version list from these.

let app: TestApp;
let as: Record<Actor, ApiFetch>;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
});

afterAll(async () => {
  await app?.close();
});

type Entity = Record<string, any> & { id: string; updatedAt: string };
interface RevisionSummary {
  id: string;
  createdAt: string;
  actor: { email: string };
  changedFields: string[];
  kind: "create" | "update" | "restore" | "publish";
  restoredFrom: string | null;
  scheduledFor: string | null;
}

async function revisionsOf(collection: string, id: string) {
  const res = await call<RevisionSummary[]>(as.team, `/api/${collection}/${id}/revisions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function revisionOf(collection: string, id: string, revisionId: string) {
  const res = await call<RevisionSummary & { snapshot: Entity }>(
    as.team,
    `/api/${collection}/${id}/revisions/${revisionId}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function put(path: string, json: Record<string, unknown>) {
  const res = await call<Entity>(as.team, path, { method: "PUT", json });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** An instant `ms` from now, whole seconds, as the API answers it. */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString();

describe(`revision kinds (${DB_KIND})`, () => {
  it("seeded sample content is created, not changed", async () => {
    const seeded = await call<Entity[]>(as.owner, "/api/ventures/seed", { method: "POST" });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(201);
    expect(seeded.body.length).toBeGreaterThan(0);
    for (const venture of seeded.body.slice(0, 2)) {
      const [only, ...rest] = await revisionsOf("ventures", venture.id);
      expect(rest).toEqual([]);
      expect(only).toMatchObject({ kind: "create", restoredFrom: null, scheduledFor: null });
    }
  });

  it("a create is 'create' and an update 'update', in the list and in a read, beside the fields of before", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody());
    await put(`/api/blog-posts/${post.id}`, { title: `Renamed ${unique()}` });
    const list = await revisionsOf("blog-posts", post.id);
    expect(list.map((r) => r.kind)).toEqual(["update", "create"]);
    expect(Object.keys(list[0]!).sort()).toEqual([
      "actor",
      "changedFields",
      "createdAt",
      "id",
      "kind",
      "restoredFrom",
      "scheduledFor",
    ]);
    for (const revision of list) expect(revision).toMatchObject({ restoredFrom: null, scheduledFor: null });
    expect(list[0]!.changedFields).toEqual(["title"]);

    const read = await revisionOf("blog-posts", post.id, list[1]!.id);
    expect(read).toMatchObject({ id: list[1]!.id, kind: "create", restoredFrom: null, scheduledFor: null });
    expect(read.snapshot.id).toBe(post.id);
  });

  it("a restore is 'restore', with restoredFrom the time of the version it brought back", async () => {
    const study = await create<Entity>(as.team, "/api/case-studies", caseStudyBody());
    await put(`/api/case-studies/${study.id}`, { title: `Second ${unique()}` });
    await put(`/api/case-studies/${study.id}`, { title: `Third ${unique()}`, excerpt: "Third excerpt" });
    const before = await revisionsOf("case-studies", study.id);
    expect(before.map((r) => r.kind)).toEqual(["update", "update", "create"]);
    const second = before[1]!;

    const restored = await call<Entity>(as.team, `/api/case-studies/${study.id}/revisions/${second.id}/restore`, {
      method: "POST",
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const list = await revisionsOf("case-studies", study.id);
    expect(list.map((r) => r.kind)).toEqual(["restore", "update", "update", "create"]);
    expect(list[0]!.restoredFrom).toBe(second.createdAt);
    expect(Date.parse(list[0]!.restoredFrom!)).toBeLessThan(Date.parse(list[0]!.createdAt));
    expect(list[0]!.changedFields.sort()).toEqual(["excerpt", "title"]);
    // The older versions are as they were.
    expect(list.slice(1)).toEqual(before);

    const read = await revisionOf("case-studies", study.id, list[0]!.id);
    expect(read).toMatchObject({ kind: "restore", restoredFrom: second.createdAt, scheduledFor: null });

    // Restoring the original, too: each restore names its own source.
    const original = list.at(-1)!;
    expect(
      (await call(as.team, `/api/case-studies/${study.id}/revisions/${original.id}/restore`, { method: "POST" }))
        .status,
    ).toBe(200);
    const [newest] = await revisionsOf("case-studies", study.id);
    expect(newest).toMatchObject({ kind: "restore", restoredFrom: original.createdAt });
  });

  it("a save that schedules the entry says for when; drafts, publishing now and past dates do not", async () => {
    const post = await create<Entity>(as.team, "/api/blog-posts", postBody({ isPublished: false }));
    const at = fromNow(3 * 24 * 3600_000);
    await put(`/api/blog-posts/${post.id}`, { isPublished: true, publishedAt: at });
    // A later edit of the scheduled entry still has it scheduled for then.
    await put(`/api/blog-posts/${post.id}`, { excerpt: `Edited ${unique()}` });
    // Back to a draft, then published at once (the server stamps now).
    await put(`/api/blog-posts/${post.id}`, { isPublished: false });
    await put(`/api/blog-posts/${post.id}`, { isPublished: true, publishedAt: fromNow(-3600_000) });

    const list = await revisionsOf("blog-posts", post.id);
    expect(list.map((r) => [r.kind, r.scheduledFor])).toEqual([
      ["update", null],
      ["update", null],
      ["update", at],
      ["update", at],
      ["create", null],
    ]);
    expect(list[3]!.changedFields.sort()).toEqual(["isPublished", "publishedAt"]);
    expect((await revisionOf("blog-posts", post.id, list[3]!.id)).scheduledFor).toBe(at);

    // Created scheduled: the creation says so too.
    const later = fromNow(7 * 24 * 3600_000);
    const study = await create<Entity>(
      as.team,
      "/api/case-studies",
      caseStudyBody({ isPublished: true, publishedAt: later }),
    );
    expect(await revisionsOf("case-studies", study.id)).toEqual([
      expect.objectContaining({ kind: "create", scheduledFor: later, restoredFrom: null }),
    ]);
  });

  it("a schedule coming due stores no version of its own (the job changes no content)", async () => {
    const at = new Date(Date.now() + 1200);
    const post = await create<Entity>(
      as.team,
      "/api/blog-posts",
      postBody({ isPublished: true, publishedAt: at.toISOString() }),
    );
    const before = await revisionsOf("blog-posts", post.id);
    expect(before).toEqual([expect.objectContaining({ kind: "create", scheduledFor: at.toISOString() })]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 100)));
    expect(await publishDueEntries(app.db)).toBeGreaterThanOrEqual(1);
    expect(await revisionsOf("blog-posts", post.id)).toEqual(before);
  });
});
