import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "#core/schemas/webhook.ts";
import { webhookDeliveries, webhookEndpoints } from "#db/schema.server.ts";
import { DISABLED_AFTER_FAILING } from "#server/webhooks/deliveries.server.ts";
import { publicOnlyLookup } from "#server/webhooks/network-guard.server.ts";
import { sendWebhook } from "#server/webhooks/send.server.ts";
import { startWebhookWorker } from "#server/webhooks/worker.server.ts";
import { DB_KIND } from "../support/test-database.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { startWebhookReceiver, type Received, type WebhookReceiver } from "../support/webhook-receiver.ts";
import {
  ACTORS,
  call,
  caseStudyBody,
  cardBody,
  contactBody,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  postBody,
  type ApiFetch,
} from "./helpers.ts";
import { WEBHOOKS_MATRIX } from "./authorization-matrix.table.ts";

// Webhooks (issue 18, docs/product.md#integrations, #roles-integrations) against a real HTTP receiver on loopback:
// signed per the Standard Webhooks specification (checked with its reference library), queued in the write's own
// transaction, retried with backoff, sent once across instances.

let app: TestApp;
let as: Record<Actor, ApiFetch>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // Loopback receivers need the setting; retries 1000× sooner than in production.
  app = await startTestApp({
    webhooks: { allowPrivateNetworks: true, worker: { retryScale: 0.001, intervalMs: 200, timeoutMs: 2000 } },
  });
  as = await fetchersFor(app);
});
afterAll(() => app?.close());
beforeEach(async () => {
  await receiver?.close();
  receiver = await startWebhookReceiver();
  // One endpoint at a time: each test subscribes its own.
  await app.db.delete(webhookEndpoints);
});

async function subscribe(events: readonly string[], url = receiver.url, on: ApiFetch = as.owner) {
  const res = await call(on, "/api/webhooks", { method: "POST", json: { url, events } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; url: string; events: string[]; secret: string; enabled: boolean };
}

const ofType = (type: string) => (r: Received) => r.json.type === type;

async function deliveriesOf(endpointId: string) {
  const res = await call(as.owner, `/api/webhooks/${endpointId}/deliveries`);
  expect(res.status).toBe(200);
  return res.body as {
    id: string;
    event: string;
    status: string;
    attempts: number;
    lastError: string | null;
    responseStatus: number | null;
  }[];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("managing endpoints", () => {
  it("shows the signing secret once and lists endpoints without it", async () => {
    const created = await subscribe(["post.published"]);
    expect(Object.keys(created).sort()).toEqual([
      "createdAt",
      "disabledReason",
      "enabled",
      "events",
      "failingSince",
      "id",
      "secret",
      "url",
    ]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.enabled).toBe(true);
    const list = await call(as.owner, "/api/webhooks");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(list.body[0]).toMatchObject({
      id: created.id,
      url: receiver.url,
      events: ["post.published"],
      enabled: true,
    });
  });

  it("lets only the owner add, list, change, delete, test and read deliveries", async () => {
    const target = await subscribe(["post.published"]);
    for (const route of WEBHOOKS_MATRIX) {
      for (const actor of ACTORS) {
        const expected = route.expect[actor];
        if (expected === "allowed") continue;
        const path = route.path.replace(":id", target.id);
        const json =
          route.method === "POST" || route.method === "PUT"
            ? { url: receiver.url, events: ["post.published"] }
            : undefined;
        const res = await call(as[actor], path, { method: route.method, json });
        expect(res.status, `${actor} ${route.method} ${route.path}`).toBe(expected);
        expectErrorShape(res.body);
      }
    }
    expect(receiver.received).toHaveLength(0);
    expect(await app.db.select().from(webhookDeliveries)).toHaveLength(0);
  });

  it("refuses bad input with the field named, storing nothing", async () => {
    for (const [json, field] of [
      [{ events: ["post.published"] }, "url"],
      [{ url: "ftp://hooks.example.com/x", events: ["post.published"] }, "url"],
      [{ url: "https://user:pw@hooks.example.com/x", events: ["post.published"] }, "url"],
      [{ url: "https://hooks.example.com/x", events: [] }, "events"],
      [{ url: "https://hooks.example.com/x", events: ["webhook.test"] }, "events.0"],
      [{ url: "https://hooks.example.com/x", events: ["post.published"], secret: "mine" }, ""],
    ] as const) {
      const res = await call(as.owner, "/api/webhooks", { method: "POST", json });
      if (field) expectFieldErrors(res, [field]);
      else expect(res.status).toBe(400);
    }
    const target = await subscribe(["post.published"]);
    expect((await call(as.owner, `/api/webhooks/${target.id}`, { method: "PUT", json: {} })).status).toBe(400);
    expect(
      (await call(as.owner, `/api/webhooks/${target.id}`, { method: "PUT", json: { enabled: "yes" } })).status,
    ).toBe(400);
    expect(
      (await call(as.owner, `/api/webhooks/${crypto.randomUUID()}`, { method: "PUT", json: { enabled: false } }))
        .status,
    ).toBe(404);
    expect((await call(as.owner, `/api/webhooks/${crypto.randomUUID()}/test`, { method: "POST" })).status).toBe(404);
    expect((await call(as.owner, `/api/webhooks/${crypto.randomUUID()}/deliveries`)).status).toBe(404);
    expect((await call(as.owner, `/api/webhooks/nope`, { method: "DELETE" })).status).toBe(404);
    expect(await app.db.select().from(webhookEndpoints)).toHaveLength(1);
  });

  it("keeps a webhook's secret path out of audit entries and the audit CSV", async () => {
    // Slack and Discord hooks carry their credential in the path.
    const secretPath = `/services/T0001/B0002/${crypto.randomUUID()}`;
    const created = await subscribe(["post.published"], `${receiver.url}${secretPath}?token=also-secret`);
    const updated = await call(as.owner, `/api/webhooks/${created.id}`, {
      method: "PUT",
      json: { url: `${receiver.url}${secretPath}/moved`, enabled: false },
    });
    expect(updated.status).toBe(200);
    expect((await call(as.owner, `/api/webhooks/${created.id}`, { method: "DELETE" })).status).toBe(204);

    const page = await call<{ items: { action: string; summary: string }[] }>(
      as.owner,
      `/api/admin/audit?entityType=webhook&entityId=${created.id}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.items.map((e) => e.action).sort()).toEqual(["create", "delete", "update"]);
    const csv = await (await as.owner(`/api/admin/audit.csv?entityType=webhook&entityId=${created.id}`)).text();
    for (const text of [...page.body.items.map((e) => e.summary), csv]) {
      expect(text).not.toContain("T0001");
      expect(text).not.toContain("also-secret");
    }
    // The host stays, so the owner can still tell endpoints apart.
    expect(page.body.items.find((e) => e.action === "create")!.summary).toContain(new URL(receiver.url).host);
  });

  it("deleting an endpoint takes its queue and log with it", async () => {
    const target = await subscribe(["content.changed"]);
    await create(as.team, "/api/portfolio-cards", cardBody());
    await receiver.waitFor(1);
    expect(await deliveriesOf(target.id)).toHaveLength(1);
    expect((await call(as.owner, `/api/webhooks/${target.id}`, { method: "DELETE" })).status).toBe(204);
    expect(
      await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, target.id)),
    ).toHaveLength(0);
  });
});

describe("private targets", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ sameDatabaseAs: DB_KIND === "postgres" ? app : undefined });
  });
  afterAll(() => strict?.close());

  it("refuses loopback, private and link-local addresses without WEBHOOK_ALLOW_PRIVATE_NETWORKS", async () => {
    const owner = await strict.as("owner");
    const before = await strict.db.select().from(webhookEndpoints);
    for (const url of [
      "http://127.0.0.1:9/hook",
      "http://[::1]/hook",
      "http://[::ffff:7f00:1]/hook",
      "http://2130706433/hook",
      "http://0x7f.1/hook",
      "http://localhost/hook",
      "http://localhost./hook",
      "http://printer.localhost/hook",
      "http://10.0.0.8/hook",
      "http://172.16.4.2/hook",
      "http://192.168.1.20/hook",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00::1]/hook",
      "http://[fe80::1]/hook",
      "http://0.0.0.0/hook",
      "http://100.64.0.1/hook",
      // Every other address that is not global unicast (docs/decisions/026), IPv6 forms of inward IPv4 included.
      "https://[::127.0.0.1]/hook",
      "https://[::a00:1]/hook",
      "https://[::ffff:10.0.0.1]/hook",
      "https://[64:ff9b::127.0.0.1]/hook",
      "https://[2002:c0a8:101::1]/hook",
      "https://[2001::1]/hook",
      "https://[fec0::1]/hook",
      "https://[fc00::1]/hook",
      "https://[ff02::1]/hook",
      "https://[2001:db8::1]/hook",
      "https://[4000::1]/hook",
      "https://0.1.2.3/hook",
      "https://192.0.2.1/hook",
      "https://198.18.0.1/hook",
      "https://203.0.113.9/hook",
      "https://240.0.0.1/hook",
    ]) {
      const res = await call(owner, "/api/webhooks", { method: "POST", json: { url, events: ["post.published"] } });
      expectFieldErrors(res, ["url"]);
      expect(res.body.errors.url[0]).toContain("WEBHOOK_ALLOW_PRIVATE_NETWORKS");
    }
    // Global addresses pass, written as names or as literals (nothing is sent: no event is queued here).
    for (const url of ["https://[2606:4700:4700::1111]/hook", "https://1.1.1.1/hook"]) {
      const global = await call(owner, "/api/webhooks", { method: "POST", json: { url, events: ["post.published"] } });
      expect(global.status, url).toBe(201);
      await call(owner, `/api/webhooks/${global.body.id}`, { method: "DELETE" });
    }
    const ok = await call(owner, "/api/webhooks", {
      method: "POST",
      json: { url: "https://hooks.example.com/in", events: ["post.published"] },
    });
    expect(ok.status).toBe(201);
    for (const url of ["http://10.0.0.1/x", "https://[::127.0.0.1]/hook"]) {
      const moved = await call(owner, `/api/webhooks/${ok.body.id}`, { method: "PUT", json: { url } });
      expectFieldErrors(moved, ["url"]);
    }
    await call(owner, `/api/webhooks/${ok.body.id}`, { method: "DELETE" });
    expect(await strict.db.select().from(webhookEndpoints)).toHaveLength(before.length);
  });

  it("refuses at connection time a name that resolves inward, and never follows a redirect", async () => {
    // The lookup every delivery uses (a name can change what it resolves to after saving).
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", { all: true }, (err) => resolve(err)),
    );
    expect(refused?.code).toBe("EWEBHOOKPRIVATE");
    const direct = await sendWebhook({
      url: receiver.url,
      secret: `whsec_${"A".repeat(43)}=`,
      messageId: "msg_1",
      body: "{}",
      allowPrivateNetworks: false,
    });
    expect(direct.ok).toBe(false);
    expect(direct.error).toContain("WEBHOOK_ALLOW_PRIVATE_NETWORKS");
    expect(receiver.received).toHaveLength(0);

    const elsewhere = await startWebhookReceiver();
    try {
      receiver.answer({ status: 302, location: elsewhere.url });
      const sent = await sendWebhook({
        url: receiver.url,
        secret: `whsec_${"A".repeat(43)}=`,
        messageId: "msg_2",
        body: "{}",
        allowPrivateNetworks: true,
      });
      expect(sent).toMatchObject({ ok: false, status: 302 });
      expect(sent.error).toContain("not followed");
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });
});

describe("deliveries", () => {
  it("signs each delivery per Standard Webhooks: the reference library verifies it", async () => {
    const endpoint = await subscribe(["post.published"]);
    const post = await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    const [got] = await receiver.waitFor(1);
    const verified = new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>);
    expect(verified).toEqual(got!.json);
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(got!.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(got!.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    expect(got!.json).toMatchObject({
      type: "post.published",
      data: { kind: "post", id: post.id, slug: post.slug, title: post.title, url: `${app.url}/journal/${post.slug}` },
    });
    expect(Date.parse(got!.json.timestamp)).not.toBeNaN();
    // A body changed in transit, or signed with another secret, does not verify.
    expect(() =>
      new Webhook(endpoint.secret).verify(got!.body.replace(post.id, "x"), got!.headers as Record<string, string>),
    ).toThrow();
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(
        got!.body,
        got!.headers as Record<string, string>,
      ),
    ).toThrow();
    const [log] = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "delivered",
    );
    expect(log).toMatchObject({
      event: "post.published",
      status: "delivered",
      attempts: 1,
      responseStatus: 200,
      lastError: null,
    });
  });

  it("sends the events of each kind of write, and only those an endpoint asked for", async () => {
    await subscribe([...WEBHOOK_EVENTS]);
    const draft = await create(as.team, "/api/blog-posts", postBody());
    await call(as.team, `/api/blog-posts/${draft.id}`, { method: "PUT", json: { isPublished: true } });
    await call(as.team, `/api/blog-posts/${draft.id}`, { method: "PUT", json: { title: "Retitled" } });
    await call(as.team, `/api/blog-posts/${draft.id}`, { method: "PUT", json: { isPublished: false } });
    await call(as.owner, `/api/blog-posts/${draft.id}`, { method: "DELETE" });
    const study = await create(as.team, "/api/case-studies", caseStudyBody({ isPublished: true }));
    await call(as.team, `/api/case-studies/${study.id}`, { method: "PUT", json: { isPublished: false } });
    await create(as.team, "/api/portfolio-cards", cardBody());
    expect(
      (await call(as.visitor, "/api/contact", { method: "POST", json: contactBody({ name: "Ada Webhook" }) })).status,
    ).toBe(201);
    const types = (await receiver.waitFor(14)).map((r) => r.json.type).sort();
    expect(types).toEqual(
      [
        ...Array(4).fill("content.changed"), // post: created, published, retitled, unpublished
        "content.changed", // post deleted
        "post.published",
        "post.unpublished",
        "post.deleted",
        "content.changed", // case study created (published)
        "case-study.published",
        "content.changed", // case study unpublished
        "case-study.unpublished",
        "content.changed", // card
        "enquiry.created",
      ].sort(),
    );
    const enquiry = receiver.received.find(ofType("enquiry.created"))!.json.data;
    expect(enquiry).toMatchObject({ name: "Ada Webhook", url: `${app.url}/dashboard` });
    const changes = receiver.received.filter(ofType("content.changed")).map((r) => r.json.data.action);
    expect(changes.filter((a) => a === "deleted")).toHaveLength(1);

    // Another endpoint for one event hears nothing else.
    await app.db.delete(webhookEndpoints);
    const quiet = await startWebhookReceiver();
    try {
      await subscribe(["enquiry.created"], quiet.url);
      await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
      await call(as.visitor, "/api/contact", { method: "POST", json: contactBody() });
      await quiet.waitFor(1);
      await new Promise((r) => setTimeout(r, 400));
      expect(quiet.received.map((r) => r.json.type)).toEqual(["enquiry.created"]);
    } finally {
      await quiet.close();
    }
  });

  it("a refused write queues nothing", async () => {
    const endpoint = await subscribe([...WEBHOOK_EVENTS]);
    const taken = await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    await receiver.waitFor(2);
    const res = await call(as.team, "/api/blog-posts", {
      method: "POST",
      json: postBody({ slug: taken.slug, isPublished: true }),
    });
    expect(res.status).toBe(409);
    expect(
      (await call(as.team, `/api/blog-posts/${crypto.randomUUID()}`, { method: "PUT", json: { isPublished: true } }))
        .status,
    ).toBe(404);
    expect(
      (await call(as.investor, "/api/blog-posts", { method: "POST", json: postBody({ isPublished: true }) })).status,
    ).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
    expect(receiver.received).toHaveLength(2);
  });

  it("a receiver that fails twice then succeeds gets the event once more, not twice", async () => {
    const endpoint = await subscribe(["post.published"]);
    receiver.answer(500, { status: 503, body: "x".repeat(5000) }, 200);
    await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    const attempts = await receiver.waitFor(3);
    expect(new Set(attempts.map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    const [log] = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "delivered",
    );
    expect(log).toMatchObject({ status: "delivered", attempts: 3, lastError: null });
    await new Promise((r) => setTimeout(r, 800));
    expect(receiver.received).toHaveLength(3);
    const [row] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.failingSince).toBeNull();
  });

  it("keeps the reason of a failure, with at most 1 KiB of the answer", async () => {
    const endpoint = await subscribe(["post.published"]);
    receiver.answer(...Array(20).fill({ status: 500, body: "y".repeat(5000) }));
    await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    await receiver.waitFor(1);
    const [log] = await until(
      () => deliveriesOf(endpoint.id),
      (d) => !!d[0]?.lastError,
    );
    expect(log!.lastError!.startsWith("HTTP 500: yyy")).toBe(true);
    expect(log!.lastError!.length).toBeLessThanOrEqual(1024 + 20);
    expect(log!.responseStatus).toBe(500);
  });

  it("sends a test event on request, once, even to an endpoint turned off, and logs the answer", async () => {
    const endpoint = await subscribe(["post.published"]);
    const test = await call(as.owner, `/api/webhooks/${endpoint.id}/test`, { method: "POST" });
    expect(test.status).toBe(202);
    const [got] = await receiver.waitFor(1, ofType("webhook.test"));
    expect(new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>)).toMatchObject({
      type: "webhook.test",
    });

    await call(as.owner, `/api/webhooks/${endpoint.id}`, { method: "PUT", json: { enabled: false } });
    receiver.answer(500);
    await call(as.owner, `/api/webhooks/${endpoint.id}/test`, { method: "POST" });
    await receiver.waitFor(2, ofType("webhook.test"));
    const log = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "failed",
    );
    expect(log.map((d) => [d.event, d.status, d.attempts])).toEqual([
      ["webhook.test", "failed", 1],
      ["webhook.test", "delivered", 1],
    ]);
    // Turned off: content events wait in the queue instead of going out.
    await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received.filter(ofType("post.published"))).toHaveLength(0);
  });

  it("turns an endpoint off after 24 hours of failures, and gives up on a delivery after 24 hours", async () => {
    const endpoint = await subscribe(["post.published"]);
    receiver.answer(...Array(10).fill(500));
    await app.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    await receiver.waitFor(1);
    const [row] = await until(
      () => app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)),
      (rows) => rows[0]?.enabled === false,
    );
    expect(row).toMatchObject({ enabled: false, disabledReason: DISABLED_AFTER_FAILING });
    const listed = (await call(as.owner, "/api/webhooks")).body[0];
    expect(listed).toMatchObject({ enabled: false, disabledReason: DISABLED_AFTER_FAILING });
    // Turning it on again clears the shutdown and starts a new allowance.
    const on = await call(as.owner, `/api/webhooks/${endpoint.id}`, { method: "PUT", json: { enabled: true } });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });

    // A delivery first queued more than 24 hours ago fails for good at its next failure.
    await app.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 24 * 3600_000 - 1000), nextAttemptAt: new Date() });
    const log = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "failed",
    );
    expect(log[0]).toMatchObject({ status: "failed" });
    const count = receiver.received.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received).toHaveLength(count);
  });

  it("two workers on one database send each event once", async () => {
    const endpoint = await subscribe(["content.changed"]);
    // A second instance on PostgreSQL; on PGlite (one process) a second worker on the same database.
    const second =
      DB_KIND === "postgres"
        ? await startTestApp({
            sameDatabaseAs: app,
            webhooks: { allowPrivateNetworks: true, worker: { intervalMs: 50 } },
          })
        : undefined;
    const extraWorker = second
      ? undefined
      : startWebhookWorker({
          db: app.db,
          logger: (await import("pino")).pino({ level: "silent" }),
          origin: app.url,
          allowPrivateNetworks: true,
          intervalMs: 50,
        });
    try {
      const writers = [as.team, second ? await second.as("team") : as.owner];
      const cards = await Promise.all(
        Array.from({ length: 30 }, (_, i) => create(writers[i % 2]!, "/api/portfolio-cards", cardBody())),
      );
      const got = await receiver.waitFor(30);
      await new Promise((r) => setTimeout(r, 800));
      expect(receiver.received).toHaveLength(30);
      expect(new Set(got.map((r) => r.headers["webhook-id"])).size).toBe(30);
      expect(new Set(got.map((r) => r.json.data.id))).toEqual(new Set(cards.map((c: { id: string }) => c.id)));
      const log = await deliveriesOf(endpoint.id);
      expect(log.every((d) => d.status === "delivered" && d.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
      await extraWorker?.stop();
    }
  });

  it("stores the event in the write's transaction: the outbox row exists before the answer", async () => {
    const endpoint = await subscribe(["post.published"]);
    receiver.answer("hang");
    const post = await create(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    const rows = await app.db.execute(
      sql`select event, data->>'id' as id from webhook_deliveries where endpoint_id = ${endpoint.id}`,
    );
    expect((rows as unknown as { rows: { event: string; id: string }[] }).rows).toEqual([
      { event: "post.published", id: post.id },
    ]);
  });
});
