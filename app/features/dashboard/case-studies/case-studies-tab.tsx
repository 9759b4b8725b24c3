import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { LoadMore } from "../shared/load-more.tsx";
import { KEYS, type CaseStudyJson } from "../shared/types.ts";
import { usePagedList } from "../shared/use-paged-list.ts";
import { CaseStudyDialog, refreshCaseStudies } from "./case-study-dialog.tsx";
import { CaseStudyTile } from "./case-study-tile.tsx";

// docs/product.md#dashboard Case studies tab: grid (skeletons while loading), create/edit, view, delete.
// The studies come a page at a time, the count in the header is of all of them (use-paged-list.ts).
export function CaseStudiesTab() {
  const queryClient = useQueryClient();
  const { items: studies, total, isPending, isError, more } = usePagedList<CaseStudyJson>(KEYS.adminCaseStudies);
  const [editing, setEditing] = useState<CaseStudyJson | "new" | null>(null);

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
          <Button variant="brand" onClick={() => setEditing("new")}>
            <Plus aria-hidden /> New Case Study
          </Button>
        }
      />
      {isPending ? (
        <SkeletonGrid label="Loading case studies..." />
      ) : isError || !studies ? (
        <LoadError what="the case studies" />
      ) : studies.length === 0 ? (
        <EmptyState icon={<BookOpen aria-hidden />}>
          No case studies yet. Write the first one to show on /case-studies.
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {studies.map((study) => (
              <CaseStudyTile
                key={study.id}
                study={study}
                isBusy={remove.isPending && remove.variables === study.id}
                onEdit={() => setEditing(study)}
                onDelete={() => remove.mutate(study.id)}
              />
            ))}
          </div>
          <LoadMore state={more} what="the case studies" />
        </>
      )}
      <CaseStudyDialog study={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
