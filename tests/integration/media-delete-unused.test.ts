import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { listFiles, testImage } from "../support/objects.ts";
import { uploadBytes } from "../support/media.ts";
import { call, cardBody, create, expectErrorShape, fetchersFor, postBody, type ApiFetch } from "./helpers.ts";

// The owner's "Delete all unused" (issue 30 item 4, DESIGN §3d and §4d): DELETE /api/media?unused=true
// removes every item no entry shows, with its stored bytes and resized copies, one audit entry each;
// items in use stay; team and investors are refused and nothing changes.

type Item = { id: string; url: string; usedBy: number };
type AuditPage = { items: { action: string; entityType: string; entityId: string }[] };

let app: TestApp;
let as: Record<Actor, ApiFetch>;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
});
afterAll(() => app?.close());

const fileOf = (url: string) => path.join(app.dataDir, "objects", url.replace(/^\/objects\//, ""));
const variantsDir = () => path.join(app.dataDir, "cache", "object-variants");

async function newItem(): Promise<Item> {
  const { objectPath, put } = await uploadBytes(as.team, await testImage(700, 400));
  expect(put.status, put.body).toBe(200);
  const list = await call<Item[]>(as.team, `/api/media?q=${encodeURIComponent(objectPath)}`);
  expect(list.body).toHaveLength(1);
  return list.body[0]!;
}

const exists = async (id: string) => (await call(as.team, `/api/media/${id}`)).status === 200;

describe(`DELETE /api/media?unused=true (${DB_KIND})`, () => {
  it("is refused to team members and investors, and deletes nothing", async () => {
    const item = await newItem();
    for (const actor of ["team", "investor"] as const) {
      const res = await call(as[actor], "/api/media?unused=true", { method: "DELETE" });
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    }
    const visitor = await call(as.visitor, "/api/media?unused=true", { method: "DELETE" });
    expect(visitor.status).toBe(401);
    expect(await exists(item.id)).toBe(true);
    expect(existsSync(fileOf(item.url))).toBe(true);
  });

  it("refuses a delete of the whole library without unused=true, with 400", async () => {
    const item = await newItem();
    for (const query of ["", "?unused=false", "?unused=yes", "?unused=true&type=image"]) {
      const res = await call(as.owner, `/api/media${query}`, { method: "DELETE" });
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body);
    }
    expect(await exists(item.id)).toBe(true);
  });

  it("deletes only the unused items, with their files and resized copies, and audits each", async () => {
    const [shownByPost, shownByCard, unusedA, unusedB] = [
      await newItem(),
      await newItem(),
      await newItem(),
      await newItem(),
    ];
    await create(as.team, "/api/blog-posts", postBody({ featuredImageUrl: shownByPost.url }));
    await create(as.team, "/api/portfolio-cards", cardBody({ logoUrl: shownByCard.url }));
    expect((await fetch(`${app.url}${unusedA.url}?w=640`)).status).toBe(200);
    const variantsBefore = listFiles(variantsDir()).length;

    const res = await call<{ deleted: number }>(as.owner, "/api/media?unused=true", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBeGreaterThanOrEqual(2);

    for (const gone of [unusedA, unusedB]) {
      expect(await exists(gone.id)).toBe(false);
      expect(existsSync(fileOf(gone.url))).toBe(false);
    }
    expect(listFiles(variantsDir()).length).toBe(variantsBefore - 1);
    expect((await fetch(`${app.url}${unusedA.url}?w=640`)).status).toBe(404);
    for (const kept of [shownByPost, shownByCard]) {
      expect(await exists(kept.id)).toBe(true);
      expect(existsSync(fileOf(kept.url))).toBe(true);
    }
    const unused = await call<Item[]>(as.team, "/api/media?unused=true");
    expect(unused.body).toEqual([]);

    for (const gone of [unusedA, unusedB]) {
      const audit = await call<AuditPage>(as.owner, `/api/admin/audit?entityType=media&entityId=${gone.id}`);
      expect(audit.body.items.map((e) => e.action)).toEqual(["delete"]);
    }
  });

  it("a page of the list says how many items the filters keep (X-Total-Count)", async () => {
    await newItem();
    const all = await call<Item[]>(as.team, "/api/media");
    const unused = all.body.filter((item) => item.usedBy === 0).length;
    const page = await call<Item[]>(as.team, "/api/media?unused=true&limit=1");
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get("X-Total-Count")).toBe(String(unused));
  });

  it("answers 0 when nothing is unused", async () => {
    await call(as.owner, "/api/media?unused=true", { method: "DELETE" });
    const res = await call<{ deleted: number }>(as.owner, "/api/media?unused=true", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 0 });
  });
});
