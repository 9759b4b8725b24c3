import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import type { RedirectRuleJson } from "#core/schemas/redirect-rule.ts";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Badge } from "../shared/badge.tsx";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { StackedDateCell, StackedTable } from "../shared/table.tsx";
import { REDIRECTS } from "./rule-form.tsx";

// The owner's redirect rules (decision 054), beside the slug redirects: where each leads, 301 or
// 302, and a delete after a confirmation.

const COLUMNS = ["Old address", "Leads to", "Added", <span className="sr-only">Actions</span>];

export function RulesList({ rules }: { rules: RedirectRuleJson[] }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (rule: RedirectRuleJson) => apiRequest("DELETE", `/api/redirects/${rule.id}`),
    onSuccess: async (_, rule) => {
      toast({ title: "Redirect rule deleted", description: `${rule.from} no longer leads anywhere.` });
      await queryClient.invalidateQueries({ queryKey: REDIRECTS });
    },
    onError: (error) => reportFailure(error, "Error"),
  });

  if (rules.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-600">No rules yet.</p>
    );
  return (
    <StackedTable caption="Redirect rules and where they lead" columns={COLUMNS}>
      {rules.map((rule) => (
        <tr
          key={rule.id}
          data-testid="redirect-rule"
          className="relative flex flex-col gap-1.5 px-5 py-4 pr-16 sm:table-row sm:p-0"
        >
          <th scope="row" className="font-normal sm:px-5 sm:py-4">
            <code className="font-mono text-[0.8125rem] break-all text-slate-900">{rule.from}</code>
          </th>
          <td className="sm:px-5 sm:py-4">
            <span className="flex items-start gap-1.5">
              <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500 sm:hidden" />
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="font-mono text-[0.8125rem] break-all text-slate-900">{rule.to}</span>
                <Badge tone={rule.permanent ? "blue" : "amber"}>{rule.permanent ? "Permanent" : "Temporary"}</Badge>
              </span>
            </span>
          </td>
          <StackedDateCell
            label="Added"
            date={rule.createdAt}
            className="text-slate-600 sm:px-5 sm:py-4 sm:whitespace-nowrap"
          />
          <td className="absolute top-3 right-3 sm:static sm:px-5 sm:py-4 sm:text-right">
            <ConfirmDelete
              thing="redirect"
              name={`the redirect rule from ${rule.from}`}
              consequence={`${rule.from} will answer “not found” instead of leading to ${rule.to}.`}
              onConfirm={() => remove.mutate(rule)}
              isPending={remove.isPending && remove.variables?.id === rule.id}
            />
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
