import { Router } from "express";
import { z } from "zod";
import { apiTokenInputSchema } from "#core/schemas/api-token.ts";
import type { Db } from "#db/client.server.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "../auth/api-tokens.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { ApiToken, NewApiToken } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// API tokens (docs/product.md#integrations, owner only): POST makes one and shows it once, GET lists them
// without their secret, DELETE revokes at once.
export const tokensApi = describeApi("API tokens", "Credentials for scripts and other tools (Authorization: Bearer).", {
  "POST /api/tokens": {
    summary: "Make an API token",
    description: "The token is in this answer only; the server keeps a hash of it.",
    access: "owner",
    body: apiTokenInputSchema,
    responses: { 201: NewApiToken },
  },
  "GET /api/tokens": {
    summary: "List API tokens (without their secret)",
    description: "Newest first.",
    access: "owner",
    responses: { 200: z.array(ApiToken) },
  },
  "DELETE /api/tokens/:id": {
    summary: "Revoke an API token",
    description: "At once, on every instance.",
    access: "owner",
    responses: { 204: "Revoked." },
  },
});

export function tokensRouter(db: Db): Router {
  const router = Router();
  router.use(requirePermission("manageIntegrations"));
  router.post("/", noContentChange, requireJsonBody, async (req, res) => {
    const token = await createApiToken(db, parseWith(apiTokenInputSchema, req.body), req.user?.id, writeContext(req));
    res.status(201).json(token);
  });
  router.get("/", async (_req, res) => {
    res.json(await listApiTokens(db));
  });
  router.delete("/:id", noContentChange, async (req, res) => {
    const id = parseId(req.params.id);
    await revokeApiToken(db, id, writeContext(req));
    res.status(204).end();
  });
  return router;
}
