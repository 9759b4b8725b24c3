import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { WebhookInput, WebhookUpdate } from "#core/schemas/webhook.ts";
import type { Db } from "#db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#db/schema.server.ts";
import { badRequest, notFound } from "../http/errors.server.ts";
import { deliveriesQueued } from "./events.server.ts";
import { literalTargetProblem } from "./network-guard.server.ts";

// Webhook endpoints (docs/product.md#integrations, owner only). The signing secret, `whsec_` + base64 of
// 32 random bytes as the Standard Webhooks libraries expect, is in the creating answer only;
// the server keeps it to sign with.

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
  if (problem) throw badRequest("That address is not allowed", { url: [problem] });
}

export async function createEndpoint(db: Db, input: WebhookInput, opts: { allowPrivateNetworks: boolean }) {
  checkTarget(input.url, opts.allowPrivateNetworks);
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: input.url, events: input.events, secret })
    .returning(PUBLIC_COLUMNS);
  return { ...row!, secret };
}

export function listEndpoints(db: Db) {
  return db.select(PUBLIC_COLUMNS).from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
}

export async function updateEndpoint(
  db: Db,
  id: string,
  patch: WebhookUpdate,
  opts: { allowPrivateNetworks: boolean },
) {
  checkTarget(patch.url, opts.allowPrivateNetworks);
  // Turning it on again starts a new 24-hour allowance.
  const revived = patch.enabled === true ? { disabledReason: null, failingSince: null } : {};
  const off = patch.enabled === false ? { disabledReason: null } : {};
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, ...revived, ...off })
    .where(eq(webhookEndpoints.id, id))
    .returning(PUBLIC_COLUMNS);
  if (!row) throw notFound("Webhook");
  return row;
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  const gone = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound("Webhook");
}

export async function requireEndpoint(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound("Webhook");
}

/** Queues a webhook.test delivery to this endpoint alone (sent even while it is turned off). */
export async function queueTestEvent(db: Db, id: string): Promise<{ id: string }> {
  await requireEndpoint(db, id);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: id,
      event: "webhook.test",
      data: { message: "A test event sent from the dashboard.", webhookId: id },
    })
    .returning({ id: webhookDeliveries.id });
  deliveriesQueued(1);
  return row!;
}
