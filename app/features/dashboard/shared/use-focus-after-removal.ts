import { useEffect, useRef } from "react";

// When the row that holds keyboard focus leaves a list (deleted, revoked, removed), the browser
// drops focus on the page's body and a keyboard or screen-reader user starts again from the top.
// This moves it to the row now in its place (or the last row), else to the first control left in
// the same tab panel, such as its main button. Rows are the children of any element marked
// `data-rows`.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const ROWS = "[data-rows] > *";
/** A confirmation gives focus back only once it has closed: look again after its closing animation. */
const DIALOG_CLOSING_MS = 500;

/** A ref for the element around every list whose rows can go away (the dashboard's tabs). */
export function useFocusAfterRemoval<T extends HTMLElement>() {
  const section = useRef<T>(null);
  useEffect(() => {
    const root = section.current;
    if (!root) return;
    /** The row that last held focus, where it was, and the panel it was in. */
    let focused: { row: Element; index: number; panel: Element } | null = null;
    let later: number | undefined;
    const rowsOf = (panel: Element) => [...panel.querySelectorAll(ROWS)];
    const onFocusIn = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest(ROWS) : null;
      const panel = row?.closest('[role="tabpanel"]') ?? root;
      focused = row ? { row, index: rowsOf(panel).indexOf(row), panel } : null;
    };
    const moveFocus = () => {
      if (!focused || focused.row.isConnected) return;
      const active = document.activeElement;
      if (active?.closest('[role="dialog"], [role="alertdialog"]')) {
        window.clearTimeout(later);
        later = window.setTimeout(moveFocus, DIALOG_CLOSING_MS);
        return;
      }
      if (active && active !== document.body && active.isConnected) return;
      const { index, panel } = focused;
      focused = null;
      const left = rowsOf(panel);
      const row = left[Math.min(index, left.length - 1)];
      (row?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    };
    const observer = new MutationObserver(moveFocus);
    root.addEventListener("focusin", onFocusIn);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
      window.clearTimeout(later);
    };
  }, []);
  return section;
}
