import { CASE_STUDY_CATEGORIES, CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT } from "#core/constants.ts";
import { imagesWithoutAlt } from "#core/image-alt.ts";
import { slugify } from "#core/slug.ts";
import { MissingAltWarning } from "../shared/alt-field.tsx";
import { formFields, type FieldsForm } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import { SwatchPicker } from "../shared/swatch-picker.tsx";
import { toOptions } from "../shared/select-field.tsx";
import { PublishingFields } from "../shared/publishing-fields.tsx";
import { ReadTimeField } from "../shared/read-time-field.tsx";
import { renameNote } from "../shared/slug-hint.ts";
import type { CaseStudyJson } from "../shared/types.ts";
import type { CaseStudyFormValues } from "./case-study-form.ts";

// The fields of a case study (docs/product.md#entities case study), in the sections of its create/edit dialogs,
// shared with the full-page editor (canvas: title, subtitle, excerpt, content; side panel: the rest). Field ids
// are `cs-{field}` in both.

type CaseStudyForm = FieldsForm<CaseStudyFormValues>;
const GRADIENTS = [...CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT];

export function CaseStudyCategoryField({ form }: { form: CaseStudyForm }) {
  return formFields("cs", form).select("category", "Category", toOptions(CASE_STUDY_CATEGORIES), {
    required: true,
    placeholder: "Choose a category",
  });
}

export function CaseStudySlugField({ form, current }: { form: CaseStudyForm; current: CaseStudyJson | null }) {
  const { values } = form;
  const slugPreview = values.slug.trim() || slugify(values.title);
  return formFields("cs", form).input("slug", "Slug", {
    placeholder: slugify(values.title) || "generated-from-the-title",
    hint: slugPreview
      ? `Optional. /case-studies/${slugPreview}${renameNote("/case-studies/", slugPreview, current)}`
      : "Optional. Generated from the title when empty.",
  });
}

/** Results, gradient, presentation and publishing, and the alt-text warning: what follows the story. */
export function CaseStudySettings({ form }: { form: CaseStudyForm }) {
  const { input, area, upload, alt } = formFields("cs", form);
  const { values, errors, set } = form;
  const defaultNote = (gradient: string) => (gradient === DEFAULT_CASE_STUDY_GRADIENT ? " (default)" : "");
  return (
    <>
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
        {upload("featuredImageUrl", "featured", "caseStudy", "Featured image file", {
          full: true,
          alt: "featuredImageAlt",
        })}
        {alt("featuredImageAlt", "Featured image alt text", { full: true })}
        <ReadTimeField
          id="cs-readTime"
          value={values.readTime}
          onChange={(value) => set("readTime", value)}
          error={errors.readTime}
          content={values.content}
          hint="1 to 120; 5 when left invalid"
        />
        {input("sortOrder", "Sort order", { number: { min: 0 }, hint: "0 or more; lower comes first" })}
        <PublishingFields
          prefix="cs"
          form={form}
          publishedHint="Shown on /case-studies."
          featuredHint="Listed first, with a badge."
        />
      </FormSection>
      {values.isPublished ? (
        <MissingAltWarning
          images={imagesWithoutAlt([
            { label: "featured image", url: values.featuredImageUrl, alt: values.featuredImageAlt },
          ])}
        />
      ) : null}
    </>
  );
}
