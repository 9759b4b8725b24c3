import { Eye } from "lucide-react";

// docs/product.md#preview-links: the visible mark of a preview. It says what the page is, that it
// is not public, and until when the link works.
export function PreviewBanner({ kind, expiresAt }: { kind: "article" | "case study"; expiresAt: string }) {
  const until = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    new Date(expiresAt),
  );
  return (
    <aside
      aria-label="Preview"
      className="sticky top-16 z-30 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1">
        <Eye aria-hidden className="size-4 shrink-0" />
        <strong className="font-semibold">Preview</strong>
        <span>
          This {kind} is not public: you are seeing its saved version through a private link, which works until{" "}
          <time dateTime={new Date(expiresAt).toISOString()}>{until} UTC</time>.
        </span>
      </p>
    </aside>
  );
}
