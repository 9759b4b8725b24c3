import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { ROLES } from "#core/permissions.ts";
import { ListState, TabHeader } from "../shared/layout.tsx";
import { KEYS, type InvitationJson, type TeamMemberJson } from "../shared/types.ts";
import { InvitationsList } from "./invitations-list.tsx";
import { InviteButton } from "./invite-dialog.tsx";
import { PeopleTable } from "./people-table.tsx";
import { ROLE_HINTS, ROLE_LABELS } from "./roles.ts";

// The owner's Team tab, People (issue 27 item 1): invite someone with a role, the invitations still open, and
// everyone with access with their role and actions. An invitation makes its person row at once (the role is
// theirs from then on), so people with an open invitation are listed under Invitations only.

export { ROLE_LABELS } from "./roles.ts";

export function TeamTab({ currentUserId }: { currentUserId: string }) {
  const membersQuery = useQuery<TeamMemberJson[]>({ queryKey: KEYS.users });
  const invitationsQuery = useQuery<InvitationJson[]>({ queryKey: KEYS.invitations });
  const invitations = invitationsQuery.data ?? [];
  const invited = new Set(invitations.map((i) => i.email.toLowerCase()));
  const people = membersQuery.data?.filter((m) => !invited.has(m.email.toLowerCase()));

  return (
    <div>
      <TabHeader
        title="People"
        count={people?.length}
        description="Everyone with access, and the invitations still open. Owners manage people; team members edit content; investors see the portfolio."
        actions={<InviteButton />}
      />
      <ul className="mb-6 grid gap-3 sm:grid-cols-3">
        {ROLES.map((role) => (
          <li key={role} className="rounded-2xl border border-slate-200 bg-white px-4 py-3">
            <p className="text-sm font-bold text-slate-900">{ROLE_LABELS[role]}</p>
            <p className="text-sm text-slate-600">{ROLE_HINTS[role]}</p>
          </li>
        ))}
      </ul>
      {invitations.length ? (
        <>
          <InvitationsList invitations={invitations} />
          <h3 className="mb-3 text-lg font-bold text-slate-900">Members</h3>
        </>
      ) : null}
      <ListState
        query={{
          data: people,
          isPending: membersQuery.isPending || invitationsQuery.isPending,
          isError: membersQuery.isError,
        }}
        what="the team"
        loading="Loading team..."
        empty={{ icon: <Users aria-hidden />, text: "Nobody has signed in yet." }}
      >
        {(rows) => <PeopleTable people={rows} currentUserId={currentUserId} />}
      </ListState>
    </div>
  );
}
