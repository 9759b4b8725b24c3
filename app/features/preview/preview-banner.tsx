import { Eye } from "lucide-react";

// docs/product.md#preview-links: the visible mark of a preview. It says what the page is, whether
// visitors see the entry yet (a live entry's preview may show autosaved changes they do not see:
// decision 043), and until when the link works.
export function PreviewBanner({
  kind,
  expiresAt,
  isLive,
}: {
  kind: "article" | "case study";
  expiresAt: string;
  /** Whether visitors see the entry now (published, and its date has come). */
  isLive: boolean;
}) {
  const until = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    new Date(expiresAt),
  );
  const time = <time dateTime={new Date(expiresAt).toISOString()}>{until} UTC</time>;
  return (
    <aside
      aria-label="Preview"
      className="sticky top-16 z-30 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1">
        <Eye aria-hidden className="size-4 shrink-0" />
        <strong className="font-semibold">Preview</strong>
        {isLive ? (
          <span>
            This {kind} is live. The preview shows its latest saved or autosaved changes, through a private link which
            works until {time}.
          </span>
        ) : (
          <span>
            This {kind} is not public: you are seeing its saved version through a private link, which works until {time}
            .
          </span>
        )}
      </p>
    </aside>
  );
}
