import { randomBytes, randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Actor, TestApp } from "../support/test-app.ts";

// Shared helpers of the API integration tests: unique values, valid request bodies and
// assertions on the error format of docs/product.md#api-errors.

export const ACTORS: readonly Actor[] = ["visitor", "investor", "team", "owner"];

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A short random lowercase suffix, safe inside titles and slugs. */
export function unique(): string {
  return randomBytes(5).toString("hex");
}

/** A random well-formed uuid that names no stored row. */
export function randomUuid(): string {
  return randomUUID();
}

/** The fetch returned by `app.as(actor)`. */
export type ApiFetch = Awaited<ReturnType<TestApp["as"]>>;

/** One fetch per actor, created once per test file. */
export async function fetchersFor(app: TestApp): Promise<Record<Actor, ApiFetch>> {
  const entries = await Promise.all(ACTORS.map(async (actor) => [actor, await app.as(actor)] as const));
  return Object.fromEntries(entries) as Record<Actor, ApiFetch>;
}

/** A valid portfolio card body (only required fields unless overridden). */
export function cardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const s = unique();
  return {
    name: `Card ${s}`,
    description: `A portfolio card ${s}.`,
    category: "B2B Tools",
    phase: "Web Platform",
    color: "from-blue-500 to-cyan-500",
    ...overrides,
  };
}

/** A valid blog post body; no slug, so the server derives it from the title. */
export function postBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const s = unique();
  return {
    title: `Post ${s}`,
    excerpt: `Excerpt ${s}`,
    content: `<p>Body of post ${s}</p>`,
    category: "Tech Trends",
    ...overrides,
  };
}

/** A valid case study body; no slug, so the server derives it from the title. */
export function caseStudyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const s = unique();
  return {
    title: `Case study ${s}`,
    subtitle: `Subtitle ${s}`,
    category: "SaaS",
    content: `<p>Body of case study ${s}</p>`,
    excerpt: `Excerpt ${s}`,
    ...overrides,
  };
}

/** A valid add-brand form (no status, no progress). */
export function ventureBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const s = unique();
  return {
    name: `Venture ${s}`,
    oneLiner: `One line ${s}`,
    phase: "mvp",
    description: `A venture ${s}.`,
    problemThreeWords: "Unpredictable harvest losses",
    solutionThreeWords: "Hyperlocal forecast alerts",
    targetAudience: "Farmers\nCo-ops",
    monetization: "Subscription",
    baselineCost: "$1,500/month",
    breakEvenTarget: "Q3 2025",
    styleVisualVoice: "Calm, earthy",
    ...overrides,
  };
}

/** A valid contact enquiry. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const s = unique();
  return {
    name: `Ada ${s}`,
    email: `ada-${s}@example.com`,
    projectInterest: `An AI product ${s}`,
    ...overrides,
  };
}

/** Sends `init` and returns the status and the parsed JSON body (undefined when empty). */
export async function call<T = any>(
  fetcher: ApiFetch,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetcher(path, init);
  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** Creates a row with `body` as `fetcher` and returns it (asserting 201). */
export async function create<T = any>(fetcher: ApiFetch, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await call<T>(fetcher, path, { method: "POST", json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Asserts the docs/product.md#api-errors error shape: `message` string, `requestId` string, optional `errors`. */
export function expectErrorShape(
  body: unknown,
): asserts body is { message: string; requestId: string; errors?: Record<string, string[]> } {
  expect(body).toBeTypeOf("object");
  const b = body as Record<string, unknown>;
  expect(typeof b.message).toBe("string");
  expect((b.message as string).length).toBeGreaterThan(0);
  expect(typeof b.requestId).toBe("string");
  if ("errors" in b) {
    expect(b.errors).toBeTypeOf("object");
    for (const messages of Object.values(b.errors as Record<string, unknown>)) {
      expect(Array.isArray(messages)).toBe(true);
      for (const m of messages as unknown[]) expect(typeof m).toBe("string");
    }
  }
}

/** Asserts a validation answer: 400 with `errors` naming each of `fields`. */
export function expectFieldErrors(res: { status: number; body: unknown }, fields: string[]): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expectErrorShape(res.body);
  const errors = (res.body as { errors?: Record<string, string[]> }).errors;
  expect(errors, "errors").toBeDefined();
  for (const field of fields) expect(Object.keys(errors!), `errors.${field}`).toContain(field);
}

/** Only the entries of `list` whose id is among `ids`, in list order. */
export function onlyIds<T = any>(list: T[], ids: string[]): T[] {
  return list.filter((item) => ids.includes((item as { id: string }).id));
}

/**
 * A second instance of the app on `app`'s database that also serves the pages (React Router,
 * rendered on the server through Vite, as `npm run dev` does), with its own page cache: content
 * writes made through `app` empty it through the database's notifications, as between two
 * production instances. The first page render compiles the routes (several seconds): it is done here.
 */
export async function startPagesInstance(
  app: TestApp,
  opts: {
    searchLimitPerMinute?: number;
    logger?: import("pino").Logger;
    /** TRUST_PROXY of this instance. */
    trustProxy?: boolean | number | string[];
    /** The database this instance reads through (by default the app's own). */
    db?: TestApp["db"];
    /** How visitors' 404s are batched (decision 054). */
    missingPages?: { flushMs?: number; maxPaths?: number };
  } = {},
) {
  const [
    { PageServer },
    { mkdtempSync, rmSync },
    { tmpdir },
    nodePath,
    { pino },
    { createServer: createVite },
    { createApp },
    { setUpPageCache },
    { freePort },
  ] = await Promise.all([
    import("#server/http/socket-hits.server.ts"),
    import("node:fs"),
    import("node:os"),
    import("node:path"),
    import("pino"),
    import("vite"),
    import("#server/app.server.ts"),
    import("#server/http/content-changes.server.ts"),
    import("#server/http/free-port.server.ts"),
  ]);
  // A cache of its own, and no browser dependencies to prepare: parallel test files never share one.
  const cacheDir = mkdtempSync(nodePath.join(tmpdir(), "arcwell-vite-"));
  const vite = await createVite({
    root: new URL("../../", import.meta.url).pathname,
    cacheDir,
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: "custom",
    logLevel: "error",
  });
  type PagesFactory = (services: { db: TestApp["db"] }) => import("express").RequestHandler;
  const pages: import("express").RequestHandler = async (req, res, next) => {
    try {
      const mod = (await vite.ssrLoadModule("/server/pages.server.ts")) as { createPagesHandler: PagesFactory };
      await mod.createPagesHandler({ db: opts.db ?? app.db })(req, res, next);
    } catch (err) {
      next(err);
    }
  };
  const logger = opts.logger ?? pino({ level: "silent" });
  const pageCache = await setUpPageCache({ notifications: app.database.notifications, logger });
  const { handler, hits, redirectRules, missingPages } = createApp({
    db: opts.db ?? app.db,
    logger,
    missingPages: opts.missingPages,
    sessionSecret: randomBytes(32).toString("hex"),
    pages,
    pageCache,
    searchLimitPerMinute: opts.searchLimitPerMinute ?? 10_000,
    trustProxy: opts.trustProxy,
  });
  const port = await freePort("127.0.0.1");
  const server = new PageServer(handler, hits).listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://localhost:${port}`;
  await fetch(`${url}/journal/no-such-page-${unique()}`).then((res) => res.arrayBuffer());
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url + path, { headers, redirect: "manual" });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  return {
    url,
    /** This instance's redirect rules and missing-page counter (decision 054). */
    redirectRules,
    missingPages: missingPages!,
    /** Re-render the most asked-for emptied pages after a write, as production does (decision 036); off by default. */
    warmAfterWrites(on: boolean) {
      pageCache.warmThrough(on ? `http://127.0.0.1:${port}` : undefined);
    },
    /** GETs `path` without following redirects: status, headers and the body as text. */
    get,
    /** GETs `path` until this instance answers it from its page cache (entries are stored a moment later). */
    async cachedGet(path: string) {
      for (let attempt = 0; attempt < 200; attempt++) {
        const res = await get(path);
        if (res.headers.get("x-cache") === "HIT") return res;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`${path} was never answered from the cache`);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await missingPages?.stop();
      await pageCache.close();
      await vite.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

export type PagesInstance = Awaited<ReturnType<typeof startPagesInstance>>;
