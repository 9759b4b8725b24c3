import { Router } from "express";
import { writeContext } from "../http/write-context.server.ts";
import { z } from "zod";
import { ROLES } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { listUsers, setUserRole } from "../content/users.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { TeamMember } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// The owner's Team section: GET /api/users and PUT /api/users/{id}/role { role } (owner only).
export const roleUpdateSchema = z.strictObject({
  role: z.enum(ROLES, { error: "Choose owner, team or investor." }),
});

export const usersApi = describeApi("Team", "People who have signed in, and their roles.", {
  "GET /api/users": {
    summary: "List people and their roles",
    access: "owner",
    responses: { 200: z.array(TeamMember) },
  },
  "PUT /api/users/:id/role": {
    summary: "Change someone's role",
    access: "owner",
    body: roleUpdateSchema,
    responses: { 200: TeamMember },
    errors: { 409: "The last owner cannot be demoted." },
  },
});

export function usersRouter(db: Db): Router {
  const router = Router();
  router.use(requirePermission("manageUsers"));
  router.get("/", async (_req, res) => {
    res.json(await listUsers(db));
  });
  router.put("/:id/role", changesContent, requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    const { role } = parseWith(roleUpdateSchema, req.body);
    res.json(await setUserRole(db, id, role, writeContext(req)));
  });
  return router;
}
