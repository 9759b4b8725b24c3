import { RotateCcw } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";

// "Restore this version" and its confirmation. Restoring is safe (the server keeps the present version in
// the history), so the confirm says so and its action is not styled as destructive.
export function RestoreVersion({
  thing,
  when,
  hasUnsavedChanges,
  isPending,
  onConfirm,
}: {
  /** "blog post", "case study" … */
  thing: string;
  /** The version's date and time, as shown. */
  when: string;
  hasUnsavedChanges: boolean;
  isPending: boolean;
  /** Restores; resolves when done (the dialog stays open, "Restoring...", until then). */
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (isPending ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <RotateCcw aria-hidden /> Restore this version
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Restore this version?</AlertDialogTitle>
        <AlertDialogDescription>
          The {thing} goes back to the version of {when}. Nothing is lost: the current version stays in the history, so
          you can return to it at any time. Whether it is published or visible stays as it is now.
          {hasUnsavedChanges ? " Changes you have not saved in the form are discarded." : ""}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="brand"
            disabled={isPending}
            onClick={() =>
              void onConfirm().then(
                () => setOpen(false),
                () => setOpen(false),
              )
            }
          >
            {isPending ? "Restoring..." : "Restore version"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
