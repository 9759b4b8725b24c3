import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ventures } from "#db/schema.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  type ApiFetch,
  call,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  onlyIds,
  randomUuid,
  UUID_PATTERN,
  ventureBody,
} from "./helpers.ts";

// docs/product.md: #entities (venture), #content-rules (add-brand rules), #roles (signed-in users read, staff write
// and seed).

let app: TestApp;
let visitor: ApiFetch;
let investor: ApiFetch;
let team: ApiFetch;
let owner: ApiFetch;

beforeAll(async () => {
  app = await startTestApp();
  ({ visitor, investor, team, owner } = await fetchersFor(app));
});

afterAll(async () => {
  await app?.close();
});

type Venture = Record<string, any> & { id: string };

async function ventureCount(): Promise<number> {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(ventures);
  return row!.n;
}

describe("reading ventures", () => {
  it("visitors get 401", async () => {
    const res = await call(visitor, "/api/ventures");
    expect(res.status).toBe(401);
    expectErrorShape(res.body);
    expect(res.body.message).toBe("Unauthorized");
  });

  it("investors, team members and the owner get the list", async () => {
    const venture = await create<Venture>(team, "/api/ventures", ventureBody());
    for (const fetcher of [investor, team, owner]) {
      const res = await call<Venture[]>(fetcher, "/api/ventures");
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(onlyIds(res.body, [venture.id])).toEqual([venture]);
    }
  });
});

describe("adding ventures", () => {
  it("team members and the owner add a venture (201) with progress 0 and status not_built", async () => {
    for (const fetcher of [team, owner]) {
      const body = ventureBody();
      const res = await call<Venture>(fetcher, "/api/ventures", { method: "POST", json: body });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject(body);
      expect(res.body.id).toMatch(UUID_PATTERN);
      expect(res.body.progressPercentage).toBe(0);
      expect(res.body.status).toBe("not_built");
      expect(res.body.owner).toBeNull();
      expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);
    }
  });

  it("stores the optional fields, progress and status when sent", async () => {
    const body = ventureBody({
      progressPercentage: 100,
      status: "launched",
      owner: "Jane",
      websiteLink: "https://venture.example",
      deckLink: "deck.example/v1",
      notes: "Line one\nLine two",
    });
    const venture = await create<Venture>(owner, "/api/ventures", body);
    expect(venture).toMatchObject(body);
  });

  it("investors cannot add ventures (403) and visitors get 401", async () => {
    const before = await ventureCount();
    const inv = await call(investor, "/api/ventures", { method: "POST", json: ventureBody() });
    expect(inv.status).toBe(403);
    expectErrorShape(inv.body);
    const anon = await call(visitor, "/api/ventures", { method: "POST", json: ventureBody() });
    expect(anon.status).toBe(401);
    expectErrorShape(anon.body);
    expect(await ventureCount()).toBe(before);
  });

  it("refuses a progress outside 0–100 whole numbers", async () => {
    const before = await ventureCount();
    for (const progressPercentage of [101, -1, 5.5, "50"]) {
      const res = await call(team, "/api/ventures", { method: "POST", json: ventureBody({ progressPercentage }) });
      expectFieldErrors(res, ["progressPercentage"]);
    }
    expect(await ventureCount()).toBe(before);
  });

  it("refuses a status outside the five statuses", async () => {
    const res = await call(team, "/api/ventures", { method: "POST", json: ventureBody({ status: "done" }) });
    expectFieldErrors(res, ["status"]);
  });

  it("refuses a phase outside concept, mvp and growth", async () => {
    const res = await call(team, "/api/ventures", { method: "POST", json: ventureBody({ phase: "scale" }) });
    expectFieldErrors(res, ["phase"]);
  });

  it("names every missing required field of the add-brand form", async () => {
    const res = await call(team, "/api/ventures", { method: "POST", json: {} });
    expectFieldErrors(res, [
      "name",
      "oneLiner",
      "phase",
      "description",
      "problemThreeWords",
      "solutionThreeWords",
      "targetAudience",
      "monetization",
      "baselineCost",
      "breakEvenTarget",
      "styleVisualVoice",
    ]);
  });
});

describe("editing ventures", () => {
  it("a team member changes only the status with a partial update", async () => {
    const venture = await create<Venture>(owner, "/api/ventures", ventureBody({ progressPercentage: 40 }));
    const res = await call<Venture>(team, `/api/ventures/${venture.id}`, {
      method: "PUT",
      json: { status: "in_progress" },
    });
    expect(res.status).toBe(200);
    const { status, updatedAt: _u, ...rest } = res.body;
    const { status: before, updatedAt: _u2, ...restBefore } = venture;
    expect(before).toBe("not_built");
    expect(status).toBe("in_progress");
    expect(rest).toEqual(restBefore);
    const [listed] = onlyIds((await call<Venture[]>(investor, "/api/ventures")).body, [venture.id]);
    expect(listed).toEqual(res.body);
  });

  it("a full edit-venture form replaces the fields it sends", async () => {
    const venture = await create<Venture>(team, "/api/ventures", ventureBody());
    const next = ventureBody({ phase: "growth", progressPercentage: 75, status: "complete", owner: "Sam", notes: "n" });
    const res = await call<Venture>(owner, `/api/ventures/${venture.id}`, { method: "PUT", json: next });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...next, id: venture.id });
  });

  it("refuses invalid values in an update and keeps the stored ones", async () => {
    const venture = await create<Venture>(team, "/api/ventures", ventureBody());
    for (const patch of [{ progressPercentage: 101 }, { status: "done" }, {}]) {
      const res = await call(team, `/api/ventures/${venture.id}`, { method: "PUT", json: patch });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    const [listed] = onlyIds((await call<Venture[]>(team, "/api/ventures")).body, [venture.id]);
    expect(listed).toEqual(venture);
  });

  it("answers 404 to an update of an unknown venture", async () => {
    const res = await call(team, `/api/ventures/${randomUuid()}`, { method: "PUT", json: { status: "started" } });
    expect(res.status).toBe(404);
    expectErrorShape(res.body);
    expect((await call(team, "/api/ventures/not-a-uuid", { method: "PUT", json: { status: "started" } })).status).toBe(
      404,
    );
  });

  it("investors cannot edit ventures (403) and visitors get 401", async () => {
    const venture = await create<Venture>(team, "/api/ventures", ventureBody());
    expect(
      (await call(investor, `/api/ventures/${venture.id}`, { method: "PUT", json: { status: "started" } })).status,
    ).toBe(403);
    expect(
      (await call(visitor, `/api/ventures/${venture.id}`, { method: "PUT", json: { status: "started" } })).status,
    ).toBe(401);
    const [listed] = onlyIds((await call<Venture[]>(team, "/api/ventures")).body, [venture.id]);
    expect(listed!.status).toBe("not_built");
  });
});

describe("seeding sample ventures", () => {
  it("seeds an empty table with ventures in all three phases; seeding again answers 409 and adds nothing", async () => {
    await app.db.delete(ventures);
    const res = await call<Venture[]>(team, "/api/ventures/seed", { method: "POST" });
    expect(res.status).toBe(201);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(new Set(res.body.map((v) => v.phase))).toEqual(new Set(["concept", "mvp", "growth"]));
    for (const v of res.body) {
      expect(v.id).toMatch(UUID_PATTERN);
      expect(v.progressPercentage).toBeGreaterThanOrEqual(0);
      expect(v.progressPercentage).toBeLessThanOrEqual(100);
      expect(["not_built", "started", "in_progress", "complete", "launched"]).toContain(v.status);
    }
    const count = await ventureCount();
    expect(count).toBe(res.body.length);

    const listed = await call<Venture[]>(investor, "/api/ventures");
    expect(listed.body).toHaveLength(count);

    const again = await call(owner, "/api/ventures/seed", { method: "POST" });
    expect(again.status).toBe(409);
    expectErrorShape(again.body);
    expect(await ventureCount()).toBe(count);
  });

  it("concurrent seeds of an empty table insert the samples once", async () => {
    await app.db.delete(ventures);
    const results = await Promise.all(
      [team, owner, team, owner].map((fetcher) => call<Venture[]>(fetcher, "/api/ventures/seed", { method: "POST" })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const created = results.find((r) => r.status === 201)!.body;
    expect(await ventureCount()).toBe(created.length);
  });

  it("investors cannot seed ventures (403) and visitors get 401", async () => {
    const before = await ventureCount();
    expect((await call(investor, "/api/ventures/seed", { method: "POST" })).status).toBe(403);
    expect((await call(visitor, "/api/ventures/seed", { method: "POST" })).status).toBe(401);
    expect(await ventureCount()).toBe(before);
  });
});
