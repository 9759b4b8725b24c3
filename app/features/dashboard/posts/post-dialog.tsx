import { useQueryClient } from "@tanstack/react-query";
import { BLOG_CATEGORIES } from "#core/constants.ts";
import { slugify } from "#core/slug.ts";
import { toast } from "#app/lib/toast-store.ts";
import { MissingAltWarning } from "../shared/alt-field.tsx";
import { formFields, FormSection, toOptions } from "../shared/form-bits.tsx";
import { FormDialog } from "../shared/form-dialog.tsx";
import { PublishDateField } from "../shared/publish-date-field.tsx";
import { KEYS, type PostJson } from "../shared/types.ts";
import { PreviewButton } from "../previews/preview-button.tsx";
import { saveTo, useSaveForm } from "../shared/use-save-form.ts";
import { ImageGalleryInput, VideoGalleryInput } from "./gallery-inputs.tsx";
import { PostSeoFields } from "./post-seo-fields.tsx";
import { renameNote } from "../shared/slug-hint.ts";
import {
  EMPTY_POST,
  POST_FIELD_LABELS,
  POST_ITEM_NAMES,
  postImagesWithoutAlt,
  postPayload,
  postToForm,
  type PostFormValues,
} from "./post-form.ts";

// docs/product.md#dashboard Add/Edit Post dialog. After each blog change both the admin list and the public
// list are refreshed (docs/product.md#api). Editing also offers the post's History, a preview link and
// a publish date (docs/product.md#editorial-calls).

/** Not content: the API derives a post's status from isPublished and publishedAt. */
const DERIVED_FIELDS = ["status"] as const;

export type PostDialogState = { kind: "edit"; post: PostJson } | { kind: "new"; draft?: PostFormValues } | null;

export async function refreshPosts(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: KEYS.adminPosts }),
    queryClient.invalidateQueries({ queryKey: KEYS.posts }),
  ]);
}

export function PostDialog({ state, onClose }: { state: PostDialogState; onClose: () => void }) {
  if (!state) return null;
  const key = state.kind === "edit" ? state.post.id : `new-${state.draft ? "draft" : "blank"}`;
  return (
    <PostForm
      key={key}
      post={state.kind === "edit" ? state.post : null}
      draft={state.kind === "new" ? state.draft : undefined}
      onClose={onClose}
    />
  );
}

function PostForm({ post, draft, onClose }: { post: PostJson | null; draft?: PostFormValues; onClose: () => void }) {
  const queryClient = useQueryClient();
  const isEdit = !!post;
  const saving = useSaveForm<PostFormValues, PostJson>({
    initial: () => (post ? postToForm(post) : (draft ?? EMPTY_POST)),
    // An AI draft is unsaved work from the start: closing it asks too.
    unchanged: post ? undefined : EMPTY_POST,
    empty: EMPTY_POST,
    item: post,
    toForm: postToForm,
    onClose,
    check: postPayload,
    send: saveTo("/api/blog-posts", post?.id),
    onSaved: async () => {
      toast({ title: isEdit ? "Blog post updated" : "Blog post created" });
      await refreshPosts(queryClient);
    },
    failureTitle: isEdit ? "Error updating post" : "Error creating post",
    itemNames: POST_ITEM_NAMES,
    toastMissing: true,
  });
  const { values, errors, set } = saving.form;
  const { input, select, toggle, upload, alt, articleText } = formFields("post", saving.form);
  const slugPreview = values.slug.trim() || slugify(values.title);
  const current = saving.current;

  return (
    <FormDialog
      form={saving}
      title={isEdit ? "Edit Blog Post" : "Add Blog Post"}
      description={
        draft
          ? "The AI draft is below. Review it, then save it as a draft or publish it."
          : "Published posts appear on /journal at once; drafts stay here."
      }
      submitLabel={isEdit ? "Update Post" : "Create Post"}
      history={{
        collection: "blog-posts",
        thing: "blog post",
        labels: POST_FIELD_LABELS,
        ignore: DERIVED_FIELDS,
        onRestored: () => refreshPosts(queryClient),
      }}
      footer={
        current ? <PreviewButton type="blog-post" id={current.id} title={current.title} variant="text" /> : undefined
      }
    >
      <FormSection title="Article">
        {input("title", "Title", { required: true, full: true })}
        {input("slug", "Slug", {
          full: true,
          placeholder: slugify(values.title) || "generated-from-the-title",
          hint: slugPreview
            ? `Optional. The address will be /journal/${slugPreview}${renameNote("/journal/", slugPreview, current)}`
            : "Optional. Generated from the title when empty.",
        })}
        {articleText("gallery")}
      </FormSection>
      <FormSection title="Details">
        {select("category", "Category", toOptions(BLOG_CATEGORIES), {
          required: true,
          placeholder: "Choose a category",
        })}
        {input("author", "Author")}
        {input("tags", "Tags", { hint: "Separate tags with commas", placeholder: "AI, Product, Growth" })}
        {input("readTime", "Read time (minutes)", { number: { min: 1, max: 120 } })}
      </FormSection>
      <FormSection
        title="Media"
        description="Images take web addresses (https://…) or site paths (/images/…); videos, YouTube or Vimeo links."
      >
        {input("featuredImageUrl", "Featured image URL", { full: true, placeholder: "https://…" })}
        {upload("featuredImageUrl", "featured", "featured", "Featured image file", { full: true })}
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
      <FormSection title="Publishing">
        {toggle("isPublished", "Published", "Shown on /journal.")}
        <PublishDateField
          id="post-publishedAt"
          value={values.publishedAt}
          isPublished={values.isPublished}
          error={errors.publishedAt}
          onChange={(value) => set("publishedAt", value)}
        />
        {toggle("isFeatured", "Featured", "Shown large at the top of /journal.")}
      </FormSection>
      <PostSeoFields form={saving.form} />
      {values.isPublished ? <MissingAltWarning images={postImagesWithoutAlt(values)} /> : null}
    </FormDialog>
  );
}
