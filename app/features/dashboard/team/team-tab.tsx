import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck, Users } from "lucide-react";
import { ROLES, type Role } from "#core/permissions.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { toast } from "#app/lib/toast-store.ts";
import { apiRequest } from "#app/lib/api.ts";
import { reportFailure } from "../shared/feedback.ts";
import { Badge } from "../shared/badge.tsx";
import { ListState, TabHeader } from "../shared/layout.tsx";
import { StackedDateCell, StackedTable } from "../shared/table.tsx";
import { KEYS, type TeamMemberJson } from "../shared/types.ts";

// The owner's Team section: everyone who has signed in, with their role, which the owner can
// change (PUT /api/users/{id}/role). The server keeps at least one owner (409 otherwise).

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", team: "Team", investor: "Investor" };
const ROLE_HINTS: Record<Role, string> = {
  owner: "Everything, including deletes and the team",
  team: "Creates and edits all content",
  investor: "Read-only portfolio dashboard",
};

function displayName(member: TeamMemberJson): string | null {
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ").trim();
  return name || null;
}

export function TeamTab({ currentUserId }: { currentUserId: string }) {
  const queryClient = useQueryClient();
  const membersQuery = useQuery<TeamMemberJson[]>({ queryKey: KEYS.users });
  const members = membersQuery.data;

  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: TeamMemberJson; role: Role }) =>
      apiRequest<TeamMemberJson>("PUT", `/api/users/${member.id}/role`, { role }),
    onSuccess: async (updated) => {
      toast({ title: "Role updated", description: `${updated.email} is now ${ROLE_LABELS[updated.role]}.` });
      await queryClient.invalidateQueries({ queryKey: KEYS.users });
      // Changing one's own role changes what this dashboard offers.
      if (updated.id === currentUserId) await queryClient.invalidateQueries({ queryKey: KEYS.user });
    },
    onError: (error) => reportFailure(error, "Error"),
  });

  return (
    <div>
      <TabHeader
        title="Team"
        count={members?.length}
        description="Everyone who has signed in. Owners manage the team; team members edit content; investors see the portfolio."
      />
      <ul className="mb-6 grid gap-3 sm:grid-cols-3">
        {ROLES.map((role) => (
          <li key={role} className="rounded-2xl border border-slate-200 bg-white px-4 py-3">
            <p className="text-sm font-bold text-slate-900">{ROLE_LABELS[role]}</p>
            <p className="text-sm text-slate-600">{ROLE_HINTS[role]}</p>
          </li>
        ))}
      </ul>
      <ListState
        query={membersQuery}
        what="the team"
        loading="Loading team..."
        empty={{ icon: <Users aria-hidden />, text: "Nobody has signed in yet." }}
      >
        {(members) => (
          <StackedTable caption="Team members and their roles" columns={["Person", "Joined", "Role"]}>
            {members.map((member) => {
              const name = displayName(member);
              const isMe = member.id === currentUserId;
              const pending = changeRole.isPending && changeRole.variables?.member.id === member.id;
              const role = pending ? changeRole.variables!.role : member.role;
              return (
                <tr
                  key={member.id}
                  className="flex flex-col gap-2 px-5 py-4 sm:table-row sm:p-0"
                  data-testid="team-member"
                >
                  <th scope="row" className="font-normal sm:px-5 sm:py-4">
                    <span className="flex items-center gap-3">
                      <span
                        aria-hidden
                        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-cyan-500 font-bold text-white"
                      >
                        {(name ?? member.email).charAt(0).toUpperCase()}
                      </span>
                      <span className="min-w-0">
                        <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                          {name ?? member.email}
                          {isMe ? (
                            <Badge tone="indigo">
                              <ShieldCheck aria-hidden /> You
                            </Badge>
                          ) : null}
                        </span>
                        {name ? <span className="block truncate text-slate-600">{member.email}</span> : null}
                      </span>
                    </span>
                  </th>
                  <StackedDateCell label="Joined" date={member.createdAt} className="text-slate-600 sm:px-5 sm:py-4" />
                  <td className="sm:px-5 sm:py-4">
                    <Select
                      value={role}
                      onValueChange={(next) => changeRole.mutate({ member, role: next as Role })}
                      disabled={pending}
                    >
                      <SelectTrigger aria-label={`Role of ${member.email}`} className="w-full sm:w-40">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {ROLES.map((r) => (
                          <SelectItem key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </td>
                </tr>
              );
            })}
          </StackedTable>
        )}
      </ListState>
    </div>
  );
}
