import type { Role } from "#core/permissions.ts";
import type { TeamMemberJson } from "../shared/types.ts";

// The roles as the People section names and explains them (docs/product.md#roles).

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", team: "Team", investor: "Investor" };

export const ROLE_HINTS: Record<Role, string> = {
  owner: "Everything, including deletes and the team",
  team: "Creates and edits all content",
  investor: "Read-only portfolio dashboard",
};

export function displayName(member: Pick<TeamMemberJson, "firstName" | "lastName">): string | null {
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ").trim();
  return name || null;
}
