import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MediaItemJson, MediaItemWithUsagesJson } from "#core/media-item.ts";
import { putFile } from "#app/components/upload/upload-image.ts";
import { apiRequest, getJson, getResponse } from "#app/lib/api.ts";
import { dropFromPagedLists, usePagedList } from "../shared/use-paged-list.ts";

// The dashboard's side of the media library (DESIGN §3d): the Media section and every
// "Choose from library" picker read and change items through these, so one key refreshes both.

export const MEDIA_KEY = ["/api/media"] as const;

export interface MediaFilter {
  q?: string;
  type?: "" | "image" | "video";
  tag?: string;
  unused?: "" | "true";
}

/** The library, newest first, a page at a time, searched and filtered on the server. */
export function useMediaList(filter: MediaFilter = {}) {
  return usePagedList<MediaItemJson>(MEDIA_KEY, {
    q: filter.q ?? "",
    type: filter.type ?? "",
    tag: filter.tag ?? "",
    unused: filter.unused ?? "",
  });
}

/**
 * A file just uploaded to the library gets its file name as title (the pre-signed upload carries
 * only bytes), so its tile is not named by a random key. Best effort: the upload stands either way.
 */
export async function nameUpload(path: string, title: string): Promise<void> {
  const [found] = await getJson<MediaItemJson[]>(`/api/media?q=${encodeURIComponent(path)}&limit=1`);
  if (found && !found.title && title) await apiRequest("PUT", `/api/media/${found.id}`, { title });
}

/** One item with the entries that show it. */
export function useMediaItem(id: string | null) {
  return useQuery({
    queryKey: [...MEDIA_KEY, id],
    queryFn: () => getJson<MediaItemWithUsagesJson>(`/api/media/${id}`),
    enabled: !!id,
  });
}

/** How many items nothing shows: what the owner's "Delete all unused" would delete (X-Total-Count). */
export function useUnusedCount(enabled: boolean) {
  return useQuery({
    queryKey: [...MEDIA_KEY, "unused-count"],
    queryFn: async () => {
      const response = await getResponse("/api/media?unused=true&limit=1");
      return Number.parseInt(response.headers.get("X-Total-Count") ?? "0", 10) || 0;
    },
    enabled,
  });
}

export type MediaPatch = Partial<Pick<MediaItemJson, "title" | "alt" | "tags" | "focalPoint">>;

/** After an upload, a change or a delete: every list and item of the library reads again. */
export const refreshMedia = (client: QueryClient) => client.invalidateQueries({ queryKey: MEDIA_KEY });

/** Change and delete calls that refresh the library when they succeed. */
export function useMediaChanges() {
  const client = useQueryClient();
  return {
    update: async (id: string, patch: MediaPatch) => {
      const item = await apiRequest<MediaItemWithUsagesJson>("PUT", `/api/media/${id}`, patch);
      await refreshMedia(client);
      return item;
    },
    remove: async (id: string) => {
      await apiRequest("DELETE", `/api/media/${id}`);
      // A deleted file leaves the loaded lists at once: a tile left in view until they read again
      // would ask for a file that is gone (its image loads lazily, as it scrolls into view).
      dropFromPagedLists<MediaItemJson>(client, MEDIA_KEY, (item) => item.id === id);
      // Not the deleted item's own read: it would answer 404 while its panel closes.
      await client.invalidateQueries({ queryKey: MEDIA_KEY, predicate: (query) => query.queryKey[1] !== id });
    },
    /** The owner's "Delete all unused": how many went. */
    removeUnused: async () => {
      // What the lists show as unused goes at once (the server deletes those); a failure reads them back.
      dropFromPagedLists<MediaItemJson>(client, MEDIA_KEY, (item) => item.usedBy === 0);
      try {
        const { deleted } = await apiRequest<{ deleted: number }>("DELETE", "/api/media?unused=true");
        return deleted;
      } finally {
        await refreshMedia(client);
      }
    },
    /** New bytes for the item (DESIGN §3d replace): every entry showing it shows them at once. */
    replace: async (id: string, file: File, onProgress?: (fraction: number) => void) => {
      const { uploadURL } = await apiRequest<{ uploadURL: string }>("POST", `/api/media/${id}/replace`, {
        contentType: file.type,
        size: file.size,
        purpose: "default",
      });
      await putFile(uploadURL, file, { onProgress });
      await refreshMedia(client);
    },
    /** A suggested alt text from the configured model; not saved until the person saves it. */
    describe: (id: string) => apiRequest<{ alt: string }>("POST", `/api/media/${id}/describe`),
    refresh: () => refreshMedia(client),
  };
}
