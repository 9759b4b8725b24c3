import { csvDocument } from "#core/csv.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "./changes.server.ts";
import { desc, eq, sql } from "drizzle-orm";
import { PRODUCT_NAME } from "#core/brand.ts";
import type { ContactInput } from "#core/schemas/contact.ts";
import type { EnquirySource } from "#core/analytics.ts";
import type { Db } from "#db/client.server.ts";
import { contactEnquiries, mailOutbox } from "#db/schema.server.ts";
import { deleteInBatches } from "./batched-delete.server.ts";
import { NotFoundError } from "../errors.server.ts";

// Contact enquiries (docs/product.md#entities): stored before anything else can fail. When mail is on, the
// notification is written to the outbox in the same transaction, so neither exists alone;
// the enquiry.created webhook event likewise.

export type EnquiryInput = Omit<ContactInput, "company"> & { source?: EnquirySource | null };

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

export function notificationFor(enquiry: EnquiryInput & { id: string; createdAt: Date }, dashboardUrl: string) {
  return {
    subject: `New enquiry from ${oneLine(enquiry.name)}`.slice(0, 200),
    replyTo: enquiry.email,
    body: [
      `A new enquiry arrived on the ${PRODUCT_NAME} website.`,
      "",
      `Name: ${oneLine(enquiry.name)}`,
      `Email: ${enquiry.email}`,
      `WhatsApp: ${enquiry.whatsapp ? oneLine(enquiry.whatsapp) : "—"}`,
      `Received: ${enquiry.createdAt.toISOString()}`,
      "",
      "Project interest:",
      enquiry.projectInterest,
      "",
      `Reply within 24 hours. Inbox: ${dashboardUrl}`,
    ].join("\n"),
  };
}

/** What an enquiry.created webhook carries: the enquiry and where staff read it. */
function enquiryEventData(row: typeof contactEnquiries.$inferSelect) {
  const { id, name, email, whatsapp, projectInterest, createdAt } = row;
  return { id, name, email, whatsapp, projectInterest, createdAt: createdAt.toISOString(), path: "/dashboard" };
}

export async function storeEnquiry(
  db: Db,
  input: EnquiryInput,
  notify: { to: string; dashboardUrl: string } | undefined,
  ctx: WriteContext,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactEnquiries)
      .values({
        name: input.name,
        email: input.email,
        whatsapp: input.whatsapp ?? null,
        projectInterest: input.projectInterest,
        source: input.source ?? null,
      })
      .returning();
    if (notify) {
      const mail = notificationFor({ ...input, id: row!.id, createdAt: row!.createdAt }, notify.dashboardUrl);
      await tx.insert(mailOutbox).values({ enquiryId: row!.id, recipient: notify.to, ...mail });
    }
    // Staff's inbox only: nothing a visitor sees changes.
    await recordWrite(tx as unknown as Db, ctx, {
      events: [{ type: "enquiry.created", data: enquiryEventData(row!) }],
      audit: {
        action: "create",
        entityType: "enquiry",
        entityId: row!.id,
        summary: `Enquiry from ${row!.name} about ${row!.projectInterest}`,
      },
      tags: [],
    });
    return { id: row!.id };
  });
}

export async function listEnquiries(db: Db) {
  const rows = await db
    .select({
      id: contactEnquiries.id,
      name: contactEnquiries.name,
      email: contactEnquiries.email,
      whatsapp: contactEnquiries.whatsapp,
      projectInterest: contactEnquiries.projectInterest,
      isHandled: contactEnquiries.isHandled,
      source: contactEnquiries.source,
      createdAt: contactEnquiries.createdAt,
      mailStatus: mailOutbox.status,
      mailAttempts: mailOutbox.attempts,
      mailError: mailOutbox.lastError,
      mailSentAt: mailOutbox.sentAt,
    })
    .from(contactEnquiries)
    .leftJoin(mailOutbox, eq(mailOutbox.enquiryId, contactEnquiries.id))
    .orderBy(desc(contactEnquiries.createdAt));
  return rows.map(({ mailStatus, mailAttempts, mailError, mailSentAt, ...enquiry }) => ({
    ...enquiry,
    notification: mailStatus
      ? { status: mailStatus, attempts: mailAttempts, lastError: mailError, sentAt: mailSentAt }
      : null,
  }));
}

/** Marks an enquiry handled or not: the staff inbox only, so no cached answer is emptied. */
export function setEnquiryHandled(db: Db, id: string, isHandled: boolean, ctx: WriteContext) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contactEnquiries).set({ isHandled }).where(eq(contactEnquiries.id, id)).returning();
    if (!row) throw new NotFoundError("Enquiry");
    await recordWrite(tx as unknown as Db, ctx, {
      audit: {
        action: "enquiry.handled",
        entityType: "enquiry",
        entityId: row.id,
        summary: `Enquiry from ${row.name} marked ${row.isHandled ? "handled" : "not handled"}`,
      },
      tags: [],
    });
    return row;
  });
}

export async function enquiriesCsv(db: Db): Promise<string> {
  const rows = await listEnquiries(db);
  const header = [
    "Received",
    "Name",
    "Email",
    "WhatsApp",
    "Project interest",
    "Handled",
    "Notification",
    "Landing page",
    "Referrer",
    "UTM source",
    "UTM medium",
    "UTM campaign",
  ];
  return csvDocument(
    header,
    rows.map((r) => [
      r.createdAt,
      r.name,
      r.email,
      r.whatsapp,
      r.projectInterest,
      r.isHandled ? "yes" : "no",
      r.notification?.status ?? "mail off",
      r.source?.landingPage,
      r.source?.referrer,
      r.source?.utmSource,
      r.source?.utmMedium,
      r.source?.utmCampaign,
    ]),
  );
}

/**
 * Deletes enquiries older than `months` (their outbox mail goes with them), in batches claimed
 * with SKIP LOCKED like the outbox, so instances running it at once share the work instead of
 * waiting on each other. Returns how many went. The privacy page promises this retention.
 */
export async function purgeOldEnquiries(db: Db, months: number, batchSize = 500): Promise<number> {
  if (months <= 0) return 0;
  return deleteInBatches(
    db,
    sql`
      DELETE FROM contact_enquiries WHERE id IN (
        SELECT id FROM contact_enquiries
        WHERE created_at < now() - make_interval(months => ${months})
        ORDER BY created_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      ) RETURNING id`,
    batchSize,
  );
}
