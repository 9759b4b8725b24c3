import type { ContactInput } from "../../core/schemas/contact.ts";
import type { Db } from "../../db/client.ts";
import { contactEnquiries } from "../../db/schema.ts";

// Contact enquiries (SPEC §3): stored before anything else can fail.
export async function storeEnquiry(db: Db, input: Omit<ContactInput, "company">): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactEnquiries)
    .values({ name: input.name, email: input.email, whatsapp: input.whatsapp ?? null, projectInterest: input.projectInterest })
    .returning({ id: contactEnquiries.id });
  return row!;
}
