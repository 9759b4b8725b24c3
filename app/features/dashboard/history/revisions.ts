import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api.ts";

// The revision calls of docs/product.md#editorial-calls: list (newest first), read one with its snapshot,
// restore one (the server keeps the present as a new revision, so nothing is lost).

export type Collection = "portfolio-cards" | "blog-posts" | "case-studies" | "ventures";

/** What made a version: the entry's creation, an update, a restore, or a schedule coming due. */
export type RevisionKind = "create" | "update" | "restore" | "publish";

export interface RevisionSummary {
  id: string;
  createdAt: string;
  actor: { email: string } | null;
  changedFields: string[];
  kind: RevisionKind;
  /** A restore: when the version it brought back was saved. */
  restoredFrom: string | null;
  /** The version had the entry scheduled: when it was to go live. */
  scheduledFor: string | null;
}

export interface Revision extends RevisionSummary {
  snapshot: Record<string, unknown>;
}

export const revisionsPath = (collection: Collection, id: string) => `/api/${collection}/${id}/revisions`;

/**
 * The entry's revisions. Read again each time the panel opens: every save elsewhere (this dialog, the tile's
 * switch, a colleague) adds one, and the dashboard's lists are otherwise never stale (docs/product.md#api).
 */
export function useRevisions(collection: Collection, id: string) {
  return useQuery<RevisionSummary[]>({ queryKey: [revisionsPath(collection, id)], refetchOnMount: "always" });
}

/** One revision with its snapshot; a revision never changes, so it is read once. */
export function useRevision(collection: Collection, id: string, revisionId: string | null) {
  return useQuery<Revision>({
    queryKey: [`${revisionsPath(collection, id)}/${revisionId}`],
    enabled: revisionId !== null,
  });
}

export function useRestoreRevision<T>(collection: Collection, id: string, onRestored: (entity: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => apiRequest<T>("POST", `${revisionsPath(collection, id)}/${revisionId}/restore`),
    onSuccess: async (entity) => {
      onRestored(entity);
      await queryClient.invalidateQueries({ queryKey: [revisionsPath(collection, id)], exact: true });
    },
  });
}
