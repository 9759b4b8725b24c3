import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { WebhookInput, WebhookUpdate } from "#core/schemas/webhook.ts";
import type { Db } from "#db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#db/schema.server.ts";
import { systemContext, withAudit, type WriteContext } from "../audit/audit.server.ts";
import { InvalidInputError, NotFoundError } from "../errors.server.ts";
import { deliveriesQueued } from "./events.server.ts";
import { maskedWebhookUrl } from "./masked-url.server.ts";
import { literalTargetProblem } from "./network-guard.server.ts";

// Webhook endpoints (docs/product.md#integrations, owner only). The signing secret, `whsec_` + base64 of
// 32 random bytes as the Standard Webhooks libraries expect, is in the creating answer only;
// the server keeps it to sign with. Each change records its audit entry in its own transaction
// (decision 030); `ctx` names who made it (the server itself when left out, as in tests).

const PUBLIC_COLUMNS = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  failingSince: webhookEndpoints.failingSince,
  createdAt: webhookEndpoints.createdAt,
};

function checkTarget(url: string | undefined, allowPrivateNetworks: boolean) {
  const problem = url && !allowPrivateNetworks ? literalTargetProblem(url) : undefined;
  if (problem) throw new InvalidInputError("That address is not allowed", { url: [problem] });
}

export async function createEndpoint(
  db: Db,
  input: WebhookInput,
  opts: { allowPrivateNetworks: boolean },
  ctx: WriteContext = systemContext(),
) {
  checkTarget(input.url, opts.allowPrivateNetworks);
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const row = await withAudit(
    db,
    ctx,
    async (tx) => {
      const [inserted] = await tx
        .insert(webhookEndpoints)
        .values({ url: input.url, events: input.events, secret })
        .returning(PUBLIC_COLUMNS);
      return inserted!;
    },
    (endpoint) => ({
      action: "create",
      entityType: "webhook",
      entityId: endpoint.id,
      summary: `Webhook to ${maskedWebhookUrl(endpoint.url)} (${endpoint.events.join(", ")})`,
    }),
  );
  return { ...row, secret };
}

export function listEndpoints(db: Db) {
  return db.select(PUBLIC_COLUMNS).from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
}

export async function updateEndpoint(
  db: Db,
  id: string,
  patch: WebhookUpdate,
  opts: { allowPrivateNetworks: boolean },
  ctx: WriteContext,
) {
  checkTarget(patch.url, opts.allowPrivateNetworks);
  // Turning it on again starts a new 24-hour allowance.
  const revived = patch.enabled === true ? { disabledReason: null, failingSince: null } : {};
  const off = patch.enabled === false ? { disabledReason: null } : {};
  return withAudit(
    db,
    ctx,
    async (tx) => {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ ...patch, ...revived, ...off })
        .where(eq(webhookEndpoints.id, id))
        .returning(PUBLIC_COLUMNS);
      if (!row) throw new NotFoundError("Webhook");
      return row;
    },
    (endpoint) => ({
      action: "update",
      entityType: "webhook",
      entityId: id,
      summary: `Webhook to ${maskedWebhookUrl(endpoint.url)}: ${Object.keys(patch).join(", ")}`,
    }),
  );
}

export async function deleteEndpoint(db: Db, id: string, ctx: WriteContext = systemContext()): Promise<void> {
  await withAudit(
    db,
    ctx,
    async (tx) => {
      const gone = await tx
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      if (gone.length === 0) throw new NotFoundError("Webhook");
    },
    () => ({ action: "delete", entityType: "webhook", entityId: id, summary: "Webhook deleted" }),
  );
}

export async function requireEndpoint(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw new NotFoundError("Webhook");
}

/** Queues a webhook.test delivery to this endpoint alone (sent even while it is turned off). */
export async function queueTestEvent(db: Db, id: string, ctx: WriteContext = systemContext()): Promise<{ id: string }> {
  const queued = await withAudit(
    db,
    ctx,
    async (tx) => {
      await requireEndpoint(tx, id);
      const [row] = await tx
        .insert(webhookDeliveries)
        .values({
          endpointId: id,
          event: "webhook.test",
          data: { message: "A test event sent from the dashboard.", webhookId: id },
        })
        .returning({ id: webhookDeliveries.id });
      return row!;
    },
    () => ({ action: "webhook.test", entityType: "webhook", entityId: id, summary: "Test event queued" }),
  );
  deliveriesQueued(1);
  return queued;
}
