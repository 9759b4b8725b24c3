import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

// drizzle-orm's PGlite driver (drizzle-orm/pglite/session.js) passes these "leave as text" parsers
// with every query, for drizzle to map dates, intervals and numeric arrays itself. PGlite then
// merges them into its own table of ~320 parsers on every query: ~60 µs each time, more than a
// simple statement costs (decision 037). Merged once into the client's table instead, they give
// the same results, and the queries go without them.
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** Whether `parsers` is drizzle's set: exactly the types above. */
function isDrizzleParsers(parsers: QueryOptions["parsers"]): boolean {
  if (!parsers) return false;
  const oids = Object.keys(parsers);
  return oids.length === DRIZZLE_TEXT_TYPES.length && DRIZZLE_TEXT_TYPES.every((oid) => oid in parsers);
}

/** Merges drizzle's parsers into `client`'s table once it is ready, and stops them being sent per query. */
export function mergeDrizzleParsers(client: PGlite): void {
  let merged = false;
  void client.waitReady.then(() => {
    // After start: PGlite builds its array types' parsers then, which would replace ours.
    const table = (client as unknown as { parsers: Record<number, (value: string) => unknown> }).parsers;
    for (const oid of DRIZZLE_TEXT_TYPES) table[oid] = (value) => value;
    merged = true;
  });
  const withoutParsers = (query: PGlite["query"]): PGlite["query"] =>
    ((sql: string, params?: unknown[], options?: QueryOptions) =>
      query(
        sql,
        params,
        merged && isDrizzleParsers(options?.parsers) ? { ...options, parsers: undefined } : options,
      )) as PGlite["query"];
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = withoutParsers(tx.query);
      return fn(tx);
    });
}
