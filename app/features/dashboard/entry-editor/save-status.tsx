import { CloudOff, Check, LoaderCircle, HardDrive } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "../shared/publication.ts";
import type { AutosaveStatus } from "./use-autosave.ts";

// The full-page editor's line about unsaved work (issue 26): where the work is right now. "Saved" means kept as
// an autosave on the server, not published: the main button still says what a save would do.

const WORDS: Record<AutosaveStatus, string> = {
  clean: "No unsaved changes",
  pending: "Unsaved changes",
  saving: "Saving…",
  saved: "Saved",
  offline: "Offline, kept on this device",
  device: "Kept on this device",
};

export function SaveStatus({ status, savedAt }: { status: AutosaveStatus; savedAt: string | null }) {
  const Icon =
    status === "saving" ? LoaderCircle : status === "offline" ? CloudOff : status === "device" ? HardDrive : Check;
  const title = status === "saved" && savedAt ? `Autosaved ${formatDateTime(savedAt)}; not yet published` : undefined;
  return (
    <p
      role="status"
      data-testid="autosave-status"
      data-state={status}
      title={title}
      className={cn(
        "inline-flex min-w-0 items-center gap-1.5 text-sm whitespace-nowrap",
        status === "offline" || status === "device" ? "text-amber-800" : "text-slate-600",
      )}
    >
      <Icon
        className={cn(
          "size-4 shrink-0",
          status === "saving" && "motion-safe:animate-spin",
          status === "pending" && "opacity-0",
        )}
        aria-hidden
      />
      <span className="truncate">{WORDS[status]}</span>
    </p>
  );
}
