import { useQueryClient } from "@tanstack/react-query";
import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { useListAddress } from "../dashboard-url.ts";
import { TabHeader } from "../shared/layout.tsx";
import { PagedEntryGrid, type EntryGridTexts } from "../shared/paged-entry-grid.tsx";
import { KEYS, type CaseStudyJson } from "../shared/types.ts";
import { useOpenEntry } from "../shared/use-open-entry.ts";
import { usePagedList } from "../shared/use-paged-list.ts";
import { useToastedChange } from "../shared/use-toasted-change.ts";
import { CaseStudyDialog, refreshCaseStudies } from "./case-study-dialog.tsx";
import { CaseStudyTile } from "./case-study-tile.tsx";

const TEXTS: EntryGridTexts = {
  id: "case-studies",
  nouns: { one: "case study", many: "case studies" },
  loading: "Loading case studies...",
  what: "the case studies",
  empty: {
    icon: <BookOpen aria-hidden />,
    text: "No case studies yet. Write the first one to show on /case-studies.",
  },
};

// docs/product.md#dashboard Case studies tab: grid (skeletons while loading), create/edit, view, delete.
// The studies come a page at a time, searched and filtered by state on the server; the count in the header is
// of all that match (use-paged-list.ts). The search, the state and the open Edit dialog are in the address.
export function CaseStudiesTab() {
  const queryClient = useQueryClient();
  const address = useListAddress();
  const list = usePagedList<CaseStudyJson>(KEYS.adminCaseStudies, address.filters);
  const editing = useOpenEntry({ url: KEYS.adminCaseStudies[0], items: list.items, what: "case study", ...address });
  const [isCreating, setIsCreating] = useState(false);

  const remove = useToastedChange({
    send: (id: string) => apiRequest("DELETE", `/api/case-studies/${id}`),
    done: { title: "Success", description: "Case study deleted successfully" },
    refresh: () => refreshCaseStudies(queryClient),
    failed: "Error",
  });

  return (
    <div>
      <TabHeader
        title="Case Studies"
        count={list.total}
        description="Client stories for /case-studies. Featured ones come first, then by sort order."
        actions={
          <Button variant="brand" onClick={() => setIsCreating(true)}>
            <Plus aria-hidden /> New Case Study
          </Button>
        }
      />
      <PagedEntryGrid texts={TEXTS} list={list} address={address}>
        {(study) => (
          <CaseStudyTile
            key={study.id}
            study={study}
            isBusy={remove.isPending && remove.variables === study.id}
            onEdit={() => editing.open(study)}
            onDelete={() => remove.mutate(study.id)}
          />
        )}
      </PagedEntryGrid>
      <CaseStudyDialog
        study={editing.item ?? (isCreating ? "new" : null)}
        onClose={() => (editing.item ? editing.close() : setIsCreating(false))}
      />
    </div>
  );
}
