import type { ReactNode, RefObject } from "react";
import { ConfirmDialog } from "../shared/confirm-dialog.tsx";
import { focusOnClose } from "./shown-link.tsx";

// A confirmation opened from state (a menu item, a list's button): a question, its consequence, Cancel (which
// has the focus) and the action. Focus goes back to `returnFocusTo` when it closes.

export function ConfirmAction({
  open,
  onOpenChange,
  icon,
  title,
  description,
  action,
  onConfirm,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action: string;
  onConfirm: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={icon}
      title={title}
      description={description}
      action={action}
      onConfirm={onConfirm}
      contentProps={focusOnClose(returnFocusTo)}
    />
  );
}
