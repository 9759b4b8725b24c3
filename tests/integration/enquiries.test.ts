import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { contactEnquiries, mailOutbox } from "#db/schema.server.ts";
import { freePort } from "#server/http/free-port.server.ts";
import { smtpMailer } from "#server/mail/mailer.server.ts";
import { retryNow } from "#server/mail/outbox.server.ts";
import { startOutboxWorker } from "#server/mail/outbox-worker.server.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// Issue: contact enquiries are never lost. The SMTP port starts closed (mail server down).

let app: TestApp;
let smtpPort: number;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
  app = await startTestApp({ mail: { smtpPort, to: "studio@test.example" } });
});
afterAll(async () => {
  await app.close();
  await sink?.close();
});

const send = (body: unknown) =>
  fetch(`${app.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const outboxFor = async (enquiryId: string) =>
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiryId)))[0];

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("enquiries while the mail server is down", () => {
  const ids: string[] = [];

  it("answers 201 and stores each enquiry with its pending notification", async () => {
    for (const name of ["Ada Down", "Grace Down"]) {
      const response = await send({
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
        projectInterest: "An AI product",
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await app.mail!.worker.nudge();
    for (const id of ids) {
      const [enquiry] = await app.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
      expect(enquiry).toBeTruthy();
      const mail = await outboxFor(id);
      expect(mail).toMatchObject({ status: "pending", recipient: "studio@test.example" });
      expect(mail!.attempts).toBeGreaterThanOrEqual(1);
      expect(mail!.lastError).toBeTruthy();
      expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("sends every pending notification exactly once when the server is back, even after a restart of the worker", async () => {
    // The running worker stops (as at process exit); the mail server comes up; a new worker starts.
    await app.mail!.worker.stop();
    sink = await startSmtpSink(smtpPort);
    await retryNow(app.db);
    const worker = startOutboxWorker({
      db: app.db,
      mailer: smtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, from: "Arcwell Studio <no-reply@test.example>" }),
      logger: pino({ level: "silent" }),
      domain: "test.example",
      intervalMs: 60_000,
    });
    try {
      await until(() => sink!.messages.length >= 2);
      await worker.nudge();
      await worker.nudge();
      expect(sink.messages).toHaveLength(2);
      const subjects = sink.messages.map((m) => m.headers.get("subject")).sort();
      expect(subjects).toEqual(["New enquiry from Ada Down", "New enquiry from Grace Down"]);
      const ada = sink.messages.find((m) => m.headers.get("subject")!.includes("Ada"))!;
      expect(ada.to).toEqual(["studio@test.example"]);
      expect(ada.headers.get("reply-to")).toContain("ada@example.com");
      expect(ada.text).toContain("Project interest:");
      expect(ada.text).toContain("An AI product");
      for (const id of ids) expect((await outboxFor(id))!.status).toBe("sent");
      // A new enquiry is sent, once.
      const response = await send({
        name: "Lin Live",
        email: "lin@example.com",
        whatsapp: "+44 7700 900123",
        projectInterest: "Marketplace",
      });
      expect(response.status).toBe(201);
      // The app's own worker is stopped here, so the new one picks the mail up.
      await until(async () => {
        await worker.nudge();
        return sink!.messages.length === 3;
      });
      const lin = sink.messages[2]!;
      expect(lin.text).toContain("lin@example.com");
      expect(lin.text).toContain("+44 7700 900123");
      expect(new Set(sink.messages.map((m) => m.headers.get("message-id"))).size).toBe(3);
    } finally {
      await worker.stop();
    }
  });
});

describe("several workers on one database", () => {
  it("send each waiting mail exactly once (rows are claimed with SKIP LOCKED)", async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      recipient: "studio@test.example",
      subject: `Batch ${i}`,
      body: `Mail ${i}`,
    }));
    await app.db.insert(mailOutbox).values(rows);
    const before = sink!.messages.length;
    const workers = [1, 2, 3].map(() =>
      startOutboxWorker({
        db: app.db,
        mailer: smtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, from: "Arcwell Studio <no-reply@test.example>" }),
        logger: pino({ level: "silent" }),
        domain: "test.example",
        intervalMs: 60_000,
      }),
    );
    try {
      await Promise.all(workers.map((w) => w.nudge()));
      await until(() => sink!.messages.length >= before + 20);
      await Promise.all(workers.map((w) => w.nudge()));
      const batch = sink!.messages.slice(before).map((m) => m.headers.get("subject"));
      expect(batch).toHaveLength(20);
      expect(new Set(batch).size).toBe(20);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  });
});

describe("bad enquiries", () => {
  it("refuse bad bodies with 4xx and store nothing", async () => {
    const [{ before }] = (await app.db.select({ before: sql<number>`count(*)::int` }).from(contactEnquiries)) as [
      { before: number },
    ];
    const bad = [
      {},
      { name: "A", email: "not-an-email", projectInterest: "x" },
      { name: "", email: "a@example.com", projectInterest: "x" },
      { name: "A", email: "a@example.com", projectInterest: "x".repeat(5001) },
      { name: "A".repeat(201), email: "a@example.com", projectInterest: "x" },
      { name: "A", email: "a@example.com", projectInterest: "x", extra: true },
      { name: ["A"], email: "a@example.com", projectInterest: "x" },
    ];
    for (const body of bad) expect((await send(body)).status).toBe(400);
    const [{ after }] = (await app.db.select({ after: sql<number>`count(*)::int` }).from(contactEnquiries)) as [
      { after: number },
    ];
    expect(after).toBe(before);
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const [{ before }] = (await app.db.select({ before: sql<number>`count(*)::int` }).from(contactEnquiries)) as [
      { before: number },
    ];
    const response = await send({
      name: "Bot",
      email: "bot@example.com",
      projectInterest: "spam",
      company: "Spam Inc",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toHaveProperty("id");
    const [{ after }] = (await app.db.select({ after: sql<number>`count(*)::int` }).from(contactEnquiries)) as [
      { after: number },
    ];
    expect(after).toBe(before);
  });
});

describe("the staff inbox", () => {
  it("lists enquiries newest first with their notification status, for staff only", async () => {
    const owner = await app.as("owner");
    const list = (await (await owner("/api/admin/enquiries")).json()) as {
      name: string;
      createdAt: string;
      notification: unknown;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const times = list.map((e) => new Date(e.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.find((e) => e.name === "Ada Down")!.notification).toMatchObject({ status: "sent" });
    expect((await (await app.as("team"))("/api/admin/enquiries")).status).toBe(200);
    expect((await (await app.as("investor"))("/api/admin/enquiries")).status).toBe(403);
    expect((await (await app.as("visitor"))("/api/admin/enquiries")).status).toBe(401);
  });

  it("marks an enquiry handled", async () => {
    const team = await app.as("team");
    const [first] = (await (await team("/api/admin/enquiries")).json()) as { id: string }[];
    const response = await team(`/api/admin/enquiries/${first!.id}`, { method: "PUT", json: { isHandled: true } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isHandled: true });
    expect(
      (await team(`/api/admin/enquiries/${first!.id}`, { method: "PUT", json: { isHandled: "yes" } })).status,
    ).toBe(400);
    expect(
      (
        await team(`/api/admin/enquiries/00000000-0000-4000-8000-000000000000`, {
          method: "PUT",
          json: { isHandled: true },
        })
      ).status,
    ).toBe(404);
    const investor = await app.as("investor");
    expect(
      (await investor(`/api/admin/enquiries/${first!.id}`, { method: "PUT", json: { isHandled: false } })).status,
    ).toBe(403);
  });

  it("exports CSV that spreadsheets cannot read as formulas", async () => {
    expect(
      (await send({ name: '=HYPERLINK("http://evil")', email: "csv@example.com", projectInterest: "+1 formula" }))
        .status,
    ).toBe(201);
    const owner = await app.as("owner");
    const response = await owner("/api/admin/enquiries.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="?enquiries-\d{4}-\d{2}-\d{2}\.csv"?/,
    );
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toContain('"Received","Name","Email"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'+1 formula"`);
    expect((await (await app.as("investor"))("/api/admin/enquiries.csv")).status).toBe(403);
  });
});
