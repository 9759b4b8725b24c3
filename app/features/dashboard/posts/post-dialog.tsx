import { useQueryClient } from "@tanstack/react-query";
import { BLOG_CATEGORIES } from "#core/constants.ts";
import { slugify } from "#core/slug.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Field, fieldAria, Input, Textarea } from "#app/components/ui/field.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { FormActions, FormSection, RequiredNote, SelectField, SwitchField, toOptions } from "../shared/form-bits.tsx";
import { useReturnFocus } from "../shared/use-return-focus.ts";
import { KEYS, type PostJson } from "../shared/types.ts";
import { ImageGalleryInput, VideoGalleryInput } from "./gallery-inputs.tsx";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { EMPTY_POST, POST_ITEM_NAMES, postImagesWithoutAlt, postPayload, postToForm, type PostFormValues } from "./post-form.ts";
import { useSaveForm } from "../shared/use-save-form.ts";
import { AltField, MissingAltWarning } from "../shared/alt-field.tsx";

// SPEC §2 Add/Edit Post dialog. After each blog change both the admin list and the public
// list are refreshed (SPEC §7).

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
  return <PostForm key={key} post={state.kind === "edit" ? state.post : null} draft={state.kind === "new" ? state.draft : undefined} onClose={onClose} />;
}

function PostForm({ post, draft, onClose }: { post: PostJson | null; draft?: PostFormValues; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const queryClient = useQueryClient();
  const isEdit = !!post;
  const { form, formRef, close, save, submit } = useSaveForm<PostFormValues>({
    initial: () => (post ? postToForm(post) : (draft ?? EMPTY_POST)),
    empty: EMPTY_POST,
    onClose,
    check: postPayload,
    send: (body) => (post ? apiRequest<PostJson>("PUT", `/api/blog-posts/${post.id}`, body) : apiRequest<PostJson>("POST", "/api/blog-posts", body)),
    onSaved: async () => {
      toast({ title: isEdit ? "Blog post updated" : "Blog post created" });
      await refreshPosts(queryClient);
    },
    failureTitle: isEdit ? "Error updating post" : "Error creating post",
    itemNames: POST_ITEM_NAMES,
  });
  const { values, errors, set } = form;

  const input = (key: keyof PostFormValues & string, label: string, opts: { required?: boolean; hint?: string; placeholder?: string; full?: boolean; numeric?: boolean } = {}) => (
    <Field id={`post-${key}`} label={label} required={opts.required} error={errors[key]} hint={opts.hint} className={opts.full ? "sm:col-span-2" : undefined}>
      <Input
        {...fieldAria(`post-${key}`, errors[key], !!opts.hint)}
        value={values[key] as string}
        placeholder={opts.placeholder}
        aria-required={opts.required || undefined}
        {...(opts.numeric ? { type: "number", inputMode: "numeric" as const, min: 1, max: 120, step: 1 } : {})}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );
  const area = (key: keyof PostFormValues & string, label: string, rows: number, opts: { required?: boolean; hint?: string } = {}) => (
    <Field id={`post-${key}`} label={label} required={opts.required} error={errors[key]} hint={opts.hint} className="sm:col-span-2">
      <Textarea
        {...fieldAria(`post-${key}`, errors[key], !!opts.hint)}
        rows={rows}
        className={key === "content" ? "min-h-0 font-mono text-sm" : "min-h-0"}
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
        <DialogTitle>{isEdit ? "Edit Blog Post" : "Add Blog Post"}</DialogTitle>
        <DialogDescription>
          {draft ? "The AI draft is below. Review it, then save it as a draft or publish it." : "Published posts appear on /journal at once; drafts stay here."}
        </DialogDescription>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-8">
          <RequiredNote />
          <FormSection title="Article">
            {input("title", "Title", { required: true, full: true })}
            {input("slug", "Slug", {
              full: true,
              placeholder: slugify(values.title) || "generated-from-the-title",
              hint: slugPreview ? `Optional. The address will be /journal/${slugPreview}` : "Optional. Generated from the title when empty.",
            })}
            {area("excerpt", "Excerpt", 2, { required: true })}
            {area("content", "Content", 10, { required: true, hint: "HTML is allowed: <h2>, <p>, <ul>, <a>, <img>, <blockquote>…" })}
          </FormSection>
          <FormSection title="Details">
            <SelectField
              id="post-category"
              label="Category"
              required
              error={errors.category}
              value={values.category}
              onChange={(v) => set("category", v)}
              options={toOptions(BLOG_CATEGORIES)}
              placeholder="Choose a category"
            />
            {input("author", "Author")}
            {input("tags", "Tags", { hint: "Separate tags with commas", placeholder: "AI, Product, Growth" })}
            {input("readTime", "Read time (minutes)", { numeric: true })}
          </FormSection>
          <FormSection title="Media" description="Images and videos take web addresses (https://…) or site paths (/images/…).">
            {input("featuredImageUrl", "Featured image URL", { full: true, placeholder: "https://…" })}
            <ImageUpload
              id="post-featured-upload"
              purpose="featured"
              inputLabel="Featured image file"
              className="sm:col-span-2"
              onUploaded={(path) => set("featuredImageUrl", path)}
            />
            <AltField
              id="post-featuredImageAlt"
              label="Featured image alt text"
              className="sm:col-span-2"
              value={values.featuredImageAlt}
              onChange={(v) => set("featuredImageAlt", v)}
              error={errors.featuredImageAlt}
            />
            <ImageGalleryInput
              images={values.imageGallery}
              alts={values.imageGalleryAlts}
              onChange={(images, alts) => {
                set("imageGallery", images);
                set("imageGalleryAlts", alts);
              }}
              error={errors.imageGallery ?? errors.imageGalleryAlts}
            />
            <VideoGalleryInput videos={values.videoGallery} onChange={(v) => set("videoGallery", v)} error={errors.videoGallery} />
          </FormSection>
          <FormSection title="Publishing">
            <SwitchField id="post-isPublished" label="Published" description="Shown on /journal." checked={values.isPublished} onChange={(v) => set("isPublished", v)} />
            <SwitchField id="post-isFeatured" label="Featured" description="Shown large at the top of /journal." checked={values.isFeatured} onChange={(v) => set("isFeatured", v)} />
          </FormSection>
          {values.isPublished ? <MissingAltWarning images={postImagesWithoutAlt(values)} /> : null}
          <FormActions>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={save.isPending}>
              {save.isPending ? "Saving..." : isEdit ? "Update Post" : "Create Post"}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
