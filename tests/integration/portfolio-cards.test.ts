import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { portfolioCards } from "#db/schema.server.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  type ApiFetch,
  call,
  cardBody,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  onlyIds,
  randomUuid,
  UUID_PATTERN,
} from "./helpers.ts";

// docs/product.md: #entities (portfolio card), #api (calls), #roles.

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

async function cardCount(): Promise<number> {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(portfolioCards);
  return row!.n;
}

describe("listing portfolio cards", () => {
  it("shows visitors and investors only the active cards, and staff every card", async () => {
    const shown = await create(team, "/api/portfolio-cards", cardBody());
    const hidden = await create(team, "/api/portfolio-cards", cardBody({ isActive: false }));
    const ids = [shown.id, hidden.id];

    for (const fetcher of [visitor, investor]) {
      const res = await call(fetcher, "/api/portfolio-cards");
      expect(res.status).toBe(200);
      expect(onlyIds(res.body, ids).map((c: { id: string }) => c.id)).toEqual([shown.id]);
      expect(res.body.every((c: { isActive: boolean }) => c.isActive)).toBe(true);
    }
    for (const fetcher of [team, owner]) {
      const res = await call(fetcher, "/api/portfolio-cards");
      expect(res.status).toBe(200);
      expect(
        onlyIds(res.body, ids)
          .map((c: { id: string }) => c.id)
          .sort(),
      ).toEqual([...ids].sort());
    }
  });

  it("orders cards by sortOrder ascending", async () => {
    const third = await create(team, "/api/portfolio-cards", cardBody({ sortOrder: 30 }));
    const first = await create(team, "/api/portfolio-cards", cardBody({ sortOrder: -5 }));
    const second = await create(team, "/api/portfolio-cards", cardBody({ sortOrder: 7 }));
    const ids = [third.id, first.id, second.id];

    for (const fetcher of [visitor, owner]) {
      const res = await call(fetcher, "/api/portfolio-cards");
      expect(onlyIds(res.body, ids).map((c: { id: string }) => c.id)).toEqual([first.id, second.id, third.id]);
      const orders = res.body.map((c: { sortOrder: number }) => c.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });
});

describe("creating portfolio cards", () => {
  it("answers 201 with the stored card and the database defaults", async () => {
    const body = cardBody();
    const res = await call(team, "/api/portfolio-cards", { method: "POST", json: body });
    expect(res.status).toBe(201);
    const card = res.body;
    expect(card).toMatchObject(body);
    expect(card.id).toMatch(UUID_PATTERN);
    expect(card.services).toEqual([]);
    expect(card.isActive).toBe(true);
    expect(card.sortOrder).toBe(0);
    expect(card.hasInternalLanding).toBe(false);
    expect(card.tagline).toBeNull();
    expect(Number.isNaN(Date.parse(card.createdAt))).toBe(false);
    expect(Number.isNaN(Date.parse(card.updatedAt))).toBe(false);

    const listed = onlyIds((await call(owner, "/api/portfolio-cards")).body, [card.id]);
    expect(listed).toEqual([card]);
  });

  it("stores every optional field that is sent", async () => {
    const body = cardBody({
      tagline: "A tagline",
      fullDescription: "<p>Long story</p>",
      services: ["UI/UX Design", "AI Integration"],
      logoUrl: "/images/logo.svg",
      imageUrl: "https://cdn.example/hero.png",
      websiteUrl: "https://card.example",
      hasInternalLanding: true,
      internalRoute: "my-card",
      isActive: false,
      sortOrder: 12,
    });
    const card = await create(owner, "/api/portfolio-cards", body);
    expect(card).toMatchObject(body);
  });

  it("refuses a card missing its required fields, naming each", async () => {
    const res = await call(team, "/api/portfolio-cards", { method: "POST", json: {} });
    expectFieldErrors(res, ["name", "description", "category", "phase", "color"]);
  });

  it("sanitizes fullDescription: script and event handlers removed, paragraphs and bold kept", async () => {
    const card = await create(
      team,
      "/api/portfolio-cards",
      cardBody({
        fullDescription:
          '<p>Hello <strong>world</strong></p><script>alert("x")</script><img src="https://cdn.example/a.png" onerror="alert(1)">',
      }),
    );
    expect(card.fullDescription).toContain("<p>Hello <strong>world</strong></p>");
    expect(card.fullDescription).not.toMatch(/<script/i);
    expect(card.fullDescription).not.toMatch(/onerror/i);
    expect(card.fullDescription).not.toContain("alert");

    const updated = await call(team, `/api/portfolio-cards/${card.id}`, {
      method: "PUT",
      json: { fullDescription: '<p>Again</p><script>steal()</script><a href="javascript:alert(1)">x</a>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.fullDescription).toContain("<p>Again</p>");
    expect(updated.body.fullDescription).not.toMatch(/script/i);
    expect(updated.body.fullDescription).not.toContain("steal");
  });

  it("drops a foreign iframe in fullDescription whole and keeps a Vimeo player", async () => {
    const card = await create(
      team,
      "/api/portfolio-cards",
      cardBody({
        fullDescription:
          '<p>Demo</p><iframe src="https://evil.example/embed/1" width="640" height="360"></iframe>' +
          '<iframe src="https://player.vimeo.com/video/76979871" title="Demo"></iframe>',
      }),
    );
    expect(card.fullDescription).toBe(
      '<p>Demo</p><iframe src="https://player.vimeo.com/video/76979871" title="Demo"></iframe>',
    );
    const updated = await call(team, `/api/portfolio-cards/${card.id}`, {
      method: "PUT",
      json: { fullDescription: '<p>Again</p><iframe width="640" height="360"></iframe>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.fullDescription).toBe("<p>Again</p>");
  });
});

describe("updating portfolio cards", () => {
  it("replaces every field sent in a full update", async () => {
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const next = cardBody({
      tagline: "New tagline",
      category: "AI & Innovation",
      phase: "AI/ML Product",
      color: "from-pink-500 to-rose-500",
      services: ["Growth & SEO"],
      isActive: false,
      sortOrder: 3,
      hasInternalLanding: true,
      internalRoute: "new-route",
    });
    const res = await call(team, `/api/portfolio-cards/${card.id}`, { method: "PUT", json: next });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...next, id: card.id, createdAt: card.createdAt });
    const listed = onlyIds((await call(team, "/api/portfolio-cards")).body, [card.id]);
    expect(listed[0]).toMatchObject(next);
  });

  it("a visibility toggle with only isActive changes nothing else", async () => {
    const card = await create(
      team,
      "/api/portfolio-cards",
      cardBody({
        tagline: "Keep me",
        services: ["UI/UX Design"],
        sortOrder: 4,
        hasInternalLanding: true,
        internalRoute: "keep",
      }),
    );
    const res = await call(team, `/api/portfolio-cards/${card.id}`, { method: "PUT", json: { isActive: false } });
    expect(res.status).toBe(200);
    const { isActive, updatedAt, ...rest } = res.body;
    const { isActive: wasActive, updatedAt: _before, ...restBefore } = card;
    expect(wasActive).toBe(true);
    expect(isActive).toBe(false);
    expect(rest).toEqual(restBefore);
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(card.updatedAt));

    const listed = onlyIds((await call(owner, "/api/portfolio-cards")).body, [card.id]);
    expect(listed[0]).toEqual(res.body);
    expect(onlyIds((await call(visitor, "/api/portfolio-cards")).body, [card.id])).toEqual([]);
  });

  it("refuses an empty update body with 400 and leaves the card alone", async () => {
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const res = await call(team, `/api/portfolio-cards/${card.id}`, { method: "PUT", json: {} });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
    const listed = onlyIds((await call(team, "/api/portfolio-cards")).body, [card.id]);
    expect(listed[0]).toEqual(card);
  });

  it("refuses an invalid value in an update and stores nothing", async () => {
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const res = await call(team, `/api/portfolio-cards/${card.id}`, {
      method: "PUT",
      json: { name: "Renamed", color: "bg-red-500" },
    });
    expectFieldErrors(res, ["color"]);
    const listed = onlyIds((await call(team, "/api/portfolio-cards")).body, [card.id]);
    expect(listed[0].name).toBe(card.name);
  });

  it("answers 404 for an id that is not a uuid", async () => {
    const res = await call(team, "/api/portfolio-cards/not-a-uuid", { method: "PUT", json: { isActive: false } });
    expect(res.status).toBe(404);
    expectErrorShape(res.body);
  });

  it("answers 404 for a well-formed uuid that names no card", async () => {
    const res = await call(team, `/api/portfolio-cards/${randomUuid()}`, { method: "PUT", json: { isActive: false } });
    expect(res.status).toBe(404);
    expectErrorShape(res.body);
    const del = await call(owner, `/api/portfolio-cards/${randomUuid()}`, { method: "DELETE" });
    expect(del.status).toBe(404);
    const bad = await call(owner, "/api/portfolio-cards/not-a-uuid", { method: "DELETE" });
    expect(bad.status).toBe(404);
  });
});

describe("deleting portfolio cards", () => {
  it("the owner deletes a card (204), and a second delete answers 404", async () => {
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const first = await call(owner, `/api/portfolio-cards/${card.id}`, { method: "DELETE" });
    expect(first.status).toBe(204);
    expect(first.body).toBeUndefined();
    expect(onlyIds((await call(owner, "/api/portfolio-cards")).body, [card.id])).toEqual([]);
    const second = await call(owner, `/api/portfolio-cards/${card.id}`, { method: "DELETE" });
    expect(second.status).toBe(404);
    expectErrorShape(second.body);
  });

  it("team members cannot delete portfolio cards", async () => {
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const res = await call(team, `/api/portfolio-cards/${card.id}`, { method: "DELETE" });
    expect(res.status).toBe(403);
    expect(onlyIds((await call(owner, "/api/portfolio-cards")).body, [card.id])).toHaveLength(1);
  });
});

describe("seeding sample portfolio cards", () => {
  it("seeds the sample cards into an empty table once; a second seed answers 409 and adds nothing", async () => {
    await app.db.delete(portfolioCards);
    expect(await cardCount()).toBe(0);

    const res = await call(owner, "/api/portfolio-cards/seed", { method: "POST" });
    expect(res.status).toBe(201);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBe(SAMPLE_CARDS.length);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const card of res.body) {
      expect(card.id).toMatch(UUID_PATTERN);
      expect(typeof card.name).toBe("string");
      expect(card.fullDescription ?? "").not.toMatch(/<script/i);
    }
    expect(await cardCount()).toBe(SAMPLE_CARDS.length);

    const listed = await call(visitor, "/api/portfolio-cards");
    expect(listed.body.length).toBe(SAMPLE_CARDS.filter((c) => c.isActive !== false).length);

    const again = await call(owner, "/api/portfolio-cards/seed", { method: "POST" });
    expect(again.status).toBe(409);
    expectErrorShape(again.body);
    expect(await cardCount()).toBe(SAMPLE_CARDS.length);
  });

  it("team members cannot seed portfolio cards", async () => {
    const before = await cardCount();
    const res = await call(team, "/api/portfolio-cards/seed", { method: "POST" });
    expect(res.status).toBe(403);
    expect(await cardCount()).toBe(before);
  });
});
