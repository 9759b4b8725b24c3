import { randomBytes } from "node:crypto";
import pg from "pg";

/** A new, empty database on the PostgreSQL server at `serverUrl`, and a way to drop it. */
export async function freshPostgresDatabase(serverUrl: string) {
  const name = `arcwell_load_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
