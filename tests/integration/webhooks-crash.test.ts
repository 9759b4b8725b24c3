import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server.ts";
import { webhookDeliveries } from "#db/schema.server.ts";
import { createEndpoint } from "#server/webhooks/endpoints.server.ts";
import { startWebhookWorker } from "#server/webhooks/worker.server.ts";
import { freshDatabase } from "../support/test-database.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

// kill -9 of the server between a write and its webhook's delivery loses no event (issue 18):
// the event is in the outbox with the write, so the next process sends it. Two crashes: one
// before the worker looked at the outbox, one while the receiver held the request open.

const ROOT = path.resolve(import.meta.dirname, "../..");
const at = (file: string) => JSON.stringify(path.join(ROOT, file));

// A server process reduced to what matters here: the real write function and the real worker.
const CHILD = `
import { pino } from "pino";
import { openDatabase } from ${at("db/client.server.ts")};
import { blogPostInputSchema } from ${at("core/schemas/blog-post.ts")};
import { createPost } from ${at("server/content/posts.server.ts")};
import { systemContext } from ${at("server/audit/audit.server.ts")};
import { startWebhookWorker } from ${at("server/webhooks/worker.server.ts")};
const [dataDir, databaseUrl, mode] = process.argv.slice(1);
const database = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
if (mode === "send") {
  startWebhookWorker({ db: database.db, logger: pino({ level: "silent" }), origin: "http://localhost", allowPrivateNetworks: true, intervalMs: 100, timeoutMs: 60000 });
}
const input = blogPostInputSchema.parse({ title: "Crash " + mode, excerpt: "x", content: "<p>x</p>", category: "Tech Trends", isPublished: true });
const post = await createPost(database.db, input, systemContext());
process.stdout.write("written " + post.id + "\\n");
setInterval(() => {}, 60000);
`;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  database = await freshDatabase();
  receiver = await startWebhookReceiver();
  await createEndpoint(database.db, { url: receiver.url, events: ["post.published"] }, { allowPrivateNetworks: true });
  // The embedded database belongs to one process at a time: hand it to the children.
  if (!database.databaseUrl) await database.close();
});
afterAll(async () => {
  await receiver?.close();
  await database?.dispose();
});

function startChild(mode: "write" | "send"): { child: ChildProcess; written: Promise<string> } {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", CHILD, database.dataDir, database.databaseUrl ?? "", mode],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const written = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const id = /written (\S+)/.exec(out)?.[1];
      if (id) resolve(id);
    });
    child.once("exit", (code) => reject(new Error(`child exited (${code}) before writing`)));
  });
  return { child, written };
}

async function killHard(child: ChildProcess) {
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await gone;
}

describe("a crash between a write and its webhook", () => {
  it("loses no event: the next process delivers both", { timeout: 90_000 }, async () => {
    // 1. Killed right after the write's answer, before any delivery.
    const first = startChild("write");
    const beforeSending = await first.written;
    await killHard(first.child);

    // 2. Killed while its worker waits on the receiver, which holds the request open.
    receiver.answer("hang", "hang");
    const second = startChild("send");
    const whileSending = await second.written;
    const [held] = await receiver.waitFor(
      1,
      (r) => r.json.data.id === whileSending || r.json.data.id === beforeSending,
    );
    await killHard(second.child);
    receiver.clearAnswers();

    // 3. A new process on the same database: every event arrives, signed as before.
    const reopened = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const worker = startWebhookWorker({
      db: reopened.db,
      logger: pino({ level: "silent" }),
      origin: "http://localhost",
      allowPrivateNetworks: true,
      intervalMs: 100,
      // The dead process's claim is taken again once its lease is over.
      claimLeaseMs: 1000,
    });
    try {
      await expect
        .poll(async () => (await reopened.db.select().from(webhookDeliveries)).map((d) => d.status), {
          timeout: 20_000,
        })
        .toEqual(["delivered", "delivered"]);
      const ids = [beforeSending, whileSending];
      const arrived = receiver.received.filter((r) => ids.includes(r.json.data.id as string));
      expect(new Set(arrived.map((r) => r.json.data.id))).toEqual(new Set(ids));
      // The interrupted one came again with the same webhook-id, for the receiver to drop the repeat.
      expect(
        arrived.filter((r) => r.headers["webhook-id"] === held!.headers["webhook-id"]).length,
      ).toBeGreaterThanOrEqual(2);
    } finally {
      await worker.stop();
      await reopened.close();
    }
  });
});
