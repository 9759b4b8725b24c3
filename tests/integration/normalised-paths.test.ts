import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { startPagesInstance, type PagesInstance } from "./helpers.ts";

// Every path rule reads the path as React Router matches it (issue 33 items 4–6, decision 039):
// percent-encoded, upper-case and trailing-slash spellings of /search share its rate limit and
// keep their query in the page-cache key, and a preview token is out of the logs however its
// path is spelt.

const CONSONANTS = "bcdfghjklmnpqrtvwxz";
/** A made-up word no stored text holds. */
const word = () => `zq${[...randomBytes(8)].map((b) => CONSONANTS[b % CONSONANTS.length]).join("")}`;

/** Spellings the router renders as the search page (document or data request). */
const SEARCH_SPELLINGS = ["/%73earch", "/%73earch.data", "/Search", "/search/", "/SEARCH.data", "/search/_.data"];

describe(`other spellings of the search page (${DB_KIND})`, () => {
  let app: TestApp;
  let pages: PagesInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    pages = await startPagesInstance(app, {
      logger: pino({ level: "info" }, { write: (line: string) => void logLines.push(line) }),
    });
  });
  afterAll(async () => {
    await pages?.close();
    await app?.close();
  });

  it("render the search page, each keyed with its own query: one query's answer is never another's", async () => {
    for (const path of SEARCH_SPELLINGS) {
      const [chosen, asked] = [word(), word()];
      // Until the first answer is stored, and once more from the cache.
      for (let attempt = 0; ; attempt++) {
        const res = await pages.get(`${path}?q=${chosen}`);
        expect(res.status, path).toBe(200);
        expect(res.body, path).toContain(chosen);
        if (res.headers.get("x-cache") === "HIT") break;
        if (attempt > 200) throw new Error(`${path} never cached`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const other = await pages.get(`${path}?q=${asked}`);
      expect(other.status, path).toBe(200);
      expect(other.headers.get("x-cache"), path).toBeNull();
      expect(other.body, path).toContain(asked);
      expect(other.body, path).not.toContain(chosen);
    }
  });

  it("log a preview path without its token however it is spelt", async () => {
    const token = randomBytes(32).toString("base64url");
    for (const path of [`/%70review/${token}`, `/pr%65view/${token}.data`, `/PREVIEW/${token}/`])
      expect((await pages.get(path)).status, path).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the last line is written on finish
    const logged = logLines.join("");
    expect(logged).toContain("/preview/[redacted]");
    expect(logged).not.toContain(token);
  });
});

describe(`the search rate limit on every spelling (${DB_KIND})`, () => {
  let app: TestApp;
  let pages: PagesInstance;
  const LIMIT = 1 + SEARCH_SPELLINGS.length;

  beforeAll(async () => {
    app = await startTestApp({ searchLimitPerMinute: LIMIT });
    pages = await startPagesInstance(app, { searchLimitPerMinute: LIMIT });
  });
  afterAll(async () => {
    await pages?.close();
    await app?.close();
  });

  it("counts each spelling with /search, and answers 429 to every one once the limit is reached", async () => {
    // New words each time: a cached answer is not counted.
    expect((await pages.get(`/search?q=${word()}`)).status).toBe(200);
    for (const path of SEARCH_SPELLINGS) expect((await pages.get(`${path}?q=${word()}`)).status, path).toBe(200);
    for (const path of ["/search", ...SEARCH_SPELLINGS]) {
      const res = await pages.get(`${path}?q=${word()}`);
      expect(res.status, path).toBe(429);
      expect(res.body, path).toContain("Too many searches");
    }
    // Other pages are not limited.
    expect((await pages.get("/journal")).status).toBe(200);
  });
});
