import { Router } from "express";
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";

// GET /healthz: the process answers. GET /readyz: the database answers and is migrated.
export function healthRouter(db: Db): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    try {
      await db.execute(sql`SELECT 1 FROM app_settings LIMIT 1`);
      res.set("Cache-Control", "no-store").json({ status: "ready" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });
  return router;
}
