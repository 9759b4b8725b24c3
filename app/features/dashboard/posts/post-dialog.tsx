import { useQueryClient } from "@tanstack/react-query";
import { formFields } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import { PostSettings, PostSlugField } from "./post-fields.tsx";
import { FormDialog } from "../shared/form-dialog.tsx";
import type { PostJson } from "../shared/types.ts";
import { POST_KIND } from "../entry-editor/entry-kinds.ts";
import { useSaveForm } from "../shared/use-save-form.ts";
import { EntryDialogLinks, entryHistory, entrySaving } from "../shared/entry-dialog.tsx";
import { publishAction } from "../shared/publish-action.ts";
import { EMPTY_POST, postToForm, type PostFormValues } from "./post-form.ts";

// docs/product.md#dashboard Add/Edit Post dialog. After each blog change both the admin list and the public
// list are refreshed (docs/product.md#api). Editing also offers the post's History, a preview link and
// a publish date (docs/product.md#editorial-calls).

export type PostDialogState = { kind: "edit"; post: PostJson } | { kind: "new"; draft?: PostFormValues } | null;

/** The admin list and the public list, after each change (docs/product.md#api): the kind's own refresh. */
export const refreshPosts = POST_KIND.refresh;

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
  const saving = useSaveForm<PostFormValues, PostJson>({
    initial: () => (post ? postToForm(post) : (draft ?? EMPTY_POST)),
    // An AI draft is unsaved work from the start: closing it asks too.
    unchanged: post ? undefined : EMPTY_POST,
    ...entrySaving(POST_KIND, post, queryClient, onClose),
  });
  const { input, articleText } = formFields("post", saving.form);
  const current = saving.current;
  // What the main button does, in words: Save draft, Publish, Schedule for {date}, Update, Unpublish.
  const action = publishAction(saving.form.values, current);

  return (
    <FormDialog
      form={saving}
      title={post ? "Edit Blog Post" : "Add Blog Post"}
      description={
        draft
          ? "The AI draft is below. Review it, then save it as a draft or publish it."
          : "Published posts appear on /journal at once; drafts stay here."
      }
      submitLabel={action.label}
      pendingLabel={action.pendingLabel}
      history={entryHistory(POST_KIND, queryClient)}
      footer={<EntryDialogLinks kind={POST_KIND} current={current} values={saving.form.values} />}
    >
      <FormSection title="Article">
        {input("title", "Title", { required: true, full: true })}
        <PostSlugField form={saving.form} current={current} />
        {articleText("gallery")}
      </FormSection>
      <PostSettings form={saving.form} />
    </FormDialog>
  );
}
