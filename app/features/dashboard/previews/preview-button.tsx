import { Eye } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { IconButton } from "../shared/icon-button.tsx";
import { PreviewLinksPanel } from "./preview-links-panel.tsx";
import type { PreviewType } from "./preview-links.ts";

// Preview links of a post or case study (docs/product.md#editorial-calls preview links): an icon button for
// the tiles, a text button for the edit dialog's footer; either opens the dialog that makes, shows once,
// lists and revokes the item's links.

export function PreviewButton({
  type,
  id,
  title,
  variant = "icon",
}: {
  type: PreviewType;
  id: string;
  title: string;
  variant?: "icon" | "text";
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {variant === "icon" ? (
          <IconButton label={`Preview links for “${title}”`} tooltip="Preview links">
            <Eye aria-hidden />
          </IconButton>
        ) : (
          <Button variant="outline">
            <Eye aria-hidden /> Preview link
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Preview links</DialogTitle>
        <DialogDescription>
          Anyone with a preview link can see the saved version of this page, even while it is a draft, until the link
          expires or is revoked.
        </DialogDescription>
        <p className="mt-3 text-sm font-semibold break-words text-slate-900">“{title}”</p>
        {/* Mounted only while open, so a new link's address is gone once the dialog closes. */}
        {open ? <PreviewLinksPanel type={type} id={id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
