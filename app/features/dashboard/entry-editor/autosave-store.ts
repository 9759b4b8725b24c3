// The copy of unsaved editor work kept in this browser (issue 26 autosave): written as the person types, so
// that a reload, a crash or a lost connection loses nothing; the server's copy (PUT /api/autosaves/…) follows
// within seconds. One copy per collection and entry key; it is removed once the work is saved or discarded.

export interface KeptWork {
  values: Record<string, unknown>;
  /** When the copy was made (ISO). */
  savedAt: string;
  /** The entry's updatedAt when the editor opened it; null for an entry not created yet. */
  baseUpdatedAt: string | null;
}

const PREFIX = "arcwell:autosave:";
const storageKey = (collection: string, key: string) => `${PREFIX}${collection}:${key}`;

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

export function readKept(collection: string, key: string): KeptWork | null {
  const raw = storage()?.getItem(storageKey(collection, key));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isKeptWork(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps `work`; false when the browser would not store it (the server's copy is then the only one). */
export function writeKept(collection: string, key: string, work: KeptWork): boolean {
  try {
    storage()?.setItem(storageKey(collection, key), JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

export function removeKept(collection: string, key: string): void {
  try {
    storage()?.removeItem(storageKey(collection, key));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
