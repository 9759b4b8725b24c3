import { Router } from "express";
import { z } from "zod";
import { ROLES } from "../../core/permissions.ts";
import type { Db } from "../../db/client.ts";
import { listUsers, setUserRole } from "../content/users.server.ts";
import { parseWith } from "../http/errors.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.ts";

// The owner's Team section: GET /api/users and PUT /api/users/{id}/role { role } (owner only).
export const roleUpdateSchema = z.strictObject({
  role: z.enum(ROLES, { error: "Choose owner, team or investor." }),
});

export function usersRouter(db: Db): Router {
  const router = Router();
  router.use(requirePermission("manageUsers"));
  router.get("/", async (_req, res) => {
    res.json(await listUsers(db));
  });
  router.put("/:id/role", requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    const { role } = parseWith(roleUpdateSchema, req.body);
    res.json(await setUserRole(db, id, role));
  });
  return router;
}
