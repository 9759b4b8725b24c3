import { Trash2 } from "lucide-react";
import { useState } from "react";
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
  thing: "portfolio card" | "blog post" | "case study" | "API token" | "webhook" | "redirect";
  name: string;
  onConfirm: () => void;
  isPending?: boolean;
  consequence?: string;
  action?: "Delete" | "Revoke";
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <IconButton label={`${action} ${name}`} tooltip={action} tone="danger" disabled={isPending}>
          <Trash2 aria-hidden />
        </IconButton>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <div className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Trash2 className="size-5" aria-hidden />
        </div>
        <AlertDialogTitle>
          Are you sure you want to {action.toLowerCase()} this {thing}?
        </AlertDialogTitle>
        <AlertDialogDescription>
          {consequence ?? `“${name}” will be removed for good, from the dashboard and from the website.`} This cannot be
          undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
