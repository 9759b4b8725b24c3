import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";

// A link out of the editor with unsaved work asks first (a reload or a closed tab gets the browser's own
// question). "Stay" has the focus, so Escape or Enter never leaves by accident.
export function LeaveEditor({ leaving }: { leaving: { isAsking: boolean; stay: () => void; leave: () => void } }) {
  return (
    <AlertDialog open={leaving.isAsking} onOpenChange={(open) => (open ? undefined : leaving.stay())}>
      <AlertDialogContent>
        <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
        <AlertDialogDescription>
          Your changes are not saved or published. A copy is kept as an autosave and offered back when you open this
          page again.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay</AlertDialogCancel>
          <AlertDialogAction onClick={leaving.leave}>Leave</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
