import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { apiRequest } from "#app/lib/api.ts";
import { forgetStaleWork, readKept, removeKept, writeKept } from "./autosave-store.ts";

// Autosave of the full-page editor (issue 26, docs/decisions/046-full-page-editor-and-autosave.md). Every change
// is kept in this browser at once (a quarter second after the last key, and at once when the page goes away),
// and sent to the server as the person's autosave after a two-second pause: at most one write every three
// seconds, one at a time, the newest values each time. An autosave never changes the entry: only Save or
// Publish does. Offline, the work stays on this device and goes to the server when the browser is back online.

/** What the editor's status line says. */
export type AutosaveStatus = "clean" | "pending" | "saving" | "saved" | "offline" | "device";

const LOCAL_DELAY_MS = 250;
const PAUSE_MS = 2000;
/** Typing without a pause still reaches the server this often. */
const MAX_WAIT_MS = 10_000;
const MIN_INTERVAL_MS = 3000;
const RETRY_MS = 15_000;

export interface AutosaveOptions {
  /** The signed-in person, whose copy this browser keeps (autosave-store.ts). */
  owner: string;
  collection: string;
  /** The entry's id, or the editor's own key for an entry not created yet. */
  entryKey: string;
  isNew: boolean;
  values: Record<string, unknown>;
  /** Whether the values differ from the entry as saved: nothing is autosaved otherwise. */
  isDirty: boolean;
  /** The entry's updatedAt when its values were read (null when new). */
  baseUpdatedAt: string | null;
  /** The values as the API names them, for a preview of the autosave. */
  fields: (values: Record<string, unknown>) => Record<string, unknown>;
  /** While an earlier autosave is offered back, the editor's opening values must not replace it. */
  paused: boolean;
}

export function useAutosave(opts: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>("clean");
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const latest = useRef(opts);
  useLayoutEffect(() => {
    latest.current = opts;
  });
  const timers = useRef<{ local?: number; pause?: number; max?: number; retry?: number }>({});
  const sending = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const lastSentAt = useRef(0);
  /** The values the server holds (serialized), so unchanged values are not sent twice. */
  const onServer = useRef<string | null>(null);

  const clearTimer = (name: keyof typeof timers.current) => {
    window.clearTimeout(timers.current[name]);
    timers.current[name] = undefined;
  };

  const keepLocally = useCallback(() => {
    clearTimer("local");
    const { owner, collection, entryKey, values, isDirty, paused, baseUpdatedAt } = latest.current;
    if (!isDirty || paused) return;
    writeKept(owner, collection, entryKey, { values, savedAt: new Date().toISOString(), baseUpdatedAt });
  }, []);

  const send = useCallback(async (): Promise<void> => {
    if (sending.current) {
      again.current = true;
      return sending.current;
    }
    clearTimer("pause");
    clearTimer("max");
    clearTimer("retry");
    const { collection, entryKey, isNew, values, isDirty, paused, baseUpdatedAt, fields } = latest.current;
    if (!isDirty || paused) return;
    const serialized = JSON.stringify(values);
    if (serialized === onServer.current) {
      setStatus("saved");
      return;
    }
    const wait = lastSentAt.current + MIN_INTERVAL_MS - Date.now();
    if (wait > 0) {
      timers.current.pause = window.setTimeout(() => void send(), wait);
      return;
    }
    lastSentAt.current = Date.now();
    setStatus("saving");
    const run = (async () => {
      try {
        const answer = await apiRequest<{ savedAt: string }>(
          "PUT",
          `/api/autosaves/${collection}/${encodeURIComponent(entryKey)}`,
          { values, fields: fields(values), isNew, baseUpdatedAt },
        );
        onServer.current = serialized;
        setSavedAt(answer.savedAt);
        const changedSince = JSON.stringify(latest.current.values) !== serialized;
        setStatus(changedSince && latest.current.isDirty ? "pending" : "saved");
        if (changedSince) scheduleRef.current();
      } catch (error) {
        // fetch rejects with a TypeError when there is no connection; any answer means the server refused it.
        const offline = error instanceof TypeError || (typeof navigator !== "undefined" && !navigator.onLine);
        setStatus(offline ? "offline" : "device");
        timers.current.retry = window.setTimeout(() => void send(), RETRY_MS);
      } finally {
        sending.current = null;
      }
      if (again.current) {
        again.current = false;
        await send();
      }
    })();
    sending.current = run;
    return run;
  }, []);

  const schedule = useCallback(() => {
    clearTimer("pause");
    timers.current.pause = window.setTimeout(() => void send(), PAUSE_MS);
    timers.current.max ??= window.setTimeout(() => void send(), MAX_WAIT_MS);
  }, [send]);
  const scheduleRef = useRef(schedule);
  scheduleRef.current = schedule;

  // Each change (a new values object): kept here at once, on the server after a pause. Whether the server
  // already holds these values is decided when sending, not on every key (a body can be 100 KB of JSON).
  useEffect(() => {
    if (!opts.isDirty || opts.paused) return;
    setStatus((now) => (now === "saving" ? now : "pending"));
    clearTimer("local");
    timers.current.local = window.setTimeout(keepLocally, LOCAL_DELAY_MS);
    schedule();
  }, [opts.values, opts.isDirty, opts.paused, keepLocally, schedule]);

  // Leaving, hiding or reloading the page keeps the last keys typed; coming back online sends them.
  useEffect(() => {
    const online = () => void send();
    window.addEventListener("pagehide", keepLocally);
    window.addEventListener("beforeunload", keepLocally);
    window.addEventListener("online", online);
    const all = timers.current;
    return () => {
      window.removeEventListener("pagehide", keepLocally);
      window.removeEventListener("beforeunload", keepLocally);
      window.removeEventListener("online", online);
      keepLocally();
      for (const timer of Object.values(all)) window.clearTimeout(timer);
    };
  }, [keepLocally, send]);

  /** Keeps and sends what is unsaved now (before a preview). */
  const flush = useCallback(async () => {
    keepLocally();
    await send();
  }, [keepLocally, send]);

  /** The work was saved to the entry, or thrown away: no copy is kept anywhere. */
  const discard = useCallback(async (entryKey: string = latest.current.entryKey) => {
    for (const name of ["local", "pause", "max", "retry"] as const) clearTimer(name);
    const { owner, collection } = latest.current;
    removeKept(owner, collection, entryKey);
    onServer.current = null;
    setStatus("clean");
    setSavedAt(null);
    await apiRequest("DELETE", `/api/autosaves/${collection}/${encodeURIComponent(entryKey)}`).catch(() => {
      // An autosave left on the server is harmless: it is only offered back, and the next one replaces it.
    });
  }, []);

  return { status, savedAt, flush, discard };
}

/** An earlier autosave of this entry, on this device or on the server, to offer back. */
export interface OfferedWork {
  values: Record<string, unknown>;
  savedAt: string;
  baseUpdatedAt: string | null;
}

interface ServerAutosave {
  values: Record<string, unknown>;
  savedAt: string;
  baseUpdatedAt: string | null;
}

/** The newest of this device's and the server's copies of earlier work on the entry, if any. */
export async function findEarlierWork(
  owner: string,
  collection: string,
  entryKey: string,
): Promise<OfferedWork | null> {
  forgetStaleWork();
  const local = readKept(owner, collection, entryKey);
  const server = await apiRequest<ServerAutosave>(
    "GET",
    `/api/autosaves/${collection}/${encodeURIComponent(entryKey)}`,
  ).catch(() => null);
  const candidates = [local, server].filter((work): work is OfferedWork => !!work);
  candidates.sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
  return candidates[0] ?? null;
}
