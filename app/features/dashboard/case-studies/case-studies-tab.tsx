import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import { useListAddress } from "../dashboard-url.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { hasFilters, ListFilterBar, NoMatches } from "../shared/list-filters.tsx";
import { LoadMore } from "../shared/load-more.tsx";
import { KEYS, type CaseStudyJson } from "../shared/types.ts";
import { useOpenEntry } from "../shared/use-open-entry.ts";
import { usePagedList } from "../shared/use-paged-list.ts";
import { CaseStudyDialog, refreshCaseStudies } from "./case-study-dialog.tsx";
import { CaseStudyTile } from "./case-study-tile.tsx";

const NOUNS = { one: "case study", many: "case studies" };

// docs/product.md#dashboard Case studies tab: grid (skeletons while loading), create/edit, view, delete.
// The studies come a page at a time, searched and filtered by state on the server; the count in the header is
// of all that match (use-paged-list.ts). The search, the state and the open Edit dialog are in the address.
export function CaseStudiesTab() {
  const queryClient = useQueryClient();
  const address = useListAddress();
  const { filters, setFilters } = address;
  const {
    items: studies,
    total,
    isPending,
    isUpdating,
    isError,
    more,
  } = usePagedList<CaseStudyJson>(KEYS.adminCaseStudies, filters);
  const editing = useOpenEntry({ url: KEYS.adminCaseStudies[0], items: studies, what: "case study", ...address });
  const [isCreating, setIsCreating] = useState(false);

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/case-studies/${id}`),
    onSuccess: async () => {
      toast({ title: "Success", description: "Case study deleted successfully" });
      await refreshCaseStudies(queryClient);
    },
    onError: (error) => reportFailure(error, "Error"),
  });

  return (
    <div>
      <TabHeader
        title="Case Studies"
        count={total}
        description="Client stories for /case-studies. Featured ones come first, then by sort order."
        actions={
          <Button variant="brand" onClick={() => setIsCreating(true)}>
            <Plus aria-hidden /> New Case Study
          </Button>
        }
      />
      <ListFilterBar
        id="case-studies"
        nouns={NOUNS}
        filters={filters}
        onChange={setFilters}
        total={total}
        isUpdating={isUpdating}
      />
      {isPending ? (
        <SkeletonGrid label="Loading case studies..." />
      ) : isError || !studies ? (
        <LoadError what="the case studies" />
      ) : studies.length === 0 && hasFilters(filters) ? (
        <NoMatches nouns={NOUNS} filters={filters} onClear={setFilters} />
      ) : studies.length === 0 ? (
        <EmptyState icon={<BookOpen aria-hidden />}>
          No case studies yet. Write the first one to show on /case-studies.
        </EmptyState>
      ) : (
        <>
          <div
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
            aria-busy={isUpdating || undefined}
          >
            {studies.map((study) => (
              <CaseStudyTile
                key={study.id}
                study={study}
                isBusy={remove.isPending && remove.variables === study.id}
                onEdit={() => editing.open(study)}
                onDelete={() => remove.mutate(study.id)}
              />
            ))}
          </div>
          <LoadMore state={more} what="the case studies" />
        </>
      )}
      <CaseStudyDialog
        study={editing.item ?? (isCreating ? "new" : null)}
        onClose={() => (editing.item ? editing.close() : setIsCreating(false))}
      />
    </div>
  );
}
