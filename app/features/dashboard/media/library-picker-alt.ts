import { useRef } from "react";
import { ALT_TEXT_MAX, type ImageAlt } from "#core/image-alt.ts";

// DESIGN §3d, issue 30 item 5 "alt text once": choosing a library item fills the use's alt text
// with the library's, still editable per use. Only a field that is empty, or still holds what
// the last pick put there, is filled: text the person typed or the decorative mark they chose
// is never overwritten without their action.

/**
 * The use's alt text after choosing an item whose library alt is `libraryAlt`, or undefined to
 * leave it. `filled` is what the last pick put in the field (undefined: no pick yet).
 */
export function altAfterPick(
  current: ImageAlt,
  filled: ImageAlt | undefined,
  libraryAlt: ImageAlt,
): ImageAlt | undefined {
  const fromPick = filled !== undefined && current === filled;
  if (current !== null && !fromPick) return undefined;
  // The entries' alt texts are shorter than the library's (core/image-alt.ts).
  const next = libraryAlt === null ? null : libraryAlt.slice(0, ALT_TEXT_MAX);
  return next === current ? undefined : next;
}

/** A field's alt text, filled from the library by `fill(libraryAlt)` as `altAfterPick` allows. */
export function useAltFromLibrary(current: ImageAlt, set: (alt: ImageAlt) => void) {
  const filled = useRef<ImageAlt | undefined>(undefined);
  return (libraryAlt: ImageAlt) => {
    const next = altAfterPick(current, filled.current, libraryAlt);
    if (next === undefined) return;
    filled.current = next;
    set(next);
  };
}
