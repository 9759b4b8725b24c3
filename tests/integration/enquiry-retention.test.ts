import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEnquiries, mailOutbox } from "#db/schema.server.ts";
import { purgeOldEnquiries } from "#server/content/enquiries.server.ts";
import { anotherConnection, DB_KIND, freshDatabase } from "../support/test-database.ts";

// The privacy page promises that enquiries are kept at most ENQUIRY_RETENTION_MONTHS (issue 17
// item 16): the purge deletes older ones with their mail, in batches several instances share.

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.dispose());

async function enquiriesAged(monthsAgo: number, count: number, tag: string) {
  const rows = await database.db
    .insert(contactEnquiries)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${tag} ${i}`,
        email: `${tag}-${i}@retention.example`,
        projectInterest: "Retention",
        createdAt: sql`now() - make_interval(months => ${monthsAgo}) - interval '1 day'`,
      })),
    )
    .returning({ id: contactEnquiries.id });
  await database.db
    .insert(mailOutbox)
    .values(rows.map((r) => ({ enquiryId: r.id, recipient: "studio@retention.example", subject: "s", body: "b" })));
  return rows.map((r) => r.id);
}

const remaining = async (ids: string[]) =>
  (
    await database.db
      .select({ id: contactEnquiries.id })
      .from(contactEnquiries)
      .where(inArray(contactEnquiries.id, ids))
  ).length;

describe("enquiry retention", () => {
  it("deletes enquiries older than the retention with their mail, keeps the rest, in batches", async () => {
    const old = await enquiriesAged(25, 12, "old");
    const recent = await enquiriesAged(23, 3, "recent");
    expect(await purgeOldEnquiries(database.db, 24, 5)).toBe(12);
    expect(await remaining(old)).toBe(0);
    expect(await remaining(recent)).toBe(3);
    const mail = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.enquiryId, old));
    expect(mail).toEqual([]);
    expect(await purgeOldEnquiries(database.db, 24)).toBe(0);
  });

  it("keeps everything when the retention is 0", async () => {
    const ancient = await enquiriesAged(600, 2, "ancient");
    expect(await purgeOldEnquiries(database.db, 0)).toBe(0);
    expect(await remaining(ancient)).toBe(2);
    expect(await purgeOldEnquiries(database.db, 24)).toBe(2);
  });

  it.runIf(DB_KIND === "postgres")(
    "shares the work between instances running it at once: each row deleted once",
    async () => {
      const old = await enquiriesAged(30, 300, "shared");
      const other = anotherConnection(database);
      try {
        const counts = await Promise.all([
          purgeOldEnquiries(database.db, 24, 20),
          purgeOldEnquiries(other.db, 24, 20),
          purgeOldEnquiries(database.db, 24, 20),
        ]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(300);
        expect(await remaining(old)).toBe(0);
      } finally {
        await other.dispose();
      }
    },
  );
});
