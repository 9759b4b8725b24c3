import { History } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateTime } from "../shared/publication.ts";
import type { OfferedWork } from "./use-autosave.ts";

// Unsaved work found as the editor opens (a reload, a crash, another tab): offered back, never applied unasked.
export function RestoreOffer({
  offer,
  thing,
  changedSince,
  onRestore,
  onDiscard,
}: {
  offer: OfferedWork;
  thing: string;
  /** Someone saved the entry after this work began. */
  changedSince: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label="Unsaved work"
      data-testid="restore-offer"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p className="flex items-start gap-2 text-sm">
        <History className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          You have unsaved changes to this {thing} from {formatDateTime(offer.savedAt)}.
          {changedSince
            ? " Someone has saved the " + thing + " since: when you save, you will see what they changed first."
            : ""}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="brand" onClick={onRestore}>
          Restore my changes
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </section>
  );
}
