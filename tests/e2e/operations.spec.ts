import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { cookieFetch, signInThroughProvider } from "../support/cookie-fetch.ts";
import { ACCOUNTS } from "./support/accounts.ts";
import { startServerProcess, TEMPLATE_DIR, type AppServer } from "./support/app-server.ts";
import { openModes } from "../support/file-modes.ts";

// Operations (issue: hardening): a crash loses no acknowledged write, on PGlite and on
// PostgreSQL; SIGTERM finishes in-flight requests and exits 0.

test.describe.configure({ mode: "serial" });

function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "arcwell-ops-"));
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  rmSync(path.join(dir, "pglite.lock"), { force: true });
  return dir;
}

async function ownerClient(url: string) {
  const client = cookieFetch();
  await signInThroughProvider(client, url, ACCOUNTS.owner.email, ACCOUNTS.owner.password);
  return client;
}

/** Creates draft posts one after another until `stop()`; returns the ids the server acknowledged. */
function writeStream(url: string, client: Awaited<ReturnType<typeof ownerClient>>) {
  const acknowledged: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      try {
        const response = await client.request(`${url}/api/blog-posts`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            title: `Crash ${i}`,
            excerpt: `Write ${i}`,
            content: `<p>Write ${i}</p>`,
            category: "Tech Trends",
          }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        return; // the server is gone
      }
    }
  })();
  return { acknowledged, stop: async () => ((stopped = true), await done) };
}

async function storedPostIds(url: string): Promise<Set<string>> {
  const client = await ownerClient(url);
  const response = await client.request(`${url}/api/admin/blog-posts`);
  expect(response.status).toBe(200);
  return new Set(((await response.json()) as { id: string }[]).map((e) => e.id));
}

async function crashAndCheck(start: () => Promise<AppServer>) {
  let server = await start();
  const stream = writeStream(server.url, await ownerClient(server.url));
  // Some writes acknowledged first (however slow the machine), then the kill lands mid-stream.
  await expect.poll(() => stream.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(5);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 600));
  server.process.kill("SIGKILL");
  await new Promise((resolve) => server.process.once("exit", resolve));
  await stream.stop();
  expect(stream.acknowledged.length).toBeGreaterThan(5);
  server = await start();
  try {
    const stored = await storedPostIds(server.url);
    const lost = stream.acknowledged.filter((id) => !stored.has(id));
    console.log(`crash test: ${stream.acknowledged.length} writes acknowledged, ${lost.length} lost`);
    expect(lost).toEqual([]);
  } finally {
    await server.stop();
  }
}

test("a SIGKILL loses no acknowledged write (PGlite)", async () => {
  const dataDir = freshDataDir();
  try {
    await crashAndCheck(() => startServerProcess({ dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a SIGKILL loses no acknowledged write (PostgreSQL)", async () => {
  const base = process.env.TEST_DATABASE_URL;
  test.skip(!base, "TEST_DATABASE_URL is not set");
  const name = `arcwell_ops_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-ops-pg-"));
  const env = {
    DATABASE_URL: url.toString(),
    SESSION_SECRET: "operations-test-secret-".padEnd(40, "x"),
    SEED_SAMPLE_CONTENT: "false",
  };
  try {
    // Accounts come from the CLI in the template; on a new database, add the owner the same way.
    const { execFileSync } = await import("node:child_process");
    execFileSync(
      process.execPath,
      ["scripts/accounts.ts", "add", ACCOUNTS.owner.email, "--password", ACCOUNTS.owner.password, "--role", "owner"],
      {
        env: { ...process.env, ...env, DATA_DIR: dataDir },
        stdio: "pipe",
      },
    );
    await crashAndCheck(() => startServerProcess({ dataDir, env }));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a first start on a new data directory keeps every file to the server's user", async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "arcwell-modes-")), "data");
  const server = await startServerProcess({ dataDir });
  try {
    const enquiry = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Modes", email: "modes@example.com", projectInterest: "Private files" }),
    });
    expect(enquiry.status).toBe(201);
  } finally {
    await server.stop();
  }
  // The database (copied from the build's image), secrets, the first owner's password file.
  expect(openModes(dataDir)).toEqual([]);
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

test("SIGTERM finishes the request in flight, refuses new ones, closes the database and exits 0", async () => {
  const dataDir = freshDataDir();
  try {
    const server = await startServerProcess({ dataDir });
    const body = JSON.stringify({
      name: "In flight",
      email: "inflight@example.com",
      projectInterest: "Graceful shutdown",
    });
    const port = Number(new URL(server.url).port);
    // Send a request's head and half its body, stop the server, then send the rest. The server's
    // "100 Continue" says it has parsed the head: only then is the request in flight (a connection
    // whose head is still unread is idle, and a stopping server may close it).
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            expect: "100-continue",
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.once("continue", () => {
        req.write(body.slice(0, 20));
        server.process.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(20)), 300);
      });
      req.flushHeaders();
    });
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
    const result = await answer;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.text)).toHaveProperty("id");
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // The database was closed cleanly: it opens again with the enquiry in it.
    const again = await startServerProcess({ dataDir });
    try {
      const client = await ownerClient(again.url);
      const list = (await (await client.request(`${again.url}/api/admin/enquiries`)).json()) as { name: string }[];
      expect(list.some((e) => e.name === "In flight")).toBe(true);
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
