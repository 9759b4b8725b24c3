import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDueDeliveries } from "#server/webhooks/deliveries.server.ts";
import { createEndpoint, queueTestEvent } from "#server/webhooks/endpoints.server.ts";
import { DB_KIND, freshDatabase } from "../support/test-database.ts";

// A delivery is due the moment it is queued: the claim reads "due" on the database's clock, which
// stamped the row in microseconds. (It compared with a JavaScript Date, in whole milliseconds,
// which could be a fraction of one behind, so a delivery queued in the same millisecond waited.)

describe(`webhook deliveries are due at once (${DB_KIND})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.dispose());

  it("claims a delivery queued a moment before, every time", async () => {
    const { db } = database;
    const endpoint = await createEndpoint(
      db,
      { url: "https://hooks.example.com/in", events: ["post.published"] },
      { allowPrivateNetworks: false },
    );
    for (let i = 0; i < 30; i++) {
      const queued = await queueTestEvent(db, endpoint.id);
      const claimed = await claimDueDeliveries(db);
      expect(claimed.map((d) => d.id)).toEqual([queued.id]);
    }
  });
});
