import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { ROLES, type Role } from "#core/permissions.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Badge } from "../shared/badge.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { StackedDateCell, StackedTable } from "../shared/table.tsx";
import { KEYS, type TeamMemberJson } from "../shared/types.ts";
import { PersonActions } from "./person-actions.tsx";
import { ROLE_LABELS, displayName } from "./roles.ts";

// The people with access: who they are, since when, their role, which the owner can change (PUT
// /api/users/{id}/role; the server keeps at least one owner, 409 otherwise), and each one's actions menu.

export function PeopleTable({ people, currentUserId }: { people: TeamMemberJson[]; currentUserId: string }) {
  const queryClient = useQueryClient();
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
    <StackedTable
      caption="Team members and their roles"
      columns={[
        "Person",
        "Joined",
        "Role",
        <span key="actions" className="sr-only">
          Actions
        </span>,
      ]}
    >
      {people.map((member) => {
        const name = displayName(member);
        const isMe = member.id === currentUserId;
        const pending = changeRole.isPending && changeRole.variables?.member.id === member.id;
        const role = pending ? changeRole.variables!.role : member.role;
        return (
          <tr
            key={member.id}
            className="relative flex flex-col gap-2 px-5 py-4 sm:table-row sm:p-0"
            data-testid="team-member"
          >
            <th scope="row" className="pr-12 font-normal sm:px-5 sm:py-4">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-cyan-500 font-bold text-white"
                >
                  {(name ?? member.email).charAt(0).toUpperCase()}
                </span>
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere] text-slate-900">
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
            {/* On a phone the menu sits at the card's top right, beside the name. */}
            <td className="absolute top-4 right-3 sm:static sm:w-16 sm:py-4 sm:pr-4 sm:pl-0 sm:text-right">
              <PersonActions person={member} name={name ?? member.email} isMe={isMe} />
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}
