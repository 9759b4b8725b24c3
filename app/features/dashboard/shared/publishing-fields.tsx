import { formFields, type FieldsForm } from "./form-fields.tsx";
import { PublishDateField } from "./publish-date-field.tsx";

interface PublishingValues extends Record<string, unknown> {
  isPublished: boolean;
  publishedAt: string;
  isFeatured: boolean;
}

/**
 * The publishing switches of a post or case study (docs/product.md#editorial-calls): Published, its publish
 * date (a later one schedules it), and Featured; each switch's description says what it does on the site.
 */
export function PublishingFields<V extends PublishingValues>({
  prefix,
  form,
  publishedHint,
  featuredHint,
}: {
  prefix: string;
  form: FieldsForm<V>;
  publishedHint: string;
  featuredHint: string;
}) {
  const { toggle } = formFields(prefix, form);
  const { values, errors, set } = form;
  return (
    <>
      {toggle("isPublished", "Published", publishedHint)}
      <PublishDateField
        id={`${prefix}-publishedAt`}
        value={values.publishedAt}
        isPublished={values.isPublished}
        error={errors.publishedAt}
        onChange={(value) => set("publishedAt", value as V["publishedAt"])}
      />
      {toggle("isFeatured", "Featured", featuredHint)}
    </>
  );
}
