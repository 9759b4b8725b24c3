import type { QueryClient } from "@tanstack/react-query";
import type { UploadPurpose } from "#core/uploads.ts";
import type { FieldLabels } from "../history/diff-model.ts";
import type { StaffTab } from "../dashboard-url.ts";
import type { FormCheck } from "../shared/form-check.ts";
import { KEYS, type CaseStudyJson, type PostJson } from "../shared/types.ts";
import type { ItemNames } from "../shared/use-form.ts";
import {
  CASE_STUDY_FIELD_LABELS,
  CASE_STUDY_ITEM_NAMES,
  caseStudyBody,
  caseStudyPayload,
  caseStudyToForm,
  EMPTY_CASE_STUDY,
  type CaseStudyFormValues,
} from "../case-studies/case-study-form.ts";
import {
  EMPTY_POST,
  POST_FIELD_LABELS,
  POST_ITEM_NAMES,
  postBody,
  postPayload,
  postToForm,
  type PostFormValues,
} from "../posts/post-form.ts";

// The two kinds of entry written as articles, posts and case studies, described once for the full-page
// editor (issue 26): where they live in the API and the dashboard, their form, and what a save says.

export interface EntryKind<V extends Record<string, unknown>, T extends { id: string; updatedAt?: string | null }> {
  /** The API's collection: /api/{collection}, /api/autosaves/{collection}. */
  collection: "blog-posts" | "case-studies";
  /** The preview links' and revisions' name of the kind. */
  previewType: "blog-post" | "case-study";
  /** "blog post", "case study": in sentences. */
  thing: string;
  /** The dashboard tab that lists them, and its name. */
  tab: StaffTab;
  listName: string;
  /** The full-page editor's address of an entry ("new" for one not created yet). */
  path: (id: string) => string;
  /** The admin read of one entry (with its status). */
  adminUrl: (id: string) => string;
  /** Field ids in the form: `{prefix}-{field}`. */
  prefix: string;
  uploadPurpose: UploadPurpose;
  empty: V;
  toForm: (item: T) => V;
  check: (values: V, unchanged: V) => FormCheck;
  /** The values as the API names them, unchecked: what an autosave's preview may show. */
  body: (values: V, unchanged: V) => Record<string, unknown>;
  labels: FieldLabels;
  itemNames: ItemNames;
  /** Fields of an answer that are not content (a derived status). */
  derived: readonly string[];
  /** The saved toast, and the failure toast's title. */
  saved: (isNew: boolean) => { title: string; description?: string };
  failureTitle: (isNew: boolean) => string;
  /** docs/product.md#content-rules: the post form names missing required fields in a toast. */
  toastMissing: boolean;
  /** The lists to refresh after a change. */
  refresh: (queryClient: QueryClient) => Promise<void>;
}

const refreshing = (keys: readonly (readonly string[])[]) => async (queryClient: QueryClient) => {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};

export const POST_KIND: EntryKind<PostFormValues, PostJson> = {
  collection: "blog-posts",
  previewType: "blog-post",
  thing: "blog post",
  tab: "posts",
  listName: "Blog Posts",
  path: (id) => `/dashboard/posts/${id}`,
  adminUrl: (id) => `${KEYS.adminPosts[0]}/${encodeURIComponent(id)}`,
  prefix: "post",
  uploadPurpose: "gallery",
  empty: EMPTY_POST,
  toForm: postToForm,
  check: postPayload,
  body: postBody,
  labels: POST_FIELD_LABELS,
  itemNames: POST_ITEM_NAMES,
  derived: ["status"],
  // docs/product.md#errors-and-messages, as the Add/Edit Post dialog says them.
  saved: (isNew) => ({ title: isNew ? "Blog post created" : "Blog post updated" }),
  failureTitle: (isNew) => (isNew ? "Error creating post" : "Error updating post"),
  toastMissing: true,
  refresh: refreshing([KEYS.adminPosts, KEYS.posts]),
};

export const CASE_STUDY_KIND: EntryKind<CaseStudyFormValues, CaseStudyJson> = {
  collection: "case-studies",
  previewType: "case-study",
  thing: "case study",
  tab: "case-studies",
  listName: "Case Studies",
  path: (id) => `/dashboard/case-studies/${id}`,
  adminUrl: (id) => `${KEYS.adminCaseStudies[0]}/${encodeURIComponent(id)}`,
  prefix: "cs",
  uploadPurpose: "caseStudy",
  empty: EMPTY_CASE_STUDY,
  toForm: caseStudyToForm,
  check: caseStudyPayload,
  body: caseStudyBody,
  labels: CASE_STUDY_FIELD_LABELS,
  itemNames: CASE_STUDY_ITEM_NAMES,
  derived: ["status"],
  // docs/product.md#errors-and-messages: 'Success' / 'Case study created/updated successfully', failures 'Error'.
  saved: (isNew) => ({
    title: "Success",
    description: isNew ? "Case study created successfully" : "Case study updated successfully",
  }),
  failureTitle: () => "Error",
  toastMissing: false,
  refresh: refreshing([KEYS.adminCaseStudies, KEYS.caseStudies]),
};
