import { useQueryClient } from "@tanstack/react-query";
import { Newspaper, Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { can, type Role } from "#core/permissions.ts";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { useListAddress } from "../dashboard-url.ts";
import { TabHeader } from "../shared/layout.tsx";
import { PagedEntryGrid, type EntryGridTexts } from "../shared/paged-entry-grid.tsx";
import { KEYS, type PostJson } from "../shared/types.ts";
import { useOpenEntry } from "../shared/use-open-entry.ts";
import { usePagedList } from "../shared/use-paged-list.ts";
import { busyEntryId, useToastedChange, withPendingFlag } from "../shared/use-toasted-change.ts";
import { AiGenerateDialog } from "./ai-generate-dialog.tsx";
import { PostDialog, refreshPosts, type PostDialogState } from "./post-dialog.tsx";
import { PostTile } from "./post-tile.tsx";
import { usePageViews } from "../analytics/use-page-views.ts";

const TEXTS: EntryGridTexts = {
  id: "posts",
  nouns: { one: "post", many: "posts" },
  loading: "Loading blog posts...",
  what: "the blog posts",
  empty: {
    icon: <Newspaper aria-hidden />,
    text: "No blog posts yet. Create your first post or generate one with AI!",
  },
};

// docs/product.md#dashboard Blog tab: grid of posts, AI Generate, Add/Edit Post, publish toggle, delete (owner).
// The posts come a page at a time, searched and filtered by state on the server; the count in the header is of
// all that match (use-paged-list.ts). The search, the state and the open Edit dialog are in the address.
export function PostsTab({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const address = useListAddress();
  const list = usePagedList<PostJson>(KEYS.adminPosts, address.filters);
  const editing = useOpenEntry({ url: KEYS.adminPosts[0], items: list.items, what: "post", ...address });
  const [creating, setCreating] = useState<Extract<PostDialogState, { kind: "new" }> | null>(null);
  const dialog: PostDialogState = editing.item ? { kind: "edit", post: editing.item } : creating;
  const [isGenerating, setIsGenerating] = useState(false);

  const publish = useToastedChange({
    send: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      apiRequest("PUT", `/api/blog-posts/${id}`, { isPublished }),
    done: { title: "Blog post updated" },
    refresh: () => refreshPosts(queryClient),
    failed: "Error updating post",
  });
  const remove = useToastedChange({
    send: (id: string) => apiRequest("DELETE", `/api/blog-posts/${id}`),
    done: { title: "Blog post deleted" },
    refresh: () => refreshPosts(queryClient),
    failed: "Error deleting post",
  });
  const busyId = busyEntryId(publish, remove);
  const viewsOf = usePageViews();

  return (
    <div>
      <TabHeader
        title="Blog Posts"
        count={list.total}
        description="Articles of the journal. Published posts appear on /journal; drafts stay here."
        actions={
          <>
            <Button variant="outline" onClick={() => setIsGenerating(true)}>
              <Sparkles aria-hidden /> AI Generate
            </Button>
            <Button variant="brand" onClick={() => setCreating({ kind: "new" })}>
              <Plus aria-hidden /> Add Post
            </Button>
          </>
        }
      />
      <PagedEntryGrid texts={TEXTS} list={list} address={address}>
        {(post) => (
          <PostTile
            key={post.id}
            post={withPendingFlag(post, "isPublished", publish)}
            canDelete={can(role, "deleteBlogPost")}
            isBusy={busyId === post.id}
            views={viewsOf(`/journal/${post.slug}`)}
            onEdit={() => editing.open(post)}
            onTogglePublished={(isPublished) => publish.mutate({ id: post.id, isPublished })}
            onDelete={() => remove.mutate(post.id)}
          />
        )}
      </PagedEntryGrid>
      <AiGenerateDialog
        open={isGenerating}
        onOpenChange={setIsGenerating}
        onGenerated={(draft) => setCreating({ kind: "new", draft })}
      />
      <PostDialog state={dialog} onClose={() => (editing.item ? editing.close() : setCreating(null))} />
    </div>
  );
}
