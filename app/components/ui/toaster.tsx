import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { dismissToast, TOAST_DURATION, useToasts } from "../../lib/toast-store.ts";

// Radix toasts: swipe right past 50 px to dismiss; F8 focuses the notification region (docs/product.md#constants).
//
// A toast must never cover a dialog's buttons (issue 26: a failed save's toast hid the Save button it was
// about). Toasts stay at the bottom, where the eye is after pressing a dialog's button; while one shows, its
// height is `--toast-space` on the root element, and dialogs (ui/dialog.tsx, ui/alert-dialog.tsx) centre
// themselves in the space above it, shorter if need be. With a dialog open the toasts sit on the very bottom
// edge (the phone's bottom bar they otherwise clear is under the dialog's overlay).
export const TOAST_SPACE = "--toast-space";

/** Keeps `--toast-space` at the height the shown toasts take, removed when none shows. */
function useToastSpace() {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = viewport.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const measure = () => {
      if (list.childElementCount > 0) root.style.setProperty(TOAST_SPACE, `${list.offsetHeight}px`);
      else root.style.removeProperty(TOAST_SPACE);
    };
    // Each toast added or removed changes the list's height.
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_SPACE);
    };
  }, []);
  return viewport;
}

export function Toaster() {
  const toasts = useToasts();
  const viewport = useToastSpace();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-xl data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 motion-safe:transition-[transform,opacity] motion-safe:data-[state=open]:animate-[toast-in_200ms_ease-out]",
            t.variant === "destructive"
              ? "border-red-700 bg-red-600 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description
                className={cn("text-sm", t.variant === "destructive" ? "text-red-50" : "text-slate-600")}
              >
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className={cn(
              "absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-indigo-400",
              t.variant === "destructive" ? "text-red-100 hover:bg-red-500" : "text-slate-500 hover:bg-slate-100",
            )}
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0 [body:has([role=dialog][data-state=open],[role=alertdialog][data-state=open])_&]:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
