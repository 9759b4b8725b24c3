import { useQueryClient } from "@tanstack/react-query";
import { toast } from "#app/lib/toast-store.ts";
import { formFields } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import { CaseStudyCategoryField, CaseStudySettings, CaseStudySlugField } from "./case-study-fields.tsx";
import { FormDialog } from "../shared/form-dialog.tsx";
import type { CaseStudyJson } from "../shared/types.ts";
import { PreviewButton } from "../previews/preview-button.tsx";
import { OpenFullEditor } from "../entry-editor/open-full-editor.tsx";
import { CASE_STUDY_KIND } from "../entry-editor/entry-kinds.ts";
import { saveTo, useSaveForm } from "../shared/use-save-form.ts";
import { publishAction } from "../shared/publish-action.ts";
import { readEntry } from "../conflicts/reload.ts";
import {
  CASE_STUDY_FIELD_LABELS,
  CASE_STUDY_ITEM_NAMES,
  caseStudyPayload,
  caseStudyToForm,
  EMPTY_CASE_STUDY,
  type CaseStudyFormValues,
} from "./case-study-form.ts";

// docs/product.md#dashboard case study create/edit dialogs; #errors-and-messages: 'Error' with the server's
// message, success 'Success' / 'Case study created/updated successfully'. Editing also offers the case study's
// History, a preview link and a publish date (docs/product.md#editorial-calls).

/** The admin list and the public list, after each change (docs/product.md#api): the kind's own refresh. */
export const refreshCaseStudies = CASE_STUDY_KIND.refresh;

export function CaseStudyDialog({ study, onClose }: { study: CaseStudyJson | "new" | null; onClose: () => void }) {
  if (!study) return null;
  return (
    <CaseStudyForm key={study === "new" ? "new" : study.id} study={study === "new" ? null : study} onClose={onClose} />
  );
}

function CaseStudyForm({ study, onClose }: { study: CaseStudyJson | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const isEdit = !!study;
  const saving = useSaveForm<CaseStudyFormValues, CaseStudyJson>({
    initial: () => (study ? caseStudyToForm(study) : EMPTY_CASE_STUDY),
    empty: EMPTY_CASE_STUDY,
    item: study,
    toForm: caseStudyToForm,
    // A save over a colleague's newer version opens the conflict screen with the entry as it is now.
    reload: study ? readEntry<CaseStudyJson>("/api/admin/case-studies", study.id) : undefined,
    onClose,
    check: caseStudyPayload,
    send: saveTo("/api/case-studies", study?.id),
    onSaved: async () => {
      toast({
        title: "Success",
        description: isEdit ? "Case study updated successfully" : "Case study created successfully",
      });
      await refreshCaseStudies(queryClient);
    },
    failureTitle: "Error",
    itemNames: CASE_STUDY_ITEM_NAMES,
  });
  const { input, articleText } = formFields("cs", saving.form);
  const current = saving.current;
  // What the main button does, in words: Save draft, Publish, Schedule for {date}, Update, Unpublish.
  const action = publishAction(saving.form.values, current);

  return (
    <FormDialog
      form={saving}
      title={isEdit ? "Edit Case Study" : "New Case Study"}
      description="Published case studies appear on /case-studies at once, featured ones first."
      submitLabel={action.label}
      pendingLabel={action.pendingLabel}
      history={{
        collection: "case-studies",
        thing: "case study",
        labels: CASE_STUDY_FIELD_LABELS,
        ignore: CASE_STUDY_KIND.derived,
        onRestored: () => refreshCaseStudies(queryClient),
      }}
      footer={
        <div className="flex flex-wrap gap-2">
          <OpenFullEditor path={CASE_STUDY_KIND.path} current={current} values={saving.form.values} />
          {current ? <PreviewButton type="case-study" id={current.id} title={current.title} variant="text" /> : null}
        </div>
      }
    >
      <FormSection title="Story">
        {input("title", "Title", { required: true, full: true })}
        {input("subtitle", "Subtitle", { required: true, full: true })}
        <CaseStudyCategoryField form={saving.form} />
        <CaseStudySlugField form={saving.form} current={current} />
        {articleText("caseStudy")}
      </FormSection>
      <CaseStudySettings form={saving.form} />
    </FormDialog>
  );
}
