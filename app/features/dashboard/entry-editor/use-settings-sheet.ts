import { useEffect, useId, useState } from "react";
import type { FormErrors } from "../shared/use-form.ts";

/** The canvas's fields: an error elsewhere is in the settings panel. */
const CANVAS_FIELDS = new Set(["title", "subtitle", "excerpt", "content"]);

// The full-page editor's settings panel below 1024 px: a sheet over the canvas, opened by "Settings", closed by
// its Close button or Escape (a layer of its own, such as an open select, closes first); an error in one of its
// fields opens it, so that the focus can reach the field.
export function useSettingsSheet(errors: FormErrors) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!isOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setIsOpen(false);
    };
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [isOpen]);
  useEffect(() => {
    const fields = Object.keys(errors);
    if (fields.length && !fields.every((key) => CANVAS_FIELDS.has(key))) setIsOpen(true);
  }, [errors]);
  return { id, isOpen, setIsOpen };
}
