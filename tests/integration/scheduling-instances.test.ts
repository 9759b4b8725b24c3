import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "#db/schema.server.ts";
import { createApiToken } from "#server/auth/api-tokens.server.ts";
import { waitUntilReady } from "../support/server-process.ts";
import { freePort } from "#server/http/free-port.server.ts";
import { DB_KIND, freshDatabase } from "../support/test-database.ts";
import { postBody } from "./helpers.ts";

// Scheduled publishing across instances (docs/product.md#scheduling, decision 029), end to end:
// two real server processes (`node server/main.server.ts`, production pages and page cache) on
// one PostgreSQL database. A post scheduled a few seconds ahead is 404 on both until its instant,
// then 200 on both within 30 s with both page caches emptied, nobody signed in; a restart of
// both instances between scheduling and the instant changes nothing, and it goes live once.

const ROOT = path.resolve(import.meta.dirname, "../..");
const LEAD_MS = 10_000;
const WITHIN_MS = 30_000;

interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

describe.runIf(DB_KIND === "postgres")("scheduled publishing on two server processes (postgres)", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let buildDir: string;
  let ownBuild = false;
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "arcwell-sched-")));
  const compileCache = mkdtempSync(path.join(tmpdir(), "arcwell-sched-compile-"));
  const sessionSecret = randomBytes(32).toString("hex");
  let token: string;
  let instances: Instance[] = [];
  /** How long starting both instances took: the restart case schedules far enough ahead to restart them. */
  let startMs = 0;

  /** Starts `node server/main.server.ts` on the shared database and waits until it is ready. */
  async function startInstance(dataDir: string): Promise<Instance> {
    const port = await freePort("127.0.0.1");
    const child = spawn(process.execPath, [path.join(ROOT, "server/main.server.ts")], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: database.databaseUrl,
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        SESSION_SECRET: sessionSecret,
        SEED_SAMPLE_CONTENT: "false",
        INVESTOR_PASSWORD: "investor-pass-123",
        PAGE_CACHE: "on",
        // V8's compiled code, kept between starts as `npm start` does: restarts take less time.
        NODE_COMPILE_CACHE: compileCache,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const url = `http://127.0.0.1:${port}`;
    // Generous: module loading alone takes seconds on a busy machine.
    const watched = await waitUntilReady(child, url, 90_000);
    return { url, child, output: watched.output, stop: watched.stop };
  }

  beforeAll(async () => {
    // The pages come from a production build of this very code: unless BUILD_DIR names one, this
    // file builds its own (the shared build/ may be older than the code, or rebuilt meanwhile).
    if (process.env.BUILD_DIR) buildDir = path.resolve(ROOT, process.env.BUILD_DIR);
    else {
      // Inside the project, so that the build's imports find node_modules.
      const cache = path.join(ROOT, "node_modules/.cache");
      mkdirSync(cache, { recursive: true });
      buildDir = mkdtempSync(path.join(cache, "arcwell-sched-build-"));
      ownBuild = true;
      const built = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
        cwd: ROOT,
        env: { ...process.env, BUILD_DIR: buildDir },
        encoding: "utf8",
      });
      if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
    }
    database = await freshDatabase();
    // A write token: the posts are made through the API as staff, and nobody signs in after. A token
    // works only while its maker is an owner (decision 040).
    const [maker] = await database.db
      .insert(users)
      .values({ email: `scheduler-${randomBytes(4).toString("hex")}@test.example`, role: "owner" })
      .returning({ id: users.id });
    token = (await createApiToken(database.db, { name: "scheduler test", scope: "write" }, maker!.id)).token;
    const started = Date.now();
    instances = await Promise.all(dataDirs.map((dir) => startInstance(dir)));
    startMs = Date.now() - started;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.dispose();
    for (const dir of [...dataDirs, compileCache]) rmSync(dir, { recursive: true, force: true });
    if (ownBuild) rmSync(buildDir, { recursive: true, force: true });
  }, 60_000);

  async function schedule(at: Date): Promise<{ id: string; slug: string; title: string }> {
    const res = await fetch(`${instances[0]!.url}/api/blog-posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(postBody({ isPublished: true, publishedAt: at.toISOString() })),
    });
    const body = (await res.json()) as { id: string; slug: string; title: string; isPublished: boolean };
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body;
  }

  /** What a visitor gets on `instance` for the post: its page, its API read, and whether /journal lists it. */
  async function visitorView(instance: Instance, post: { slug: string; title: string }) {
    const [page, api, journal] = await Promise.all([
      fetch(`${instance.url}/journal/${post.slug}`, { redirect: "manual" }),
      fetch(`${instance.url}/api/blog-posts/${post.slug}`),
      fetch(`${instance.url}/journal`),
    ]);
    const journalHtml = await journal.text();
    await Promise.all([page.arrayBuffer(), api.arrayBuffer()]);
    return {
      page: page.status,
      api: api.status,
      listed: journalHtml.includes(post.title),
      journalCache: journal.headers.get("x-cache"),
    };
  }

  /** Polls both instances until the post is visible on both; fails if either shows it before `at`. */
  async function waitUntilLive(post: { slug: string; title: string }, at: Date): Promise<number> {
    for (;;) {
      const views = await Promise.all(instances.map((instance) => visitorView(instance, post)));
      const answeredAt = Date.now();
      const shown = views.some((v) => v.page === 200 || v.api === 200 || v.listed);
      if (shown) expect(answeredAt, "visible before its instant").toBeGreaterThanOrEqual(at.getTime());
      if (views.every((v) => v.page === 200 && v.api === 200 && v.listed)) return answeredAt;
      // Partly visible is fine for an instant (one instance's cache empties a moment later), not for long.
      expect(answeredAt - at.getTime(), `not live on both within 30 s: ${JSON.stringify(views)}`).toBeLessThan(
        WITHIN_MS,
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function publishEntries(id: string) {
    return database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "publish")));
  }

  it(
    "is 404 on both before its instant, then 200 on both within 30 s, page caches emptied",
    { timeout: 90_000 },
    async () => {
      const at = new Date(Date.now() + LEAD_MS);
      const post = await schedule(at);
      // Both instances: not there, and /journal cached without it.
      for (const instance of instances) {
        for (let i = 0; i < 100; i++) {
          const view = await visitorView(instance, post);
          expect(view).toMatchObject({ page: 404, api: 404, listed: false });
          if (view.journalCache === "HIT") break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect((await visitorView(instance, post)).journalCache, instance.url).toBe("HIT");
      }
      expect(Date.now()).toBeLessThan(at.getTime());

      const liveAt = await waitUntilLive(post, at);
      expect(liveAt - at.getTime()).toBeLessThan(WITHIN_MS);
      const entries = await publishEntries(post.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor: "system", entityType: "blog-post" });
    },
  );

  it(
    "a restart of both instances before the instant changes nothing: live on time, once",
    { timeout: 300_000 },
    async () => {
      // Far enough ahead for both to stop and start again (slow on a busy machine), 15 s at least.
      const at = new Date(Date.now() + Math.max(LEAD_MS + 5_000, 3 * startMs));
      const post = await schedule(at);
      for (const instance of instances)
        expect(await visitorView(instance, post)).toMatchObject({ page: 404, api: 404 });

      await Promise.all(instances.map((instance) => instance.stop()));
      instances = await Promise.all(dataDirs.map((dir) => startInstance(dir)));
      expect(Date.now(), "the restart took longer than the lead time").toBeLessThan(at.getTime());
      for (const instance of instances)
        expect(await visitorView(instance, post)).toMatchObject({ page: 404, api: 404, listed: false });

      await waitUntilLive(post, at);
      // Both schedulers look every few seconds: still exactly one publication.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const entries = await publishEntries(post.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor: "system", entityType: "blog-post", entityId: post.id });
      for (const instance of instances)
        expect(await visitorView(instance, post)).toMatchObject({ page: 200, api: 200 });
    },
  );
});
