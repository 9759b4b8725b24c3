import { getJson } from "#app/lib/api.ts";

// useSaveForm's `reload` for each kind of entry: how to read an entry as it is stored now, after a save
// was refused because someone else saved a newer version (conflicts/conflict-screen.tsx).

/** An entry that has a read of its own: a post or case study (`/api/admin/blog-posts`, `/api/admin/case-studies`). */
export const readEntry =
  <T>(adminUrl: string, id: string) =>
  (): Promise<T> =>
    getJson<T>(`${adminUrl}/${encodeURIComponent(id)}`);

/**
 * An entry read from its collection's list, for the kinds without a read of their own (portfolio cards,
 * ventures: `/api/portfolio-cards`, `/api/ventures`). Fails when the entry is no longer there.
 */
export const readFromList =
  <T extends { id: string }>(listUrl: string, id: string) =>
  async (): Promise<T> => {
    const found = (await getJson<T[]>(listUrl)).find((entry) => entry.id === id);
    if (!found) throw new Error("The entry no longer exists.");
    return found;
  };
