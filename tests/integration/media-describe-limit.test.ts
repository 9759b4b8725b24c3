import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { startChatCompletionsServer } from "../support/chat-completions-server.ts";
import { testImage } from "../support/objects.ts";
import { uploadBytes } from "../support/media.ts";
import { call, expectErrorShape, type ApiFetch } from "./helpers.ts";

// Alt text suggestions are rate limited like AI drafts (DESIGN.md §3d, issue 30 item 5): the
// same number per person and window (RATE_LIMIT_AI_DRAFTS), in a bucket of their own.

const LIMIT = 2;

let app: TestApp;
let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let team: ApiFetch;

beforeAll(async () => {
  chat = await startChatCompletionsServer();
  app = await startTestApp({ ai: { baseURL: chat.baseURL, timeoutMs: 5000 }, generateLimitPerWindow: LIMIT });
  team = await app.as("team");
});

afterAll(async () => {
  await app?.close();
  await chat?.close();
});

describe(`alt text suggestions are rate limited (${DB_KIND})`, () => {
  it(`answers 429 after ${LIMIT} suggestions per person, without asking the model; others still may`, async () => {
    const { objectPath } = await uploadBytes(team, await testImage(10, 10));
    const [item] = (await call<{ id: string }[]>(team, `/api/media?q=${encodeURIComponent(objectPath)}`)).body;
    chat.script(Array.from({ length: LIMIT + 1 }, () => ({ content: "A small square." })));
    for (let i = 0; i < LIMIT; i++)
      expect((await call(team, `/api/media/${item!.id}/describe`, { method: "POST" })).status).toBe(200);
    const refused = await call(team, `/api/media/${item!.id}/describe`, { method: "POST" });
    expect(refused.status).toBe(429);
    expectErrorShape(refused.body);
    expect(chat.requests).toHaveLength(LIMIT);
    // Counted per person: another one is not limited.
    const other = await app.as("owner");
    expect((await call(other, `/api/media/${item!.id}/describe`, { method: "POST" })).status).toBe(200);
  });
});
