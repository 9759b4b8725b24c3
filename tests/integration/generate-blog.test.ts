import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "#core/constants.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { startChatCompletionsServer } from "../support/chat-completions-server.ts";
import { ACTORS, call, expectErrorShape, expectFieldErrors } from "./helpers.ts";
import { MEDIA_AI_MATRIX } from "./authorization-matrix.table.ts";

// POST /api/generate-blog against a scripted OpenAI-compatible chat-completions server.

const TIMEOUT_MS = 2000;
const LIMIT = 3;

let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let app: TestApp;

beforeAll(async () => {
  chat = await startChatCompletionsServer();
  app = await startTestApp({ ai: { baseURL: chat.baseURL, timeoutMs: TIMEOUT_MS }, generateLimitPerWindow: LIMIT });
});

afterAll(async () => {
  await app?.close();
  await chat?.close();
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: "Validating a venture in six weeks",
  excerpt: "How we test demand before we write code.",
  content: "<h2>Start with the problem</h2><p>Talk to twenty customers.</p>",
  category: "Venture Building",
  tags: ["validation", "mvp"],
  readTime: 6,
  ...overrides,
});
const answer = (value: unknown) => ({ content: JSON.stringify(value) });

/** A staff member with a fresh rate-limit allowance. */
const staff = () => app.as("team");

async function generate(json: unknown, fetcher?: Awaited<ReturnType<TestApp["as"]>>) {
  return call(fetcher ?? (await staff()), "/api/generate-blog", { method: "POST", json });
}

describe("who may generate", () => {
  const route = MEDIA_AI_MATRIX.find((r) => r.path === "/api/generate-blog")!;
  for (const actor of ACTORS) {
    const expectation = route.expect[actor];
    it(`${actor === "visitor" ? "a visitor" : `the ${actor}`} ${expectation === "allowed" ? "gets a draft" : `is refused with ${expectation}`}`, async () => {
      chat.script([answer(draft())]);
      const res = await generate({ prompt: "Validation" }, await app.as(actor));
      if (expectation === "allowed") {
        expect(route.allowed).toContain(res.status);
      } else {
        expect(res.status).toBe(expectation);
        expectErrorShape(res.body);
        expect(chat.requests).toHaveLength(0);
      }
    });
  }
});

describe("POST /api/generate-blog", () => {
  it("returns the model's post, with its HTML sanitised", async () => {
    chat.script([
      answer(
        draft({
          content: '<h2>Start</h2><p onclick="steal()">Talk to customers.</p><script>alert(1)</script>',
          tags: ["mvp", "mvp", "validation"],
        }),
      ),
    ]);
    const res = await generate({ prompt: "  How to validate a venture idea  ", projectName: "Harvest Alerts" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      title: "Validating a venture in six weeks",
      excerpt: "How we test demand before we write code.",
      content: "<h2>Start</h2><p>Talk to customers.</p>",
      category: "Venture Building",
      tags: ["mvp", "validation"],
      readTime: 6,
    });
  });

  it("asks for JSON-schema output naming the blog categories, with the prompt and project", async () => {
    chat.script([answer(draft())]);
    await generate({ prompt: "How to validate a venture idea", projectName: "Harvest Alerts" });
    expect(chat.requests).toHaveLength(1);
    const { body, authorization } = chat.requests[0]!;
    expect(authorization).toBe("Bearer test-key");
    expect(body.model).toBe("gpt-4o-mini");
    const format = body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { properties: { category: { enum: string[] } } } };
    };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.properties.category.enum).toEqual([...BLOG_CATEGORIES]);
    const user = body.messages.find((m) => m.role === "user")!.content;
    expect(user).toContain("How to validate a venture idea");
    expect(user).toContain("Harvest Alerts");
  });

  it("repairs a malformed answer once, sending the model its output and the errors", async () => {
    const bad = JSON.stringify(
      draft({ category: "Gardening", readTime: 90, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }),
    );
    chat.script([{ content: bad }, answer(draft({ title: "Repaired" }))]);
    const res = await generate({ prompt: "Validation" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.title).toBe("Repaired");
    expect(chat.requests).toHaveLength(2);
    const messages = chat.requests[1]!.body.messages;
    expect(messages.at(-2)).toEqual({ role: "assistant", content: bad });
    expect(messages.at(-1)!.role).toBe("user");
    expect(messages.at(-1)!.content).toMatch(/category/);
    expect(messages.at(-1)!.content).toMatch(/readTime/);
    expect(messages.at(-1)!.content).toMatch(/tags/);
  });

  it("repairs an answer that is not JSON at all", async () => {
    chat.script([{ content: "Sure! Here is your post: Validating…" }, answer(draft())]);
    const res = await generate({ prompt: "Validation" });
    expect(res.status).toBe(200);
    expect(chat.requests[1]!.body.messages.at(-1)!.content).toMatch(/not valid JSON/);
  });

  it("answers 502 when the answer is still invalid after the repair, inventing nothing", async () => {
    chat.script([{ content: "not json" }, answer(draft({ content: "<script>only script</script>" }))]);
    const res = await generate({ prompt: "Validation" });
    expect(res.status).toBe(502);
    expectErrorShape(res.body);
    expect(res.body.message).toMatch(/invalid output/);
    expect((res.body as Record<string, unknown>).title).toBeUndefined();
    expect(chat.requests).toHaveLength(2);
  });

  it("answers 502 when the model does not answer in time", async () => {
    chat.script([{ hang: true }]);
    const started = Date.now();
    const res = await generate({ prompt: "Validation" });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it("answers 502 on an upstream error, without retrying", async () => {
    chat.script([{ status: 500 }, answer(draft())]);
    const res = await generate({ prompt: "Validation" });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/AI provider answered with an error \(HTTP 500\)/);
    expect(chat.requests).toHaveLength(1);
  });

  it("refuses a blank or oversized prompt with 400, without asking the model", async () => {
    chat.script([answer(draft())]);
    for (const json of [
      { prompt: "   " },
      {},
      { prompt: "x".repeat(4001) },
      { prompt: "ok", projectName: "p".repeat(201) },
      { prompt: 42 },
    ]) {
      const res = await generate(json);
      expectFieldErrors(res, [Object.keys(json).includes("projectName") ? "projectName" : "prompt"]);
    }
    const blank = await generate({ prompt: "\n\t " });
    expect(blank.body.errors.prompt).toEqual(["Please enter a prompt for AI content generation."]);
    expect(chat.requests).toHaveLength(0);
  });

  it(`limits each user to ${LIMIT} generations per window (429)`, async () => {
    const fetcher = await staff();
    chat.script(Array.from({ length: LIMIT }, () => answer(draft())));
    for (let i = 0; i < LIMIT; i++) expect((await generate({ prompt: `Post ${i}` }, fetcher)).status).toBe(200);
    const limited = await generate({ prompt: "One more" }, fetcher);
    expect(limited.status).toBe(429);
    expectErrorShape(limited.body);
    expect(chat.requests).toHaveLength(LIMIT);
    // Another user still has their own allowance.
    chat.script([answer(draft())]);
    expect((await generate({ prompt: "Mine" })).status).toBe(200);
  });
});

describe("without OPENAI_API_KEY", () => {
  it("answers 503 saying how to configure it", async () => {
    const bare = await startTestApp();
    try {
      const res = await call(await bare.as("owner"), "/api/generate-blog", {
        method: "POST",
        json: { prompt: "Validation" },
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("AI generation is not configured: set OPENAI_API_KEY");
    } finally {
      await bare.close();
    }
  });

  it("checks the request first: a blank or malformed prompt is 400, and roles come before both", async () => {
    const bare = await startTestApp();
    try {
      const owner = await bare.as("owner");
      for (const json of [{ prompt: "" }, { prompt: "   " }, {}, { prompt: 42 }, { prompt: "ok", extra: true }]) {
        const res = await call(owner, "/api/generate-blog", { method: "POST", json });
        expect(res.status, JSON.stringify(json)).toBe(400);
        expectErrorShape(res.body);
      }
      const notJson = await owner("/api/generate-blog", {
        method: "POST",
        body: "prompt=x",
        headers: { "content-type": "text/plain" },
      });
      expect(notJson.status).toBe(415);
      expect(
        (await call(await bare.as("visitor"), "/api/generate-blog", { method: "POST", json: { prompt: "" } })).status,
      ).toBe(401);
      expect(
        (await call(await bare.as("investor"), "/api/generate-blog", { method: "POST", json: { prompt: "" } })).status,
      ).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
