import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, create, postBody, type ApiFetch } from "./helpers.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// A post's content sections carry text a page or an API client may render as HTML: they get
// the article body's sanitizer on every write (issue 17 item 10).

let app: TestApp;
let team: ApiFetch;
beforeAll(async () => {
  app = await startTestApp();
  team = await app.as("team");
});
afterAll(() => app.close());

const unsafe = `<p onclick="alert(1)">Hello</p><script>alert(2)</script><img src="javascript:alert(3)"><a href="javascript:alert(4)">x</a>`;

function expectSafe(content: string) {
  expect(content).toContain("Hello");
  expect(content).not.toMatch(/<script|onclick|javascript:/i);
}

describe("content sections", () => {
  it("are sanitized when a post is created", async () => {
    const post = await create(
      team,
      "/api/blog-posts",
      postBody({ contentSections: [{ type: "text", content: unsafe, order: 0 }] }),
    );
    expectSafe(post.contentSections[0].content);
    const stored = await call(team, `/api/blog-posts/${post.slug}`);
    expectSafe(stored.body.contentSections[0].content);
  });

  it("are sanitized when a post is updated", async () => {
    const post = await create(team, "/api/blog-posts", postBody());
    const res = await call(team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { contentSections: [{ type: "quote", content: unsafe, order: 0 }] },
    });
    expect(res.status).toBe(200);
    expectSafe(res.body.contentSections[0].content);
  });

  it("keep safe markup and plain text as written", async () => {
    const sections = [
      { type: "text", content: "<p>Plain <strong>words</strong></p>", order: 0 },
      { type: "quote", content: "Ship it.", order: 1 },
    ];
    const post = await create(team, "/api/blog-posts", postBody({ contentSections: sections }));
    expect(post.contentSections).toEqual(sections);
  });
});
