import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  autosaves,
  blogPosts,
  caseStudies,
  portfolioCards,
  previewLinks,
  revisions,
  ventures,
} from "#db/schema.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import {
  ACTORS,
  type ApiFetch,
  call,
  cardBody,
  caseStudyBody,
  contactBody,
  create,
  expectErrorShape,
  fetchersFor,
  postBody,
  ventureBody,
} from "./helpers.ts";
import { AUTHORIZATION_MATRIX, EDITORIAL_MATRIX, routeKey, type MatrixRoute } from "./authorization-matrix.table.ts";

export { AUTHORIZATION_MATRIX } from "./authorization-matrix.table.ts";

// docs/product.md#roles, enforced on the server: every endpoint × every actor. Allowed callers get a
// success (or 409 from a seed that found rows, which proves the guard let them through);
// refused ones get 401 (visitor) or 403 (signed in, role not allowed) and change nothing.

let app: TestApp;
let as: Record<Actor, ApiFetch>;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
});

afterAll(async () => {
  await app?.close();
});

/** One concrete request for a route, with a check that a refused request changed nothing. */
interface Prepared {
  path: string;
  json?: unknown;
  untouched?: () => Promise<void>;
}

type Table = typeof portfolioCards | typeof caseStudies | typeof blogPosts | typeof ventures;

async function rowById(table: Table, id: string) {
  const [row] = await app.db.select().from(table).where(eq(table.id, id));
  return row;
}

async function rowCount(table: Table): Promise<number> {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

/** A fresh row whose later state must equal its state now. */
async function freshRow(table: Table, path: string, body: Record<string, unknown>) {
  const created = await create<{ id: string; slug?: string }>(as.owner, path, body);
  const before = await rowById(table, created.id);
  return { created, untouched: async () => expect(await rowById(table, created.id)).toEqual(before) };
}

/** No row of `table` carries `name` in `column`. */
function noneNamed(table: Table, column: "name" | "title", value: string) {
  return async () => {
    const col = (table as unknown as Record<string, Parameters<typeof eq>[0]>)[column]!;
    const rows = await app.db.select().from(table).where(eq(col, value));
    expect(rows).toEqual([]);
  };
}

function countStays(table: Table) {
  let before = -1;
  return {
    snapshot: async () => {
      before = await rowCount(table);
    },
    untouched: async () => expect(await rowCount(table)).toBe(before),
  };
}

const PREPARE: Record<string, () => Promise<Prepared>> = {
  "GET /api/portfolio-cards": async () => ({ path: "/api/portfolio-cards" }),
  "POST /api/portfolio-cards": async () => {
    const json = cardBody();
    return { path: "/api/portfolio-cards", json, untouched: noneNamed(portfolioCards, "name", json.name as string) };
  },
  "PUT /api/portfolio-cards/:id": async () => {
    const { created, untouched } = await freshRow(portfolioCards, "/api/portfolio-cards", cardBody());
    return { path: `/api/portfolio-cards/${created.id}`, json: { isActive: false, name: "Renamed" }, untouched };
  },
  "DELETE /api/portfolio-cards/:id": async () => {
    const { created, untouched } = await freshRow(portfolioCards, "/api/portfolio-cards", cardBody());
    return { path: `/api/portfolio-cards/${created.id}`, untouched };
  },
  "POST /api/portfolio-cards/seed": async () => {
    const count = countStays(portfolioCards);
    await count.snapshot();
    return { path: "/api/portfolio-cards/seed", untouched: count.untouched };
  },

  "GET /api/case-studies": async () => ({ path: "/api/case-studies" }),
  "GET /api/case-studies/:slug": async () => {
    const study = await create<{ slug: string }>(as.owner, "/api/case-studies", caseStudyBody({ isPublished: true }));
    return { path: `/api/case-studies/${study.slug}` };
  },
  "GET /api/admin/case-studies": async () => ({ path: "/api/admin/case-studies" }),
  "POST /api/case-studies": async () => {
    const json = caseStudyBody();
    return { path: "/api/case-studies", json, untouched: noneNamed(caseStudies, "title", json.title as string) };
  },
  "PUT /api/case-studies/:id": async () => {
    const { created, untouched } = await freshRow(caseStudies, "/api/case-studies", caseStudyBody());
    return { path: `/api/case-studies/${created.id}`, json: { isPublished: true, title: "Retitled" }, untouched };
  },
  "DELETE /api/case-studies/:id": async () => {
    const { created, untouched } = await freshRow(caseStudies, "/api/case-studies", caseStudyBody());
    return { path: `/api/case-studies/${created.id}`, untouched };
  },

  "GET /api/blog-posts": async () => ({ path: "/api/blog-posts" }),
  "GET /api/blog-posts/:slug": async () => {
    const post = await create<{ slug: string }>(as.owner, "/api/blog-posts", postBody({ isPublished: true }));
    return { path: `/api/blog-posts/${post.slug}` };
  },
  "GET /api/admin/blog-posts": async () => ({ path: "/api/admin/blog-posts" }),
  "GET /api/search": async () => ({ path: "/api/search?q=venture" }),
  "POST /api/blog-posts": async () => {
    const json = postBody();
    return { path: "/api/blog-posts", json, untouched: noneNamed(blogPosts, "title", json.title as string) };
  },
  "PUT /api/blog-posts/:id": async () => {
    const { created, untouched } = await freshRow(blogPosts, "/api/blog-posts", postBody());
    return { path: `/api/blog-posts/${created.id}`, json: { isPublished: true, title: "Retitled" }, untouched };
  },
  "DELETE /api/blog-posts/:id": async () => {
    const { created, untouched } = await freshRow(blogPosts, "/api/blog-posts", postBody());
    return { path: `/api/blog-posts/${created.id}`, untouched };
  },

  "GET /api/ventures": async () => ({ path: "/api/ventures" }),
  "POST /api/ventures": async () => {
    const json = ventureBody();
    return { path: "/api/ventures", json, untouched: noneNamed(ventures, "name", json.name as string) };
  },
  "PUT /api/ventures/:id": async () => {
    const { created, untouched } = await freshRow(ventures, "/api/ventures", ventureBody());
    return { path: `/api/ventures/${created.id}`, json: { status: "launched", progressPercentage: 100 }, untouched };
  },
  "POST /api/ventures/seed": async () => {
    const count = countStays(ventures);
    await count.snapshot();
    return { path: "/api/ventures/seed", untouched: count.untouched };
  },

  "GET /api/auth/user": async () => ({ path: "/api/auth/user" }),
  "POST /api/contact": async () => ({ path: "/api/contact", json: contactBody() }),
};

/** The collections with revision history: their table and a valid create body. */
const REVISIONED = {
  "portfolio-cards": { table: portfolioCards, body: cardBody },
  "blog-posts": { table: blogPosts, body: postBody },
  "case-studies": { table: caseStudies, body: caseStudyBody },
  ventures: { table: ventures, body: ventureBody },
} as const;

/** A fresh entity of `collection` and the id of its one revision (its creation). */
async function withRevision(collection: keyof typeof REVISIONED) {
  const { table, body } = REVISIONED[collection];
  const { created, untouched } = await freshRow(table, `/api/${collection}`, body());
  const list = await call<{ id: string }[]>(as.owner, `/api/${collection}/${created.id}/revisions`);
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(1);
  const revisionCount = async () =>
    (await app.db.select().from(revisions).where(eq(revisions.entityId, created.id))).length;
  return {
    id: created.id,
    revisionId: list.body[0]!.id,
    untouched: async () => {
      await untouched();
      expect(await revisionCount()).toBe(1);
    },
  };
}

/** A case study that the team member and the owner have each autosaved (both may read or drop their own). */
async function autosavedByStaff() {
  const study = await create<{ id: string }>(as.owner, "/api/case-studies", caseStudyBody());
  for (const actor of ["team", "owner"] as const) {
    const res = await call(as[actor], `/api/autosaves/case-studies/${study.id}`, {
      method: "PUT",
      json: { values: { title: `Autosaved by ${actor}` }, fields: {}, isNew: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const kept = async () => (await app.db.select().from(autosaves).where(eq(autosaves.entryKey, study.id))).length;
  return { id: study.id, untouched: async () => expect(await kept()).toBe(2) };
}

/** Fixtures of the editorial rows (issue 14): previews, revisions, the audit log; autosaves (issue 26). */
function editorialRecipes(): Record<string, () => Promise<Prepared>> {
  const recipes: Record<string, () => Promise<Prepared>> = {
    "POST /api/previews": async () => {
      const post = await create<{ id: string }>(as.owner, "/api/blog-posts", postBody());
      return {
        path: "/api/previews",
        json: { type: "blog-post", id: post.id },
        untouched: async () =>
          expect(await app.db.select().from(previewLinks).where(eq(previewLinks.entityId, post.id))).toEqual([]),
      };
    },
    "GET /api/previews": async () => {
      const study = await create<{ id: string }>(as.owner, "/api/case-studies", caseStudyBody());
      await create(as.owner, "/api/previews", { type: "case-study", id: study.id });
      return { path: `/api/previews?type=case-study&id=${study.id}` };
    },
    "DELETE /api/previews/:id": async () => {
      const post = await create<{ id: string }>(as.owner, "/api/blog-posts", postBody());
      const link = await create<{ id: string }>(as.owner, "/api/previews", { type: "blog-post", id: post.id });
      return {
        path: `/api/previews/${link.id}`,
        untouched: async () => {
          const [row] = await app.db.select().from(previewLinks).where(eq(previewLinks.id, link.id));
          expect(row!.revokedAt).toBeNull();
        },
      };
    },
    "GET /api/admin/audit": async () => ({ path: "/api/admin/audit" }),
    "GET /api/admin/audit.csv": async () => ({ path: "/api/admin/audit.csv" }),
    "GET /api/admin/blog-posts/:id": async () => {
      const post = await create<{ id: string }>(as.owner, "/api/blog-posts", postBody());
      return { path: `/api/admin/blog-posts/${post.id}` };
    },
    "GET /api/admin/case-studies/:id": async () => {
      const study = await create<{ id: string }>(as.owner, "/api/case-studies", caseStudyBody());
      return { path: `/api/admin/case-studies/${study.id}` };
    },
    "PUT /api/autosaves/:collection/:key": async () => {
      const post = await create<{ id: string }>(as.owner, "/api/blog-posts", postBody());
      return {
        path: `/api/autosaves/blog-posts/${post.id}`,
        json: { values: { title: "Autosaved" }, fields: { title: "Autosaved" }, isNew: false },
        untouched: async () =>
          expect(await app.db.select().from(autosaves).where(eq(autosaves.entryKey, post.id))).toEqual([]),
      };
    },
    "GET /api/autosaves/:collection/:key": async () => {
      const { id } = await autosavedByStaff();
      return { path: `/api/autosaves/case-studies/${id}` };
    },
    "GET /api/autosaves/:collection": async () => ({ path: "/api/autosaves/blog-posts" }),
    "DELETE /api/autosaves/:collection/:key": async () => {
      const { id, untouched } = await autosavedByStaff();
      return { path: `/api/autosaves/case-studies/${id}`, untouched };
    },
  };
  for (const collection of Object.keys(REVISIONED) as (keyof typeof REVISIONED)[]) {
    const base = `/api/${collection}/:id/revisions`;
    recipes[`GET ${base}`] = async () => {
      const { id } = await withRevision(collection);
      return { path: `/api/${collection}/${id}/revisions` };
    };
    recipes[`GET ${base}/:revisionId`] = async () => {
      const { id, revisionId } = await withRevision(collection);
      return { path: `/api/${collection}/${id}/revisions/${revisionId}` };
    };
    recipes[`POST ${base}/:revisionId/restore`] = async () => {
      const { id, revisionId, untouched } = await withRevision(collection);
      return { path: `/api/${collection}/${id}/revisions/${revisionId}/restore`, untouched };
    };
  }
  return recipes;
}
Object.assign(PREPARE, editorialRecipes());

/** The endpoints the brief and docs/product.md#api name (uploads, AI generation and sign-in are outside this suite). */
const EXPECTED_ENDPOINTS = [
  "GET /api/portfolio-cards",
  "POST /api/portfolio-cards",
  "PUT /api/portfolio-cards/:id",
  "DELETE /api/portfolio-cards/:id",
  "POST /api/portfolio-cards/seed",
  "GET /api/case-studies",
  "GET /api/case-studies/:slug",
  "GET /api/search",
  "GET /api/admin/case-studies",
  "POST /api/case-studies",
  "PUT /api/case-studies/:id",
  "DELETE /api/case-studies/:id",
  "GET /api/blog-posts",
  "GET /api/blog-posts/:slug",
  "GET /api/admin/blog-posts",
  "POST /api/blog-posts",
  "PUT /api/blog-posts/:id",
  "DELETE /api/blog-posts/:id",
  "GET /api/ventures",
  "POST /api/ventures",
  "PUT /api/ventures/:id",
  "POST /api/ventures/seed",
  "GET /api/auth/user",
  "POST /api/contact",
];

describe("the authorization matrix", () => {
  it("lists every endpoint once, each with all four actors and a request recipe", () => {
    const keys = AUTHORIZATION_MATRIX.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...EXPECTED_ENDPOINTS].sort());
    for (const route of AUTHORIZATION_MATRIX) {
      expect(Object.keys(route.expect).sort()).toEqual([...ACTORS].sort());
      expect(PREPARE[routeKey(route)], routeKey(route)).toBeTypeOf("function");
    }
  });

  it("has a request recipe for every editorial row (issue 14)", () => {
    const keys = EDITORIAL_MATRIX.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of EDITORIAL_MATRIX) {
      expect(Object.keys(route.expect).sort()).toEqual([...ACTORS].sort());
      expect(PREPARE[routeKey(route)], routeKey(route)).toBeTypeOf("function");
    }
  });

  it("refuses visitors only with 401 and signed-in users only with 403", () => {
    for (const route of [...AUTHORIZATION_MATRIX, ...EDITORIAL_MATRIX] as readonly MatrixRoute[]) {
      expect([401, "allowed"]).toContain(route.expect.visitor);
      for (const actor of ["investor", "team", "owner"] as const)
        expect([403, "allowed"]).toContain(route.expect[actor]);
    }
  });
});

for (const route of [...AUTHORIZATION_MATRIX, ...EDITORIAL_MATRIX] as readonly MatrixRoute[]) {
  describe(routeKey(route), () => {
    for (const actor of ACTORS) {
      const expectation = route.expect[actor];
      const name =
        expectation === "allowed"
          ? `${actor === "visitor" ? "a visitor" : `the ${actor}`} is let through (${route.allowed.join(" or ")})`
          : `${actor === "visitor" ? "a visitor" : `the ${actor}`} is refused with ${expectation} and nothing changes`;
      it(name, async () => {
        const prepared = await PREPARE[routeKey(route)]!();
        const init =
          route.method === "GET"
            ? {}
            : { method: route.method, ...(prepared.json !== undefined ? { json: prepared.json } : {}) };
        const res = await call(as[actor], prepared.path, init);
        if (expectation === "allowed") {
          expect(route.allowed, JSON.stringify(res.body)).toContain(res.status);
        } else {
          expect(res.status, JSON.stringify(res.body)).toBe(expectation);
          expectErrorShape(res.body);
          expect(res.body.message).toBe(expectation === 401 ? "Unauthorized" : "Forbidden");
          await prepared.untouched?.();
        }
      });
    }
  });
}
