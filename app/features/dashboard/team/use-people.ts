import { useQueryClient } from "@tanstack/react-query";
import { INVITE_VALID_DAYS, OWNER_RESET_VALID_HOURS } from "#core/account-links.ts";
import { KEYS, type MadeInvitationJson } from "../shared/types.ts";
import type { OneTimeLink } from "./shown-link.tsx";

// What the People section's changes share: reading people and invitations again after each one, and
// the words for how long a link works (core/account-links.ts).

export const INVITE_VALID_FOR = `${INVITE_VALID_DAYS} days`;
export const RESET_VALID_FOR = `${OWNER_RESET_VALID_HOURS} hours`;

/** Reads people and invitations again: an invitation makes a person row, accepting it ends the invitation. */
export function useRefreshPeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEYS.users }),
      queryClient.invalidateQueries({ queryKey: KEYS.invitations }),
    ]);
}

/** The link to show of a made invitation: none when it was mailed or the identity provider is external. */
export function invitationLink(made: MadeInvitationJson): OneTimeLink | null {
  return made.url ? { url: made.url, label: "Invitation link", validFor: INVITE_VALID_FOR, email: made.email } : null;
}
