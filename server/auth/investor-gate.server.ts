import type { Db } from "#db/client.server.ts";
import { recordAudit, type WriteContext } from "../audit/audit.server.ts";
import { UnauthenticatedError } from "../errors.server.ts";
import { issueInvestorToken, passwordMatches } from "./investor-token.server.ts";

// The public Investor button (docs/product.md#roles): the shared password exchanged for a signed
// token. Both outcomes leave an audit entry; a wrong password is refused after its entry.

export const INCORRECT_PASSWORD = "Incorrect password. Please try again.";

/** The investor token for the right shared password; an UnauthenticatedError otherwise. */
export async function openInvestorDashboard(
  db: Db,
  ctx: WriteContext,
  given: string,
  gate: { password: string; secret: string },
): Promise<string> {
  if (!passwordMatches(given, gate.password)) {
    await recordAudit(db, ctx, {
      action: "sign-in.failed",
      entityType: "session",
      summary: "Investor dashboard: wrong shared password",
    });
    throw new UnauthenticatedError(INCORRECT_PASSWORD);
  }
  await recordAudit(db, ctx, {
    action: "sign-in",
    entityType: "session",
    summary: "Investor dashboard opened with the shared password",
  });
  return issueInvestorToken(gate.secret, gate.password);
}
