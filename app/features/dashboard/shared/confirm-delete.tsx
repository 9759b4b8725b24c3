import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { IconButton } from "./icon-button.tsx";

// docs/product.md#errors-and-messages delete confirmations: "Are you sure you want to delete this {thing}?"
// Integrations name their own consequence and action (revoking a token, deleting a webhook).
export function ConfirmDelete({
  thing,
  name,
  onConfirm,
  isPending,
  consequence,
  action = "Delete",
}: {
  thing: "portfolio card" | "blog post" | "case study" | "API token" | "webhook" | "redirect" | "file";
  name: string;
  onConfirm: () => void;
  isPending?: boolean;
  consequence?: string;
  action?: "Delete" | "Revoke";
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <IconButton label={`${action} ${name}`} tooltip={action} tone="danger" disabled={isPending}>
          <Trash2 aria-hidden />
        </IconButton>
      }
      icon={<Trash2 aria-hidden />}
      title={`Are you sure you want to ${action.toLowerCase()} this ${thing}?`}
      description={`${consequence ?? `“${name}” will be removed for good, from the dashboard and from the website.`} This cannot be undone.`}
      action={action}
      onConfirm={onConfirm}
    />
  );
}
