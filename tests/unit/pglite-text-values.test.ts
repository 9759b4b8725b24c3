import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// patches/@electric-sql+pglite+0.5.16.patch (decision 071): PGlite's protocol reader copied every
// text value of every row into a new ArrayBuffer before decoding it (~1.3 µs a value here, ~4,000
// values for the API's post list). The patch decodes a view of the message instead. These tests
// fail on the unpatched package (the copies) and on a patch that reads from the wrong offset
// (the values).

const ROWS = 300;
let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(async () => {
  await db.close();
});

/** Text of every width, multi-byte characters included, at a different offset in every row. */
const QUERY = `
  select i, repeat('é', i % 7) || 'row ' || i as a, repeat('x', i % 50) || '✓' as b, null::text as c
  from generate_series(1, ${ROWS}) as i order by i`;

function expected(i: number) {
  return { i, a: `${"é".repeat(i % 7)}row ${i}`, b: `${"x".repeat(i % 50)}✓`, c: null };
}

describe("PGlite's text values (patched protocol reader)", () => {
  it("decodes every value whole, at its own offset", async () => {
    const { rows } = await db.query<{ i: number; a: string; b: string; c: null }>(QUERY);
    expect(rows).toHaveLength(ROWS);
    rows.forEach((row, index) => expect(row).toEqual(expected(index + 1)));
  });

  it("does not copy a value to decode it", async () => {
    const slice = ArrayBuffer.prototype.slice;
    let copies = 0;
    ArrayBuffer.prototype.slice = function (this: ArrayBuffer, ...args) {
      copies++;
      return slice.apply(this, args);
    };
    try {
      await db.query(QUERY);
    } finally {
      ArrayBuffer.prototype.slice = slice;
    }
    // Unpatched: one copy per value and per column name (more than 3 × ROWS).
    expect(copies).toBeLessThan(ROWS / 10);
  });
});
