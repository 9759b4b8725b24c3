import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

// Radix dialogs: focus trapped inside, Escape closes, focus returns to the opener. Centred in the space above
// a toast that shows (`--toast-space`, ui/toaster.tsx), so that no toast covers their buttons.

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The child of <body> that holds `node`: a portal's container, or the page's own root. */
function bodyChild(node: Node): Node {
  let at = node;
  while (at.parentNode && at.parentNode !== at.ownerDocument?.body) at = at.parentNode;
  return at;
}

/**
 * Whether `target` is in a layer opened over `content` (a nested dialog, a select's list, a menu): a
 * portal added to <body> after this dialog's own. React treats a press or a key there as inside this
 * dialog, because the portal sits inside it in the component tree. Preact, which runs the pages in
 * the browser (decision 012), does not carry events through portals, so until Radix has re-rendered
 * this dialog as covered (a frame or two after the layer opens) it took a press in the nested layer
 * for one outside this dialog and closed it: a post's form asked to discard its changes when its
 * image dialog was pressed at once (decision 072).
 */
function isInLayerAbove(content: Element | null, target: EventTarget | null): boolean {
  if (!content || !(target instanceof Node)) return false;
  const own = bodyChild(content);
  const other = bodyChild(target);
  return other !== own && !!(own.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
}

export function DialogContent({
  className,
  children,
  wide,
  onPointerDownOutside,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { wide?: boolean }) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-[calc(50%_-_var(--toast-space,0px)/2)] left-1/2 z-50 max-h-[calc(100dvh_-_2rem_-_var(--toast-space,0px))] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none motion-safe:animate-[dialog-in_180ms_ease-out] sm:p-8",
          wide ? "max-w-3xl" : "max-w-lg",
          className,
        )}
        {...props}
        ref={content}
        onPointerDownOutside={(event) => {
          if (isInLayerAbove(content.current, event.detail.originalEvent.target)) event.preventDefault();
          else onPointerDownOutside?.(event);
        }}
        onEscapeKeyDown={(event) => {
          if (isInLayerAbove(content.current, event.target)) event.preventDefault();
          else onEscapeKeyDown?.(event);
        }}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("pr-10 text-2xl font-bold tracking-tight text-slate-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-2 text-slate-600", className)} {...props} />;
}
