import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Newspaper, Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { can, type Role } from "#core/permissions.ts";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import { useListAddress } from "../dashboard-url.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { hasFilters, ListFilterBar, NoMatches } from "../shared/list-filters.tsx";
import { LoadMore } from "../shared/load-more.tsx";
import { KEYS, type PostJson } from "../shared/types.ts";
import { useOpenEntry } from "../shared/use-open-entry.ts";
import { usePagedList } from "../shared/use-paged-list.ts";
import { AiGenerateDialog } from "./ai-generate-dialog.tsx";
import { PostDialog, refreshPosts, type PostDialogState } from "./post-dialog.tsx";
import { PostTile } from "./post-tile.tsx";

const NOUNS = { one: "post", many: "posts" };

// docs/product.md#dashboard Blog tab: grid of posts, AI Generate, Add/Edit Post, publish toggle, delete (owner).
// The posts come a page at a time, searched and filtered by state on the server; the count in the header is of
// all that match (use-paged-list.ts). The search, the state and the open Edit dialog are in the address.
export function PostsTab({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const address = useListAddress();
  const { filters, setFilters } = address;
  const {
    items: posts,
    total,
    isPending,
    isUpdating,
    isError,
    more,
  } = usePagedList<PostJson>(KEYS.adminPosts, filters);
  const editing = useOpenEntry({ url: KEYS.adminPosts[0], items: posts, what: "post", ...address });
  const [creating, setCreating] = useState<Extract<PostDialogState, { kind: "new" }> | null>(null);
  const dialog: PostDialogState = editing.item ? { kind: "edit", post: editing.item } : creating;
  const [isGenerating, setIsGenerating] = useState(false);

  const publish = useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      apiRequest("PUT", `/api/blog-posts/${id}`, { isPublished }),
    onSuccess: async () => {
      toast({ title: "Blog post updated" });
      await refreshPosts(queryClient);
    },
    onError: (error) => reportFailure(error, "Error updating post"),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/blog-posts/${id}`),
    onSuccess: async () => {
      toast({ title: "Blog post deleted" });
      await refreshPosts(queryClient);
    },
    onError: (error) => reportFailure(error, "Error deleting post"),
  });
  const busyId = (publish.isPending && publish.variables?.id) || (remove.isPending && remove.variables) || null;

  return (
    <div>
      <TabHeader
        title="Blog Posts"
        count={total}
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
      <ListFilterBar
        id="posts"
        nouns={NOUNS}
        filters={filters}
        onChange={setFilters}
        total={total}
        isUpdating={isUpdating}
      />
      {isPending ? (
        <SkeletonGrid label="Loading blog posts..." />
      ) : isError || !posts ? (
        <LoadError what="the blog posts" />
      ) : posts.length === 0 && hasFilters(filters) ? (
        <NoMatches nouns={NOUNS} filters={filters} onClear={setFilters} />
      ) : posts.length === 0 ? (
        <EmptyState icon={<Newspaper aria-hidden />}>
          No blog posts yet. Create your first post or generate one with AI!
        </EmptyState>
      ) : (
        <>
          <div
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
            aria-busy={isUpdating || undefined}
          >
            {posts.map((post) => (
              <PostTile
                key={post.id}
                post={
                  publish.isPending && publish.variables?.id === post.id
                    ? { ...post, isPublished: publish.variables.isPublished }
                    : post
                }
                canDelete={can(role, "deleteBlogPost")}
                isBusy={busyId === post.id}
                onEdit={() => editing.open(post)}
                onTogglePublished={(isPublished) => publish.mutate({ id: post.id, isPublished })}
                onDelete={() => remove.mutate(post.id)}
              />
            ))}
          </div>
          <LoadMore state={more} what="the blog posts" />
        </>
      )}
      <AiGenerateDialog
        open={isGenerating}
        onOpenChange={setIsGenerating}
        onGenerated={(draft) => setCreating({ kind: "new", draft })}
      />
      <PostDialog state={dialog} onClose={() => (editing.item ? editing.close() : setCreating(null))} />
    </div>
  );
}
