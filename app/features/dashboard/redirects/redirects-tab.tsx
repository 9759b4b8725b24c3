import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Signpost } from "lucide-react";
import { useState } from "react";
import type { RedirectJson } from "#core/schemas/redirect.ts";
import type { RedirectRuleJson } from "#core/schemas/redirect-rule.ts";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Badge } from "../shared/badge.tsx";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { ListState, TabHeader } from "../shared/layout.tsx";
import { StackedDateCell, StackedTable } from "../shared/table.tsx";
import { MissingPagesSection } from "./missing-pages-section.tsx";
import { REDIRECTS, RuleForm, type Prefill } from "./rule-form.tsx";
import { RulesList } from "./rules-list.tsx";

// The owner's Redirects tab (docs/product.md#redirects): old addresses of renamed posts and case
// studies, each answering 301 to the entry's current address. Saves make them; the owner deletes
// the ones not wanted, after which the old address answers 404. Beside them, the owner's redirect
// rules (decision 054) with their form, and the missing pages visitors asked for, each one click
// from a rule.

const TYPE_LABELS: Record<RedirectJson["type"], string> = { "blog-post": "Blog post", "case-study": "Case study" };
const COLUMNS = ["Old address", "Leads to", "Added", <span className="sr-only">Actions</span>];

export function RedirectsTab() {
  const queryClient = useQueryClient();
  // Renames elsewhere in the dashboard add redirects: read the list afresh each time the tab opens.
  const listQuery = useQuery<(RedirectJson | RedirectRuleJson)[]>({ queryKey: REDIRECTS, refetchOnMount: "always" });
  const rules = listQuery.data?.filter((r): r is RedirectRuleJson => r.kind === "rule");
  const redirectsQuery = { ...listQuery, data: listQuery.data?.filter((r): r is RedirectJson => r.kind === "slug") };
  const [prefill, setPrefill] = useState<Prefill | null>(null);

  const remove = useMutation({
    mutationFn: (redirect: RedirectJson) => apiRequest("DELETE", `/api/redirects/${redirect.id}`),
    onSuccess: async (_, redirect) => {
      toast({ title: "Redirect deleted", description: `${redirect.fromUrl} no longer leads anywhere.` });
      await queryClient.invalidateQueries({ queryKey: REDIRECTS });
    },
    onError: (error) => reportFailure(error, "Error"),
  });

  return (
    <div>
      <TabHeader
        title="Redirects"
        count={listQuery.data?.length}
        description="When a published post or case study gets a new slug, its old address keeps working: it sends visitors and search engines to the new one (301). Delete a redirect to let the old address go."
      />
      <section aria-labelledby="rules-heading" className="mb-10">
        <h3 id="rules-heading" className="sr-only">
          Redirect rules
        </h3>
        <RuleForm prefill={prefill} />
        <div className="mt-4">{rules ? <RulesList rules={rules} /> : null}</div>
      </section>
      <h3 className="mb-4 text-lg font-bold text-slate-900">Renamed posts and case studies</h3>
      <ListState
        query={redirectsQuery}
        what="the redirects"
        loading="Loading redirects..."
        empty={{
          icon: <Signpost aria-hidden />,
          text: "No redirects yet. Renaming the slug of a published post or case study adds one.",
        }}
      >
        {(redirects) => (
          <StackedTable caption="Old addresses and where they lead" columns={COLUMNS}>
            {redirects.map((redirect) => (
              <tr
                key={redirect.id}
                data-testid="redirect"
                className="relative flex flex-col gap-1.5 px-5 py-4 pr-16 sm:table-row sm:p-0"
              >
                <th scope="row" className="font-normal sm:px-5 sm:py-4">
                  <code className="font-mono text-[0.8125rem] break-all text-slate-900">{redirect.fromUrl}</code>
                </th>
                <td className="sm:px-5 sm:py-4">
                  <span className="flex items-start gap-1.5">
                    <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500 sm:hidden" />
                    <span className="min-w-0">
                      <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                        <span className="break-words">{redirect.title}</span>
                        <Badge tone={redirect.type === "blog-post" ? "blue" : "indigo"}>
                          {TYPE_LABELS[redirect.type]}
                        </Badge>
                      </span>
                      <a
                        href={redirect.toUrl}
                        className="block font-mono text-[0.8125rem] break-all text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                      >
                        {redirect.toUrl}
                      </a>
                    </span>
                  </span>
                </td>
                <StackedDateCell
                  label="Added"
                  date={redirect.createdAt}
                  className="text-slate-600 sm:px-5 sm:py-4 sm:whitespace-nowrap"
                />
                <td className="absolute top-3 right-3 sm:static sm:px-5 sm:py-4 sm:text-right">
                  <ConfirmDelete
                    thing="redirect"
                    name={`the redirect from ${redirect.fromUrl}`}
                    consequence={`${redirect.fromUrl} will answer “not found” instead of leading to “${redirect.title}”, and any new entry may take its slug.`}
                    onConfirm={() => remove.mutate(redirect)}
                    isPending={remove.isPending && remove.variables?.id === redirect.id}
                  />
                </td>
              </tr>
            ))}
          </StackedTable>
        )}
      </ListState>
      <MissingPagesSection onRedirect={(from) => setPrefill({ from })} />
    </div>
  );
}
