// The copy of unsaved editor work kept in this browser (issue 26 autosave): written as the person types, so
// that a reload, a crash or a lost connection loses nothing; the server's copy (PUT /api/autosaves/…) follows
// within seconds. One copy per person, collection and entry key: on a shared computer the next person to sign in
// is never offered someone else's work. It is removed once the work is saved or discarded, and after
// AUTOSAVE_KEPT_DAYS untouched, like the server's copy.

import { AUTOSAVE_KEPT_DAYS } from "#core/schemas/autosave.ts";

export interface KeptWork {
  values: Record<string, unknown>;
  /** When the copy was made (ISO). */
  savedAt: string;
  /** The entry's updatedAt when the editor opened it; null for an entry not created yet. */
  baseUpdatedAt: string | null;
}

const PREFIX = "arcwell:autosave:";
const storageKey = (owner: string, collection: string, key: string) =>
  `${PREFIX}${encodeURIComponent(owner)}:${collection}:${key}`;
/** Where copies were kept before they had an owner: still offered (once) so that an update loses no work. */
const unownedKey = (collection: string, key: string) => `${PREFIX}${collection}:${key}`;
const KEPT_MS = AUTOSAVE_KEPT_DAYS * 86_400_000;

/** localStorage, or null where the browser refuses it (private modes, a full quota). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isKeptWork(value: unknown): value is KeptWork {
  if (typeof value !== "object" || value === null) return false;
  const work = value as Record<string, unknown>;
  return (
    typeof work.values === "object" &&
    work.values !== null &&
    !Array.isArray(work.values) &&
    typeof work.savedAt === "string" &&
    (work.baseUpdatedAt === null || typeof work.baseUpdatedAt === "string")
  );
}

function parsed(raw: string | null | undefined): KeptWork | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isKeptWork(value) && !isStale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Untouched for longer than the server keeps its copy (or with no readable date). */
const isStale = (work: KeptWork) => !(Date.now() - Date.parse(work.savedAt) < KEPT_MS);

export function readKept(owner: string, collection: string, key: string): KeptWork | null {
  const store = storage();
  return (
    parsed(store?.getItem(storageKey(owner, collection, key))) ?? parsed(store?.getItem(unownedKey(collection, key)))
  );
}

/** Keeps `work`; false when the browser would not store it (the server's copy is then the only one). */
export function writeKept(owner: string, collection: string, key: string, work: KeptWork): boolean {
  try {
    storage()?.setItem(storageKey(owner, collection, key), JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

export function removeKept(owner: string, collection: string, key: string): void {
  try {
    storage()?.removeItem(storageKey(owner, collection, key));
    storage()?.removeItem(unownedKey(collection, key));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Removes every copy (anyone's) untouched for AUTOSAVE_KEPT_DAYS, or unreadable: run as an editor opens. */
export function forgetStaleWork(): void {
  try {
    const store = storage();
    if (!store) return;
    const stale: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i);
      if (name?.startsWith(PREFIX) && !parsed(store.getItem(name))) stale.push(name);
    }
    for (const name of stale) store.removeItem(name);
  } catch {
    // A browser that refuses storage keeps nothing to forget.
  }
}
