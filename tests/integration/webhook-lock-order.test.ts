import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "#db/schema.server.ts";
import { claimDueDeliveries, markDelivered, markFailed } from "#server/webhooks/deliveries.server.ts";
import { createEndpoint, deleteEndpoint, queueTestEvent } from "#server/webhooks/endpoints.server.ts";
import { DB_KIND, freshDatabase } from "../support/test-database.ts";

// An owner deleting an endpoint while the worker records a send's answer (CI once failed on the
// resulting deadlock). The deletion locks the endpoint row and then, by cascade, its deliveries;
// the worker must lock in the same order. A third connection holds the endpoint row so that the
// deletion is queued first and the worker's write arrives while it waits: the order that
// deadlocked when the worker locked the delivery first.

describe.runIf(DB_KIND === "postgres")("webhook lock order (postgres)", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let holder: pg.Client;

  beforeAll(async () => {
    database = await freshDatabase();
    holder = new pg.Client({ connectionString: database.databaseUrl });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await database?.dispose();
  });

  /** Waits until `count` other sessions wait for a row lock. */
  async function waitersAtLeast(count: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      // The holder is inside a transaction, where statistics views are a snapshot unless cleared.
      await holder.query("SELECT pg_stat_clear_snapshot()");
      const { rows } = await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n >= count) return;
      if (Date.now() > deadline) throw new Error(`expected ${count} sessions waiting for a lock`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  for (const outcome of ["delivered", "failed"] as const) {
    it(`deleting an endpoint while the worker marks a send ${outcome} finishes both, without a deadlock`, async () => {
      const { db } = database;
      const endpoint = await createEndpoint(
        db,
        { url: "https://hooks.example.com/in", events: ["post.published"] },
        { allowPrivateNetworks: false },
      );
      await queueTestEvent(db, endpoint.id);
      const [claimed] = await claimDueDeliveries(db);
      expect(claimed?.endpointId).toBe(endpoint.id);

      await holder.query("BEGIN");
      await holder.query("SELECT id FROM webhook_endpoints WHERE id = $1 FOR UPDATE", [endpoint.id]);
      const deletion = deleteEndpoint(db, endpoint.id).then(
        () => "ok",
        (e: Error & { code?: string }) => e.code ?? e.message,
      );
      await waitersAtLeast(1);
      const marking = (
        outcome === "delivered" ? markDelivered(db, claimed!, 204) : markFailed(db, claimed!, { status: 500 })
      ).then(
        () => "ok",
        (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
      );
      await waitersAtLeast(2);
      await holder.query("COMMIT");

      expect(await Promise.all([deletion, marking])).toEqual(["ok", "ok"]);
      expect(await db.select().from(webhookEndpoints)).toEqual([]);
      expect(await db.select().from(webhookDeliveries)).toEqual([]);
    });
  }
});
