import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  type ApiFetch,
  call,
  caseStudyBody,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  onlyIds,
  randomUuid,
  unique,
  UUID_PATTERN,
} from "./helpers.ts";

// docs/product.md: #entities (case study), #content-rules (slug and bounds), #constants (ordering), #api-errors and
// #roles.

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

type Study = Record<string, any> & { id: string; slug: string };

const ids = (list: Study[]) => list.map((s) => s.id);

describe("creating case studies", () => {
  it("answers 201 with the stored case study and the defaults", async () => {
    const body = caseStudyBody();
    const res = await call<Study>(team, "/api/case-studies", { method: "POST", json: body });
    expect(res.status).toBe(201);
    const study = res.body;
    expect(study).toMatchObject(body);
    expect(study.id).toMatch(UUID_PATTERN);
    expect(study.gradientColors).toBe("from-blue-600 to-purple-600");
    expect(study.readTime).toBe(5);
    expect(study.stats).toEqual([]);
    expect(study.sortOrder).toBe(0);
    expect(study.author).toBe("Arcwell Studio Team");
    expect(study.tags).toEqual([]);
    expect(study.imageGallery).toEqual([]);
    expect(study.isPublished).toBe(false);
    expect(study.isFeatured).toBe(false);
    expect(study.publishedAt).toBeNull();
  });

  it("round-trips stats, with and without descriptions", async () => {
    const stats = [
      { label: "Revenue growth", value: "3x", description: "Within the first year" },
      { label: "Users", value: "120k" },
    ];
    const study = await create<Study>(team, "/api/case-studies", caseStudyBody({ stats, isPublished: true }));
    expect(study.stats).toEqual(stats);
    const read = await call<Study>(visitor, `/api/case-studies/${study.slug}`);
    expect(read.body.stats).toEqual(stats);
    const [listed] = onlyIds((await call<Study[]>(visitor, "/api/case-studies")).body, [study.id]);
    expect(listed!.stats).toEqual(stats);

    const replaced = [{ label: "Churn", value: "-40%" }];
    const upd = await call<Study>(team, `/api/case-studies/${study.id}`, { method: "PUT", json: { stats: replaced } });
    expect(upd.status).toBe(200);
    expect(upd.body.stats).toEqual(replaced);
  });

  it("refuses a stat without label or value", async () => {
    const res = await call(team, "/api/case-studies", {
      method: "POST",
      json: caseStudyBody({ stats: [{ label: "", value: "3x" }, { label: "Users" }] }),
    });
    expectFieldErrors(res, ["stats.0.label", "stats.1.value"]);
  });

  it("refuses a case study missing its required fields, naming each", async () => {
    const res = await call(team, "/api/case-studies", { method: "POST", json: {} });
    expectFieldErrors(res, ["title", "subtitle", "category", "content", "excerpt"]);
  });

  it("refuses a read time of 0 or 121", async () => {
    for (const readTime of [0, 121]) {
      const res = await call(team, "/api/case-studies", { method: "POST", json: caseStudyBody({ readTime }) });
      expectFieldErrors(res, ["readTime"]);
    }
    const ok = await create<Study>(team, "/api/case-studies", caseStudyBody({ readTime: 120 }));
    expect(ok.readTime).toBe(120);
  });

  it("refuses a negative sortOrder", async () => {
    const res = await call(team, "/api/case-studies", { method: "POST", json: caseStudyBody({ sortOrder: -1 }) });
    expectFieldErrors(res, ["sortOrder"]);
    const study = await create<Study>(team, "/api/case-studies", caseStudyBody());
    const upd = await call(team, `/api/case-studies/${study.id}`, { method: "PUT", json: { sortOrder: -1 } });
    expectFieldErrors(upd, ["sortOrder"]);
  });

  it("refuses a gradient outside the offered ones", async () => {
    const res = await call(team, "/api/case-studies", {
      method: "POST",
      json: caseStudyBody({ gradientColors: "from-black to-white" }),
    });
    expectFieldErrors(res, ["gradientColors"]);
  });

  it("creating a published case study stamps publishedAt", async () => {
    const study = await create<Study>(team, "/api/case-studies", caseStudyBody({ isPublished: true }));
    expect(study.publishedAt).not.toBeNull();
    expect(Math.abs(Date.parse(study.publishedAt) - Date.now())).toBeLessThan(60_000);
  });
});

describe("updating case studies", () => {
  it("a publish toggle with only isPublished changes nothing else", async () => {
    const draft = await create<Study>(team, "/api/case-studies", caseStudyBody({ sortOrder: 9 }));
    const res = await call<Study>(team, `/api/case-studies/${draft.id}`, {
      method: "PUT",
      json: { isPublished: true },
    });
    expect(res.status).toBe(200);
    const { isPublished, publishedAt, updatedAt: _u, ...rest } = res.body;
    const { isPublished: _p, publishedAt: _pa, updatedAt: _u2, ...restBefore } = draft;
    expect(isPublished).toBe(true);
    expect(publishedAt).not.toBeNull();
    expect(rest).toEqual(restBefore);
  });

  it("answers 400 to an empty update and 404 to an unknown id", async () => {
    const study = await create<Study>(team, "/api/case-studies", caseStudyBody());
    const empty = await call(team, `/api/case-studies/${study.id}`, { method: "PUT", json: {} });
    expect(empty.status).toBe(400);
    expectErrorShape(empty.body);
    expect(
      (await call(team, `/api/case-studies/${randomUuid()}`, { method: "PUT", json: { title: "x" } })).status,
    ).toBe(404);
    expect((await call(team, "/api/case-studies/not-a-uuid", { method: "PUT", json: { title: "x" } })).status).toBe(
      404,
    );
  });
});

describe("case study visibility", () => {
  it("visitors and investors list only published case studies; staff list drafts too", async () => {
    const published = await create<Study>(team, "/api/case-studies", caseStudyBody({ isPublished: true }));
    const draft = await create<Study>(team, "/api/case-studies", caseStudyBody());
    const mine = [published.id, draft.id];
    for (const fetcher of [visitor, investor]) {
      const res = await call<Study[]>(fetcher, "/api/case-studies");
      expect(res.status).toBe(200);
      expect(ids(onlyIds(res.body, mine))).toEqual([published.id]);
      expect(res.body.every((s) => s.isPublished)).toBe(true);
    }
    for (const fetcher of [team, owner]) {
      const res = await call<Study[]>(fetcher, "/api/case-studies");
      expect(res.status).toBe(200);
      expect(ids(onlyIds(res.body, mine)).sort()).toEqual([...mine].sort());
    }
  });

  it("a draft's slug is 404 to visitors and investors and 200 to team and owner", async () => {
    const draft = await create<Study>(team, "/api/case-studies", caseStudyBody());
    for (const fetcher of [visitor, investor]) {
      const res = await call(fetcher, `/api/case-studies/${draft.slug}`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body);
    }
    for (const fetcher of [team, owner]) {
      const res = await call<Study>(fetcher, `/api/case-studies/${draft.slug}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(draft.id);
    }
  });

  it("the by-slug read carries the content", async () => {
    const body = caseStudyBody({ isPublished: true });
    const study = await create<Study>(team, "/api/case-studies", body);
    const res = await call<Study>(visitor, `/api/case-studies/${study.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.content).toBe(body.content);
    expect(res.body).toMatchObject({ title: body.title, subtitle: body.subtitle });
  });

  it("orders the list featured first, then sortOrder ascending", async () => {
    const make = (isFeatured: boolean, sortOrder: number) =>
      create<Study>(team, "/api/case-studies", caseStudyBody({ isPublished: true, isFeatured, sortOrder }));
    const plainLate = await make(false, 50);
    const featuredLate = await make(true, 40);
    const plainEarly = await make(false, 1);
    const featuredEarly = await make(true, 2);
    const expected = [featuredEarly.id, featuredLate.id, plainEarly.id, plainLate.id];
    for (const fetcher of [visitor, team]) {
      const res = await call<Study[]>(fetcher, "/api/case-studies");
      expect(ids(onlyIds(res.body, expected))).toEqual(expected);
      const featured = res.body.filter((s) => s.isFeatured);
      const rest = res.body.filter((s) => !s.isFeatured);
      expect(res.body.map((s) => s.id)).toEqual([...featured, ...rest].map((s) => s.id));
      for (const group of [featured, rest]) {
        const orders = group.map((s) => s.sortOrder);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }
    }
  });
});

describe("the admin list of case studies", () => {
  it("is 401 to visitors and 403 to investors", async () => {
    const anon = await call(visitor, "/api/admin/case-studies");
    expect(anon.status).toBe(401);
    expectErrorShape(anon.body);
    const inv = await call(investor, "/api/admin/case-studies");
    expect(inv.status).toBe(403);
    expectErrorShape(inv.body);
  });

  it("gives team and owner every case study, drafts included, with content", async () => {
    const draft = await create<Study>(team, "/api/case-studies", caseStudyBody());
    const published = await create<Study>(team, "/api/case-studies", caseStudyBody({ isPublished: true }));
    for (const fetcher of [team, owner]) {
      const res = await call<Study[]>(fetcher, "/api/admin/case-studies");
      expect(res.status).toBe(200);
      const mine = onlyIds(res.body, [draft.id, published.id]);
      expect(mine).toHaveLength(2);
      for (const s of mine) expect(s.content).toMatch(/^<p>Body of case study/);
    }
  });
});

describe("case study content sanitization", () => {
  it("removes script and foreign iframes but keeps YouTube embeds", async () => {
    const content =
      "<p>Intro <strong>bold</strong></p>" +
      "<script>alert('x')</script>" +
      '<iframe src="https://www.youtube.com/embed/x"></iframe>' +
      '<iframe src="https://evil.example/frame"></iframe>' +
      '<iframe src="https://evil.example/embed/1" width="640" height="360"></iframe>' +
      '<iframe width="640" height="360"></iframe>' +
      '<iframe src="/embed/1"></iframe>' +
      '<a href="javascript:alert(1)" onclick="alert(2)">link</a>';
    const study = await create<Study>(team, "/api/case-studies", caseStudyBody({ content }));
    // Only the YouTube player is left: a foreign iframe goes whole, not as an empty frame.
    expect(study.content.match(/<iframe/g)).toHaveLength(1);
    expect(study.content).toContain("<p>Intro <strong>bold</strong></p>");
    expect(study.content).not.toMatch(/<script/i);
    expect(study.content).not.toContain("alert");
    expect(study.content).toContain('src="https://www.youtube.com/embed/x"');
    expect(study.content).not.toContain("evil.example");
    expect(study.content).not.toMatch(/onclick|javascript:/i);
  });

  it("answers 400 with errors.content when nothing is left once script is removed", async () => {
    const title = `Only script ${unique()}`;
    const res = await call(team, "/api/case-studies", {
      method: "POST",
      json: caseStudyBody({ title, content: "<script>x</script>" }),
    });
    expectFieldErrors(res, ["content"]);
    const admin = await call<Study[]>(team, "/api/admin/case-studies");
    expect(admin.body.some((s) => s.title === title)).toBe(false);
  });
});

describe("deleting case studies", () => {
  it("team members and the owner delete case studies (204)", async () => {
    for (const fetcher of [team, owner]) {
      const study = await create<Study>(team, "/api/case-studies", caseStudyBody({ isPublished: true }));
      const res = await call(fetcher, `/api/case-studies/${study.id}`, { method: "DELETE" });
      expect(res.status).toBe(204);
      expect((await call(team, `/api/case-studies/${study.slug}`)).status).toBe(404);
      expect((await call(fetcher, `/api/case-studies/${study.id}`, { method: "DELETE" })).status).toBe(404);
    }
  });

  it("investors get 403 and visitors 401, and the case study stays", async () => {
    const study = await create<Study>(team, "/api/case-studies", caseStudyBody());
    const inv = await call(investor, `/api/case-studies/${study.id}`, { method: "DELETE" });
    expect(inv.status).toBe(403);
    expectErrorShape(inv.body);
    const anon = await call(visitor, `/api/case-studies/${study.id}`, { method: "DELETE" });
    expect(anon.status).toBe(401);
    expectErrorShape(anon.body);
    expect((await call(team, `/api/case-studies/${study.slug}`)).status).toBe(200);
  });
});
