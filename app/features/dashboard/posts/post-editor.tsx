import { CanvasFields } from "../entry-editor/canvas-fields.tsx";
import { EntryEditorPage, type EntryEditorParts } from "../entry-editor/entry-page.tsx";
import { POST_KIND } from "../entry-editor/entry-kinds.ts";
import { publishAction } from "../shared/publish-action.ts";
import type { PostJson } from "../shared/types.ts";
import { PostSettings, PostSlugField } from "./post-fields.tsx";
import type { PostFormValues } from "./post-form.ts";

// /dashboard/posts/{id}: a post in the full-page editor (issue 26). The fields and rules of the Add/Edit Post dialog.
const PARTS: EntryEditorParts<PostFormValues, PostJson> = {
  kind: POST_KIND,
  canvas: (form) => <CanvasFields form={form} prefix="post" uploadPurpose="gallery" />,
  settings: (form, current) => (
    <>
      <PostSlugField form={form} current={current} />
      <PostSettings form={form} />
    </>
  ),
  action: (values, current) => publishAction(values, current),
};

export function PostEditor({ id, owner }: { id: string; owner: string }) {
  return <EntryEditorPage parts={PARTS} id={id} owner={owner} />;
}
