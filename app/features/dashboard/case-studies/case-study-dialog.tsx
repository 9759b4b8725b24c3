import { useQueryClient } from "@tanstack/react-query";
import { CASE_STUDY_CATEGORIES, CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT } from "#core/constants.ts";
import { imagesWithoutAlt } from "#core/image-alt.ts";
import { slugify } from "#core/slug.ts";
import { toast } from "#app/lib/toast-store.ts";
import { MissingAltWarning } from "../shared/alt-field.tsx";
import { formFields, FormSection, SwatchPicker, toOptions } from "../shared/form-bits.tsx";
import { FormDialog } from "../shared/form-dialog.tsx";
import { PublishDateField } from "../shared/publish-date-field.tsx";
import { KEYS, type CaseStudyJson } from "../shared/types.ts";
import { PreviewButton } from "../previews/preview-button.tsx";
import { saveTo, useSaveForm } from "../shared/use-save-form.ts";
import { renameNote } from "../shared/slug-hint.ts";
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

const GRADIENTS = [...CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT];
/** Not content: the API derives a case study's status from isPublished and publishedAt. */
const DERIVED_FIELDS = ["status"] as const;

export async function refreshCaseStudies(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: KEYS.adminCaseStudies }),
    queryClient.invalidateQueries({ queryKey: KEYS.caseStudies }),
  ]);
}

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
  const { values, errors, set } = saving.form;
  const { input, area, select, toggle, upload, alt, articleText } = formFields("cs", saving.form);
  const slugPreview = values.slug.trim() || slugify(values.title);
  const defaultNote = (gradient: string) => (gradient === DEFAULT_CASE_STUDY_GRADIENT ? " (default)" : "");
  const current = saving.current;

  return (
    <FormDialog
      form={saving}
      title={isEdit ? "Edit Case Study" : "New Case Study"}
      description="Published case studies appear on /case-studies at once, featured ones first."
      submitLabel={isEdit ? "Update Case Study" : "Create Case Study"}
      history={{
        collection: "case-studies",
        thing: "case study",
        labels: CASE_STUDY_FIELD_LABELS,
        ignore: DERIVED_FIELDS,
        onRestored: () => refreshCaseStudies(queryClient),
      }}
      footer={
        current ? <PreviewButton type="case-study" id={current.id} title={current.title} variant="text" /> : undefined
      }
    >
      <FormSection title="Story">
        {input("title", "Title", { required: true, full: true })}
        {input("subtitle", "Subtitle", { required: true, full: true })}
        {select("category", "Category", toOptions(CASE_STUDY_CATEGORIES), {
          required: true,
          placeholder: "Choose a category",
        })}
        {input("slug", "Slug", {
          placeholder: slugify(values.title) || "generated-from-the-title",
          hint: slugPreview
            ? `Optional. /case-studies/${slugPreview}${renameNote("/case-studies/", slugPreview, current)}`
            : "Optional. Generated from the title when empty.",
        })}
        {articleText("caseStudy")}
      </FormSection>
      <FormSection title="Results">
        {area("stats", "Stats", {
          rows: 4,
          mono: true,
          hint: "One per line: label | value | description (description optional). Cards show the first 3.",
          placeholder: "Revenue growth | 3x | in the first six months\nActive users | 40k",
        })}
        {input("tags", "Tags", { full: true, hint: "Separate tags with commas", placeholder: "React, AI, Stripe" })}
      </FormSection>
      <SwatchPicker
        name="cs-gradient"
        legend="Gradient"
        swatches={GRADIENTS}
        value={values.gradientColors}
        onChange={(gradient) => set("gradientColors", gradient)}
        error={errors.gradientColors}
        note={defaultNote}
        columns="grid-cols-4 sm:grid-cols-7"
      />
      <FormSection title="Presentation">
        {input("featuredImageUrl", "Featured image URL", { full: true, placeholder: "https://…" })}
        {upload("featuredImageUrl", "featured", "caseStudy", "Featured image file", { full: true })}
        {alt("featuredImageAlt", "Featured image alt text", { full: true })}
        {input("readTime", "Read time (minutes)", {
          number: { min: 1, max: 120 },
          hint: "1 to 120; 5 when left invalid",
        })}
        {input("sortOrder", "Sort order", { number: { min: 0 }, hint: "0 or more; lower comes first" })}
        {toggle("isPublished", "Published", "Shown on /case-studies.")}
        <PublishDateField
          id="cs-publishedAt"
          value={values.publishedAt}
          isPublished={values.isPublished}
          error={errors.publishedAt}
          onChange={(value) => set("publishedAt", value)}
        />
        {toggle("isFeatured", "Featured", "Listed first, with a badge.")}
      </FormSection>
      {values.isPublished ? (
        <MissingAltWarning
          images={imagesWithoutAlt([
            { label: "featured image", url: values.featuredImageUrl, alt: values.featuredImageAlt },
          ])}
        />
      ) : null}
    </FormDialog>
  );
}
