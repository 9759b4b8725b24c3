import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeDrizzleParsers } from "../../db/pglite-parsers.server.ts";

// drizzle's per-query parsers are merged once into the embedded database's table
// (db/pglite-parsers.server.ts, decision 037): the same answers, without the per-query merge.

const QUERY = sql`select
  '2026-01-02 03:04:05.678+00'::timestamptz as tz, '2026-01-02 03:04:05'::timestamp as ts,
  '2026-01-02'::date as d, '1 day 02:03:04'::interval as i, 12.5::numeric as n,
  array[1.5, 2]::numeric[] as ns, array['2026-01-01 00:00'::timestamp] as tss,
  array['2026-01-01 00:00+00'::timestamptz] as tzs, array['2026-01-01'::date] as ds,
  array['1 hour'::interval] as intervals, array[1, 2]::int[] as ints, array['a', 'b'] as texts,
  '{"x": [1, "y"]}'::jsonb as j, true as b, 42::int8 as big, null::text as nothing`;

let merged: PGlite;
let plain: PGlite;
const sent: (QueryOptions | undefined)[] = [];

beforeAll(async () => {
  merged = new PGlite();
  const query = merged.query.bind(merged);
  merged.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    sent.push(options);
    return query(text, params, options);
  }) as PGlite["query"];
  mergeDrizzleParsers(merged);
  plain = new PGlite();
  await Promise.all([merged.waitReady, plain.waitReady]);
  // Two in-memory databases open in ~5 s on an idle machine; far longer beside a busy test run.
}, 120_000);
afterAll(async () => {
  await merged?.close();
  await plain?.close();
});

describe("drizzle's parsers merged into PGlite's table", () => {
  it("answer every type as drizzle's own per-query parsers do, in and out of transactions", async () => {
    const expected = (await drizzle(plain).execute(QUERY)).rows;
    expect(expected[0]).toMatchObject({ tz: "2026-01-02 03:04:05.678+00", ints: [1, 2], j: { x: [1, "y"] } });
    const db = drizzle(merged);
    expect((await db.execute(QUERY)).rows).toEqual(expected);
    expect(await db.transaction(async (tx) => (await tx.execute(QUERY)).rows)).toEqual(expected);
  });

  it("recognises the parsers this drizzle version sends, and sends none once merged", async () => {
    sent.length = 0;
    await drizzle(merged).execute(sql`select 1`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.parsers).toBeUndefined();
    expect(sent[0]?.rowMode).toBe("object");
  });
});
