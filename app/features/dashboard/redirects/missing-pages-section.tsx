import { useQuery } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import type { MissingPageJson } from "#core/schemas/redirect-rule.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ListState } from "../shared/layout.tsx";
import { StackedDateCell, StackedTable } from "../shared/table.tsx";

// Missing pages (decision 054): the addresses visitors asked for in the last 30 days that the site
// does not have, most asked-for first, with where the last visitor came from; "Redirect this" fills
// the rule form with the address.

const MISSING = ["/api/admin/not-found?limit=50"];
const COLUMNS = ["Address", "Hits", "Last seen", "Came from", <span className="sr-only">Actions</span>];

export function MissingPagesSection({ onRedirect }: { onRedirect: (path: string) => void }) {
  // Visitors add to it all the time: read it afresh each time the tab opens.
  const missingQuery = useQuery<MissingPageJson[]>({ queryKey: MISSING, refetchOnMount: "always" });
  return (
    <section aria-labelledby="missing-pages-heading" className="mt-10">
      <h3 id="missing-pages-heading" className="text-lg font-bold text-slate-900">
        Missing pages
      </h3>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-slate-600">
        Addresses visitors asked for in the last 30 days that answered “not found”, most asked-for first.
      </p>
      <ListState
        query={missingQuery}
        what="the missing pages"
        loading="Loading missing pages..."
        empty={{ icon: <SearchX aria-hidden />, text: "No missing pages in the last 30 days." }}
      >
        {(missing) => (
          <StackedTable caption="Missing pages visitors asked for" columns={COLUMNS}>
            {missing.map((page) => (
              <tr
                key={page.path}
                data-testid="missing-page"
                className="flex flex-col gap-1.5 px-5 py-4 sm:table-row sm:p-0"
              >
                <th scope="row" className="font-normal sm:px-5 sm:py-4">
                  <code className="font-mono text-[0.8125rem] break-all text-slate-900">{page.path}</code>
                </th>
                <td className="text-slate-700 sm:px-5 sm:py-4">
                  <span className="sm:hidden">Hits: </span>
                  {page.hits}
                </td>
                <StackedDateCell
                  label="Last seen"
                  date={page.lastSeen}
                  className="text-slate-600 sm:px-5 sm:py-4 sm:whitespace-nowrap"
                />
                <td className="text-slate-600 sm:px-5 sm:py-4">
                  <span className="sm:hidden">Came from: </span>
                  <span className="break-all">{page.referrer ?? "—"}</span>
                </td>
                <td className="sm:px-5 sm:py-4 sm:text-right">
                  <Button type="button" variant="outline" size="sm" onClick={() => onRedirect(page.path)}>
                    Redirect this<span className="sr-only">: {page.path}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </StackedTable>
        )}
      </ListState>
    </section>
  );
}
