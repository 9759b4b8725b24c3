import { BLOG_CATEGORIES } from "#core/constants.ts";
import { slugify } from "#core/slug.ts";
import { MissingAltWarning } from "../shared/alt-field.tsx";
import { formFields, type FieldsForm } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import { toOptions } from "../shared/select-field.tsx";
import { PublishingFields } from "../shared/publishing-fields.tsx";
import { ReadTimeField } from "../shared/read-time-field.tsx";
import { renameNote } from "../shared/slug-hint.ts";
import type { PostJson } from "../shared/types.ts";
import { ImageGalleryInput, VideoGalleryInput } from "./gallery-inputs.tsx";
import { postImagesWithoutAlt, type PostFormValues } from "./post-form.ts";
import { PostSeoFields } from "./post-seo-fields.tsx";

// The fields of a post (docs/product.md#entities blog post), in the sections the Add/Edit Post dialog shows
// them in, and that the full-page editor lays out as its canvas (title, excerpt, content) and side panel
// (the rest). Field ids are `post-{field}` in both.

type PostForm = FieldsForm<PostFormValues>;

export function PostSlugField({ form, current }: { form: PostForm; current: PostJson | null }) {
  const { input } = formFields("post", form);
  const { values } = form;
  const slugPreview = values.slug.trim() || slugify(values.title);
  return input("slug", "Slug", {
    full: true,
    placeholder: slugify(values.title) || "generated-from-the-title",
    hint: slugPreview
      ? `Optional. The address will be /journal/${slugPreview}${renameNote("/journal/", slugPreview, current)}`
      : "Optional. Generated from the title when empty.",
  });
}

export function PostDetailsSection({ form }: { form: PostForm }) {
  const { input, select } = formFields("post", form);
  return (
    <FormSection title="Details">
      {select("category", "Category", toOptions(BLOG_CATEGORIES), {
        required: true,
        placeholder: "Choose a category",
      })}
      {input("author", "Author")}
      {input("tags", "Tags", { hint: "Separate tags with commas", placeholder: "AI, Product, Growth" })}
      <ReadTimeField
        id="post-readTime"
        value={form.values.readTime}
        onChange={(value) => form.set("readTime", value)}
        error={form.errors.readTime}
        content={form.values.content}
      />
    </FormSection>
  );
}

export function PostMediaSection({ form }: { form: PostForm }) {
  const { input, upload, alt } = formFields("post", form);
  const { values, errors, set } = form;
  return (
    <FormSection
      title="Media"
      description="Images take web addresses (https://…) or site paths (/images/…); videos, YouTube or Vimeo links."
    >
      {input("featuredImageUrl", "Featured image URL", { full: true, placeholder: "https://…" })}
      {upload("featuredImageUrl", "featured", "featured", "Featured image file", {
        full: true,
        alt: "featuredImageAlt",
      })}
      {alt("featuredImageAlt", "Featured image alt text", { full: true })}
      <ImageGalleryInput
        images={values.imageGallery}
        alts={values.imageGalleryAlts}
        onChange={(images, alts) => {
          set("imageGallery", images);
          set("imageGalleryAlts", alts);
        }}
        error={errors.imageGallery ?? errors.imageGalleryAlts}
      />
      <VideoGalleryInput
        videos={values.videoGallery}
        onChange={(v) => set("videoGallery", v)}
        error={errors.videoGallery}
      />
    </FormSection>
  );
}

export function PostPublishingSection({ form }: { form: PostForm }) {
  return (
    <FormSection title="Publishing">
      <PublishingFields
        prefix="post"
        form={form}
        publishedHint="Shown on /journal."
        featuredHint="Shown large at the top of /journal."
      />
    </FormSection>
  );
}

/** Everything after the article's text: details, media, publishing, search and social, the alt-text warning. */
export function PostSettings({ form }: { form: PostForm }) {
  return (
    <>
      <PostDetailsSection form={form} />
      <PostMediaSection form={form} />
      <PostPublishingSection form={form} />
      <PostSeoFields form={form} />
      {form.values.isPublished ? <MissingAltWarning images={postImagesWithoutAlt(form.values)} /> : null}
    </>
  );
}
