import { CanvasFields } from "../entry-editor/canvas-fields.tsx";
import { EntryEditorPage, type EntryEditorParts } from "../entry-editor/entry-page.tsx";
import { CASE_STUDY_KIND } from "../entry-editor/entry-kinds.ts";
import { publishAction } from "../shared/publish-action.ts";
import type { CaseStudyJson } from "../shared/types.ts";
import { CaseStudyCategoryField, CaseStudySettings, CaseStudySlugField } from "./case-study-fields.tsx";
import type { CaseStudyFormValues } from "./case-study-form.ts";

// /dashboard/case-studies/{id}: a case study in the full-page editor (issue 26). The fields and rules of its dialogs.
const PARTS: EntryEditorParts<CaseStudyFormValues, CaseStudyJson> = {
  kind: CASE_STUDY_KIND,
  canvas: (form) => (
    <CanvasFields form={form} prefix="cs" uploadPurpose="caseStudy" deck={{ field: "subtitle", label: "Subtitle" }} />
  ),
  settings: (form, current) => (
    <>
      <CaseStudyCategoryField form={form} />
      <CaseStudySlugField form={form} current={current} />
      <CaseStudySettings form={form} />
    </>
  ),
  action: (values, current) => publishAction(values, current),
};

export function CaseStudyEditor({ id, owner }: { id: string; owner: string }) {
  return <EntryEditorPage parts={PARTS} id={id} owner={owner} />;
}
