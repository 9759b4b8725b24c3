import type { ComponentProps, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog.tsx";

/**
 * The dashboard's one confirmation: a question, what follows from it, the way back (which has the
 * focus, so Escape or Enter never confirms by accident) and the action. Opened by `trigger`, or from
 * state (`open`). Deletes, removals, discarding a form's changes and leaving the editor all ask with it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  icon,
  title,
  description,
  cancel = "Cancel",
  action,
  onConfirm,
  contentProps,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  /** Shown above the question on a red disc: the action cannot be undone. */
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancel?: string;
  action: string;
  onConfirm: () => void;
  contentProps?: ComponentProps<typeof AlertDialogContent>;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent {...contentProps}>
        {icon ? (
          <div className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600 [&_svg]:size-5">
            {icon}
          </div>
        ) : null}
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          {/* The action closes the dialog (onOpenChange(false)) after onConfirm. */}
          <AlertDialogAction onClick={onConfirm}>{action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
