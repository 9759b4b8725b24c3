import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicationStatus } from "#core/publication.ts";
import { blogPosts, caseStudies } from "#db/schema.server.ts";
import { adminStatus, visibleToVisitors } from "#server/content/publication.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { caseStudyBody, postBody, unique } from "./helpers.ts";

// The visibility rule (docs/product.md#scheduling) has one form in SQL (the is_live trigger of
// db/migrations/0009, read by server/content/publication.server.ts) and one in TypeScript
// (core/publication.ts). Issue 29: they must agree, on every (isPublished, publishedAt) shape.

const HOUR = 60 * 60 * 1000;
const GRID = [true, false].flatMap((isPublished) =>
  (["past", "future", "null"] as const).map((when) => ({ isPublished, when })),
);
const dateOf = (when: "past" | "future" | "null") =>
  when === "null" ? null : new Date(Date.now() + (when === "past" ? -HOUR : HOUR));

describe(`one visibility rule in SQL and in TypeScript (${DB_KIND})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ pageCache: false });
  });
  afterAll(() => app?.close());

  for (const [name, table, body] of [
    ["posts", blogPosts, postBody],
    // The columns the rule reads are the same in both tables.
    ["case studies", caseStudies as unknown as typeof blogPosts, caseStudyBody],
  ] as const) {
    it(`agree on every row of the grid (${name})`, async () => {
      const rows = GRID.map(({ isPublished, when }) => ({
        ...body(),
        slug: `grid-${unique()}`,
        isPublished,
        publishedAt: dateOf(when),
      }));
      const inserted = await app.db
        .insert(table)
        .values(rows as never)
        .returning({ id: table.id, isPublished: table.isPublished, publishedAt: table.publishedAt });
      const read = await app.db
        .select({ id: table.id, visible: visibleToVisitors(table).mapWith(Boolean), status: adminStatus(table) })
        .from(table)
        .where(
          inArray(
            table.id,
            inserted.map((row) => row.id),
          ),
        );
      const byId = new Map(read.map((row) => [row.id, row]));
      const now = new Date();
      const compared = inserted.map((row) => {
        const status = publicationStatus(row, now);
        return { row, ts: { status, visible: status === "published" }, sql: byId.get(row.id) };
      });
      for (const { row, ts, sql } of compared) {
        expect({ ...sql, id: undefined }, JSON.stringify(row)).toEqual({ id: undefined, ...ts });
      }
      // The grid holds each status.
      expect(new Set(compared.map((c) => c.ts.status))).toEqual(new Set(["draft", "scheduled", "published"]));
    });
  }
});
