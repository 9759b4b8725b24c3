import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema.server.ts";
import { lockEmbeddedDatabase } from "./embedded-lock.server.ts";
import { mergeDrizzleParsers } from "./pglite-parsers.server.ts";
import { keepPgliteFilesPrivate } from "./private-files.server.ts";
import { copyTemplateSync, pgliteDirectory } from "./template.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer with { rows }. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs `fn` while holding the start-up advisory lock, so that two instances starting
   * together migrate and seed one after the other (migrations run at start; docs/product.md#interfaces).
   */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** PostgreSQL LISTEN/NOTIFY (PGlite: the same, within this process). */
  notifications: Notifications;
  close(): Promise<void>;
}

export interface Notifications {
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` for every notification on `channel`. `onConnection(false)` reports that
   * notifications may be missed until `onConnection(true)` (a lost and re-made connection).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnection?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
}

const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));
const STARTUP_LOCK_KEY = 724_031_907; // any constant shared by all instances

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A PGlite data directory (db/template.server.ts) to start a new embedded database from. */
  pgliteTemplate?: string;
}): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(pgliteDirectory(options.dataDir), options.pgliteTemplate);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  const withStartupLock = async <T>(fn: (db: Db) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
      try {
        return await fn(drizzlePg(client, { schema, casing: "snake_case" }) as unknown as Db);
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };
  return {
    db,
    kind: "postgres",
    withStartupLock,
    migrate: () => withStartupLock((locked) => migratePg(locked as never, { migrationsFolder: MIGRATIONS })),
    notifications: {
      notify: async (channel, payload) => {
        await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
      },
      listen: (channel, onMessage, onConnection) => listenPostgres(url, channel, onMessage, onConnection),
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL settings of the embedded database, for a small server (decision 035): its buffers
 * and work memory live in the process's own WebAssembly memory, which never shrinks.
 * PostgreSQL's defaults (128 MB of shared buffers) suit a machine given to the database.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  temp_buffers: "4MB",
  work_mem: "4MB",
  maintenance_work_mem: "16MB",
};

function pgliteStartParams(): string[] {
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  return [...PGlite.defaultStartParams, ...settings];
}

function openPglite(dir: string, template?: string): Database {
  let unlock = () => {};
  if (dir !== "memory://") {
    mkdirSync(path.dirname(dir), { recursive: true });
    unlock = lockEmbeddedDatabase(dir);
    try {
      copyTemplateSync(template, dir); // nothing to do when the directory holds a database
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const client = new PGlite(dir, { startParams: pgliteStartParams() });
  mergeDrizzleParsers(client);
  if (dir !== "memory://") keepPgliteFilesPrivate(client, dir);
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  // One process owns an embedded database; the lock still orders concurrent start-up work.
  const withStartupLock = async <T>(fn: (db: Db) => Promise<T>) => {
    await db.execute(sql`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await fn(db);
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  };
  return {
    db,
    kind: "pglite",
    withStartupLock,
    migrate: () => withStartupLock((locked) => migratePglite(locked as never, { migrationsFolder: MIGRATIONS })),
    notifications: inProcessNotifications(),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PGlite's notifications, without a statement each: one process owns an embedded database, so
 * every listener is in this process. Delivered after the notifier's turn, as PostgreSQL's are.
 */
function inProcessNotifications(): Notifications {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    notify: async (channel, payload) => {
      for (const onMessage of listeners.get(channel) ?? []) setImmediate(onMessage, payload);
    },
    listen: async (channel, onMessage) => {
      const own = (payload: string) => onMessage(payload); // one entry per listen, even for one function
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set.add(own));
      return async () => void set.delete(own);
    },
  };
}

const RECONNECT_DELAY_MS = 1_000;

// LISTEN needs a connection of its own that stays open; when it drops, it is made again and
// the caller hears about the gap (it may have missed notifications meanwhile).
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnection: (connected: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? "");
    });
    c.on("error", () => lost(c));
    c.on("end", () => lost(c));
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    onConnection(true);
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    if (closed) return;
    onConnection(false);
    const again = () => {
      retry = undefined;
      if (closed) return;
      connect().catch(() => (retry = setTimeout(again, RECONNECT_DELAY_MS)));
    };
    retry = setTimeout(again, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
