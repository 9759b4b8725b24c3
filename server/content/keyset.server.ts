import { and, asc, desc, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { InvalidContentError } from "../errors.server.ts";

// Keyset paging for the API's list reads (docs/product.md#api paged lists, decision 028): a page
// is "the next `limit` rows after this one" in the list's own order, so a row added or removed
// between two reads neither repeats nor skips one, and a far page costs what the first does.
// The cursor is the last row's sort key as the database wrote it (microsecond timestamps), in
// base64url JSON; what a client sends back is checked value by value before it reaches SQL.

export type KeyType = "boolean" | "integer" | "timestamptz" | "uuid" | "text";

export interface SortKey {
  expr: AnyColumn | SQL;
  dir: "asc" | "desc";
  type: KeyType;
}

export interface PageRequest {
  limit: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, or null on the last one. */
  nextCursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::\d{2})?)$/;
const MAX_CURSOR_LENGTH = 2000;

function validTimestamp(value: string): boolean {
  if (value === "-infinity" || value === "infinity") return true;
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, ...number[]];
  const date = new Date(Date.UTC(year, month! - 1, day!));
  return (
    year >= 1 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

const VALID: Record<KeyType, (value: unknown) => boolean> = {
  boolean: (v) => typeof v === "boolean",
  integer: (v) => Number.isSafeInteger(v) && Math.abs(v as number) <= 2_147_483_647,
  timestamptz: (v) => typeof v === "string" && validTimestamp(v),
  uuid: (v) => typeof v === "string" && UUID.test(v),
  text: (v) => typeof v === "string" && v.length <= 1000 && !v.includes("\u0000"),
};

const invalidCursor = () =>
  new InvalidContentError("Invalid cursor", { cursor: ["Use the cursor of a Link header as it was given."] });

/** A list order that can be read page by page. The last key must be unique (the id). */
export function keyset(keys: readonly SortKey[]) {
  const exprs = sql.join(
    keys.map((k) => sql`${k.expr}`),
    sql`, `,
  );
  const bound = (key: SortKey, value: unknown) => sql`${value}::${sql.raw(key.type)}`;

  function decode(cursor: string): unknown[] {
    if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
      throw invalidCursor();
    }
    let values: unknown;
    try {
      values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    } catch {
      throw invalidCursor();
    }
    if (!Array.isArray(values) || values.length !== keys.length) throw invalidCursor();
    keys.forEach((key, i) => {
      if (!VALID[key.type](values[i])) throw invalidCursor();
    });
    return values;
  }

  return {
    orderBy: keys.map((k) => (k.dir === "asc" ? asc(k.expr) : desc(k.expr))),
    /** Select it as `cursor`: the row's sort key, exactly as stored. */
    cursor: sql<string>`json_build_array(${exprs})::text`,
    /** The rows after `cursor` in this order (undefined without one); an InvalidContentError for a bad cursor. */
    after(cursor: string | undefined): SQL | undefined {
      if (cursor === undefined) return undefined;
      const values = decode(cursor);
      if (keys.every((k) => k.dir === keys[0]!.dir)) {
        // One direction: a row comparison, which an index on these keys answers in order.
        const op = keys[0]!.dir === "asc" ? sql`>` : sql`<`;
        return sql`(${exprs}) ${op} (${sql.join(
          keys.map((k, i) => bound(k, values[i])),
          sql`, `,
        )})`;
      }
      // Mixed directions: (k1 after v1) or (k1 = v1 and k2 after v2) or …
      return or(
        ...keys.map((key, i) =>
          and(
            ...keys.slice(0, i).map((k, j) => sql`${k.expr} = ${bound(k, values[j])}`),
            sql`${key.expr} ${key.dir === "asc" ? sql`>` : sql`<`} ${bound(key, values[i])}`,
          ),
        ),
      );
    },
    /** Turns `limit + 1` rows read with `cursor` into a page. */
    page<T extends { cursor: string }>(rows: T[], limit: number): Page<Omit<T, "cursor">> {
      const more = rows.length > limit;
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(({ cursor: _cursor, ...item }) => item),
        nextCursor: more && last ? Buffer.from(last.cursor, "utf8").toString("base64url") : null,
      };
    },
  };
}

export type Keyset = ReturnType<typeof keyset>;
