import { Suspense, type ReactNode } from "react";

// Progressive hydration for long pages (decision 013). While the browser first hydrates the
// server's HTML, a section wrapped in <HydrateLater> keeps its HTML as it is and hydrates
// afterwards, each section in an idle period of its own, so that no single task holds a phone's
// main thread for long. It works through Preact's suspended hydration: the gate throws a promise,
// Preact keeps the section's DOM node, and hydrates it when the promise settles.
// A visitor who touches the page first (pointer, key, focus) gets every section at once, before
// the click or key press reaches it. Sections mounted later (client navigation) render at once.
//
// The wrapped component must render exactly one root element (Preact keeps one DOM node).

interface Waiting {
  promise: Promise<void>;
  release: () => void;
}

// Only the production build runs Preact in the browser; development hydrates with React.
let firstHydration = typeof document !== "undefined" && import.meta.env.PROD;
const released = new Set<string>();
const waiting = new Map<string, Waiting>();
const queue: string[] = [];

function release(id: string) {
  const entry = waiting.get(id);
  if (!entry || released.has(id)) return;
  released.add(id);
  entry.release();
}

/** Every waiting section at once: on the visitor's first touch, or before a press made earlier is replayed. */
export function releaseAll() {
  for (const id of queue.splice(0)) release(id);
}

function gate(id: string) {
  if (released.has(id)) return;
  let entry = waiting.get(id);
  if (!entry) {
    if (!firstHydration) return;
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    entry = { promise, release: resolve };
    waiting.set(id, entry);
    queue.push(id);
  }
  throw entry.promise;
}

const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(callback, { timeout: 1_000 })
    : setTimeout(callback, 1);

/**
 * Called by entry.client once the first hydration pass has returned: from here on the waiting
 * sections hydrate one per idle period, in document order.
 */
export function hydrateTheRest() {
  firstHydration = false;
  if (queue.length === 0) return;
  const early = ["pointerdown", "keydown", "focusin"] as const;
  const onInput = () => {
    for (const type of early) document.removeEventListener(type, onInput, true);
    releaseAll();
  };
  for (const type of early) document.addEventListener(type, onInput, { capture: true, passive: true });
  const next = () => {
    const id = queue.shift();
    if (id === undefined) return onInput();
    release(id);
    whenIdle(next);
  };
  whenIdle(next);
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  gate(id);
  return children;
}

export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  // The server renders the section plainly; the browser's tree only adds components, no
  // elements, so the two still pair up element for element.
  if (typeof document === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
