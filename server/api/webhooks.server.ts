import { Router } from "express";
import { z } from "zod";
import { webhookInputSchema, webhookUpdateSchema } from "#core/schemas/webhook.ts";
import type { Db } from "#db/client.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { listDeliveries } from "../webhooks/deliveries.server.ts";
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  queueTestEvent,
  requireEndpoint,
  updateEndpoint,
} from "../webhooks/endpoints.server.ts";
import { NewWebhook, Webhook, WebhookDelivery } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// Webhooks (docs/product.md#integrations, owner only): endpoints, a test event and the delivery log.
export const webhooksApi = describeApi(
  "Webhooks",
  "Signed POSTs (Standard Webhooks) to other tools when content changes or an enquiry arrives.",
  {
    "POST /api/webhooks": {
      summary: "Add a webhook endpoint",
      description: "The signing secret (whsec_…) is in this answer only. Loopback and private addresses are refused.",
      access: "owner",
      body: webhookInputSchema,
      responses: { 201: NewWebhook },
    },
    "GET /api/webhooks": {
      summary: "List webhook endpoints (without their secret)",
      description: "Newest first.",
      access: "owner",
      responses: { 200: z.array(Webhook) },
    },
    "PUT /api/webhooks/:id": {
      summary: "Change a webhook endpoint",
      description: "Send only the fields to change. Turning it on again clears a failure shutdown.",
      access: "owner",
      body: webhookUpdateSchema,
      responses: { 200: Webhook },
    },
    "DELETE /api/webhooks/:id": {
      summary: "Delete a webhook endpoint",
      description: "Its waiting deliveries and log go with it.",
      access: "owner",
      responses: { 204: "Deleted." },
    },
    "POST /api/webhooks/:id/test": {
      summary: "Send a test event",
      description:
        "Queues one webhook.test delivery to this endpoint, tried once; its result shows in the delivery log.",
      access: "owner",
      responses: { 202: z.object({ id: z.uuid() }) },
    },
    "GET /api/webhooks/:id/deliveries": {
      summary: "An endpoint's delivery log",
      description: "The latest 100 deliveries, newest first.",
      access: "owner",
      responses: { 200: z.array(WebhookDelivery) },
    },
  },
);

export interface WebhooksRouterOptions {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
  allowPrivateNetworks: boolean;
}

export function webhooksRouter(db: Db, opts: WebhooksRouterOptions): Router {
  const router = Router();
  router.use(requirePermission("manageIntegrations"));
  router.post("/", noContentChange, requireJsonBody, async (req, res) => {
    const endpoint = await createEndpoint(db, parseWith(webhookInputSchema, req.body), opts, writeContext(req));
    res.status(201).json(endpoint);
  });
  router.get("/", async (_req, res) => {
    res.json(await listEndpoints(db));
  });
  router.put("/:id", noContentChange, requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    const changes = parseWith(webhookUpdateSchema, req.body);
    const endpoint = await updateEndpoint(db, id, changes, opts, writeContext(req));
    res.json(endpoint);
  });
  router.delete("/:id", noContentChange, async (req, res) => {
    const id = parseId(req.params.id);
    await deleteEndpoint(db, id, writeContext(req));
    res.status(204).end();
  });
  router.post("/:id/test", noContentChange, async (req, res) => {
    const id = parseId(req.params.id);
    const queued = await queueTestEvent(db, id, writeContext(req));
    res.status(202).json(queued);
  });
  router.get("/:id/deliveries", async (req, res) => {
    const id = parseId(req.params.id);
    await requireEndpoint(db, id);
    res.json(await listDeliveries(db, id));
  });
  return router;
}
