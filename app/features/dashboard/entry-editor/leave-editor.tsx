import { ConfirmDialog } from "../shared/confirm-dialog.tsx";

// A link out of the editor with unsaved work asks first (a reload or a closed tab gets the browser's own
// question). "Stay" has the focus, so Escape or Enter never leaves by accident.
export function LeaveEditor({ leaving }: { leaving: { isAsking: boolean; stay: () => void; leave: () => void } }) {
  return (
    <ConfirmDialog
      open={leaving.isAsking}
      onOpenChange={(open) => (open ? undefined : leaving.stay())}
      title="Leave without saving?"
      description="Your changes are not saved or published. A copy is kept as an autosave and offered back when you open this page again."
      cancel="Stay"
      action="Leave"
      onConfirm={leaving.leave}
    />
  );
}
