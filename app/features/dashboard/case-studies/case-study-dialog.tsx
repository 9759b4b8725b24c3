import { useQueryClient } from "@tanstack/react-query";
import { formFields } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import { CaseStudyCategoryField, CaseStudySettings, CaseStudySlugField } from "./case-study-fields.tsx";
import { FormDialog } from "../shared/form-dialog.tsx";
import type { CaseStudyJson } from "../shared/types.ts";
import { CASE_STUDY_KIND } from "../entry-editor/entry-kinds.ts";
import { useSaveForm } from "../shared/use-save-form.ts";
import { EntryDialogLinks, entryHistory, entrySaving } from "../shared/entry-dialog.tsx";
import { publishAction } from "../shared/publish-action.ts";
import { caseStudyToForm, EMPTY_CASE_STUDY, type CaseStudyFormValues } from "./case-study-form.ts";

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
  const saving = useSaveForm<CaseStudyFormValues, CaseStudyJson>({
    initial: () => (study ? caseStudyToForm(study) : EMPTY_CASE_STUDY),
    ...entrySaving(CASE_STUDY_KIND, study, queryClient, onClose),
  });
  const { input, articleText } = formFields("cs", saving.form);
  const current = saving.current;
  // What the main button does, in words: Save draft, Publish, Schedule for {date}, Update, Unpublish.
  const action = publishAction(saving.form.values, current);

  return (
    <FormDialog
      form={saving}
      title={study ? "Edit Case Study" : "New Case Study"}
      description="Published case studies appear on /case-studies at once, featured ones first."
      submitLabel={action.label}
      pendingLabel={action.pendingLabel}
      history={entryHistory(CASE_STUDY_KIND, queryClient)}
      footer={<EntryDialogLinks kind={CASE_STUDY_KIND} current={current} values={saving.form.values} />}
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
