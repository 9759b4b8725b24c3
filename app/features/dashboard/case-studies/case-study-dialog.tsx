import { useQueryClient } from "@tanstack/react-query";
import { CASE_STUDY_CATEGORIES, CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT } from "#core/constants.ts";
import { slugify } from "#core/slug.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Field, fieldAria, Input, Textarea } from "#app/components/ui/field.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { cn } from "#app/lib/cn.ts";
import { gradientClass } from "#app/lib/gradients.ts";
import { toast } from "#app/lib/toast-store.ts";
import { FormActions, FormSection, RequiredNote, SelectField, SwitchField, toOptions } from "../shared/form-bits.tsx";
import { useReturnFocus } from "../shared/use-return-focus.ts";
import { KEYS, type CaseStudyJson } from "../shared/types.ts";
import { colorName } from "../shared/color-name.ts";
import { CASE_STUDY_ITEM_NAMES, caseStudyPayload, caseStudyToForm, EMPTY_CASE_STUDY, type CaseStudyFormValues } from "./case-study-form.ts";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { useSaveForm } from "../shared/use-save-form.ts";
import { AltField, MissingAltWarning } from "../shared/alt-field.tsx";
import { imagesWithoutAlt } from "#core/image-alt.ts";

// SPEC §2 case study create/edit dialogs; §8: 'Error' with the server's message, success
// 'Success' / 'Case study created/updated successfully'.

const GRADIENTS = [...CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT];

export async function refreshCaseStudies(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: KEYS.adminCaseStudies }),
    queryClient.invalidateQueries({ queryKey: KEYS.caseStudies }),
  ]);
}

export function CaseStudyDialog({ study, onClose }: { study: CaseStudyJson | "new" | null; onClose: () => void }) {
  if (!study) return null;
  return <CaseStudyForm key={study === "new" ? "new" : study.id} study={study === "new" ? null : study} onClose={onClose} />;
}

function CaseStudyForm({ study, onClose }: { study: CaseStudyJson | null; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const queryClient = useQueryClient();
  const isEdit = !!study;
  const { form, formRef, close, save, submit } = useSaveForm<CaseStudyFormValues>({
    initial: () => (study ? caseStudyToForm(study) : EMPTY_CASE_STUDY),
    empty: EMPTY_CASE_STUDY,
    onClose,
    check: caseStudyPayload,
    send: (body) =>
      study ? apiRequest<CaseStudyJson>("PUT", `/api/case-studies/${study.id}`, body) : apiRequest<CaseStudyJson>("POST", "/api/case-studies", body),
    onSaved: async () => {
      toast({ title: "Success", description: isEdit ? "Case study updated successfully" : "Case study created successfully" });
      await refreshCaseStudies(queryClient);
    },
    failureTitle: "Error",
    itemNames: CASE_STUDY_ITEM_NAMES,
  });
  const { values, errors, set } = form;

  const input = (
    key: keyof CaseStudyFormValues & string,
    label: string,
    opts: { required?: boolean; hint?: string; placeholder?: string; full?: boolean; number?: { min: number; max?: number } } = {},
  ) => (
    <Field id={`cs-${key}`} label={label} required={opts.required} error={errors[key]} hint={opts.hint} className={opts.full ? "sm:col-span-2" : undefined}>
      <Input
        {...fieldAria(`cs-${key}`, errors[key], !!opts.hint)}
        value={values[key] as string}
        placeholder={opts.placeholder}
        aria-required={opts.required || undefined}
        {...(opts.number ? { type: "number", inputMode: "numeric" as const, step: 1, min: opts.number.min, max: opts.number.max } : {})}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );
  const area = (key: keyof CaseStudyFormValues & string, label: string, rows: number, opts: { required?: boolean; hint?: string; placeholder?: string; mono?: boolean } = {}) => (
    <Field id={`cs-${key}`} label={label} required={opts.required} error={errors[key]} hint={opts.hint} className="sm:col-span-2">
      <Textarea
        {...fieldAria(`cs-${key}`, errors[key], !!opts.hint)}
        rows={rows}
        className={cn("min-h-0", opts.mono && "font-mono text-sm")}
        placeholder={opts.placeholder}
        aria-required={opts.required || undefined}
        value={values[key] as string}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );
  const slugPreview = values.slug.trim() || slugify(values.title);

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent wide {...returnFocus}>
        <DialogTitle>{isEdit ? "Edit Case Study" : "New Case Study"}</DialogTitle>
        <DialogDescription>Published case studies appear on /case-studies at once, featured ones first.</DialogDescription>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-8">
          <RequiredNote />
          <FormSection title="Story">
            {input("title", "Title", { required: true, full: true })}
            {input("subtitle", "Subtitle", { required: true, full: true })}
            <SelectField
              id="cs-category"
              label="Category"
              required
              error={errors.category}
              value={values.category}
              onChange={(v) => set("category", v)}
              options={toOptions(CASE_STUDY_CATEGORIES)}
              placeholder="Choose a category"
            />
            {input("slug", "Slug", {
              placeholder: slugify(values.title) || "generated-from-the-title",
              hint: slugPreview ? `Optional. /case-studies/${slugPreview}` : "Optional. Generated from the title when empty.",
            })}
            {area("excerpt", "Excerpt", 2, { required: true })}
            {area("content", "Content", 10, { required: true, mono: true, hint: "HTML is allowed: <h2>, <p>, <ul>, <a>, <img>, <blockquote>…" })}
          </FormSection>
          <FormSection title="Results">
            {area("stats", "Stats", 4, {
              mono: true,
              hint: "One per line: label | value | description (description optional). Cards show the first 3.",
              placeholder: "Revenue growth | 3x | in the first six months\nActive users | 40k",
            })}
            {input("tags", "Tags", { full: true, hint: "Separate tags with commas", placeholder: "React, AI, Stripe" })}
          </FormSection>
          <fieldset>
            <legend className="mb-3 text-xs font-bold tracking-wider text-indigo-700 uppercase">Gradient</legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {GRADIENTS.map((gradient) => (
                <label key={gradient} className="cursor-pointer" title={colorName(gradient)}>
                  <input
                    type="radio"
                    name="cs-gradient"
                    value={gradient}
                    checked={values.gradientColors === gradient}
                    onChange={() => set("gradientColors", gradient)}
                    className="peer sr-only"
                  />
                  <span className="sr-only">
                    {colorName(gradient)}
                    {gradient === DEFAULT_CASE_STUDY_GRADIENT ? " (default)" : ""}
                  </span>
                  <span
                    aria-hidden
                    className={cn(
                      "block h-11 rounded-xl ring-offset-2 transition peer-checked:ring-3 peer-checked:ring-slate-900 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-indigo-500",
                      gradientClass(gradient),
                    )}
                  />
                </label>
              ))}
            </div>
            <p className="mt-2 text-sm text-slate-600">
              Selected: <span className="font-semibold text-slate-900">{colorName(values.gradientColors)}</span>
              {values.gradientColors === DEFAULT_CASE_STUDY_GRADIENT ? " (default)" : ""}
            </p>
            {errors.gradientColors ? <p className="mt-1 text-sm text-red-600">{errors.gradientColors}</p> : null}
          </fieldset>
          <FormSection title="Presentation">
            {input("featuredImageUrl", "Featured image URL", { full: true, placeholder: "https://…" })}
            <ImageUpload
              id="cs-featured-upload"
              purpose="caseStudy"
              inputLabel="Featured image file"
              className="sm:col-span-2"
              onUploaded={(path) => set("featuredImageUrl", path)}
            />
            <AltField
              id="cs-featuredImageAlt"
              label="Featured image alt text"
              className="sm:col-span-2"
              value={values.featuredImageAlt}
              onChange={(v) => set("featuredImageAlt", v)}
              error={errors.featuredImageAlt}
            />
            {input("readTime", "Read time (minutes)", { number: { min: 1, max: 120 }, hint: "1 to 120; 5 when left invalid" })}
            {input("sortOrder", "Sort order", { number: { min: 0 }, hint: "0 or more; lower comes first" })}
            <SwitchField id="cs-isPublished" label="Published" description="Shown on /case-studies." checked={values.isPublished} onChange={(v) => set("isPublished", v)} />
            <SwitchField id="cs-isFeatured" label="Featured" description="Listed first, with a badge." checked={values.isFeatured} onChange={(v) => set("isFeatured", v)} />
          </FormSection>
          {values.isPublished ? (
            <MissingAltWarning images={imagesWithoutAlt([{ label: "featured image", url: values.featuredImageUrl, alt: values.featuredImageAlt }])} />
          ) : null}
          <FormActions>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={save.isPending}>
              {save.isPending ? "Saving..." : isEdit ? "Update Case Study" : "Create Case Study"}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
