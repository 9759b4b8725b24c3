import { LoaderCircle } from "lucide-react";
import { JournalIntro } from "./journal-intro.tsx";

// docs/product.md#public-screens loading texts, shown while a client-side navigation loads the page's data.

function Loading({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] items-center justify-center gap-3 px-4 py-24 text-lg text-slate-600"
    >
      <LoaderCircle className="size-5 text-indigo-600 motion-safe:animate-spin" aria-hidden="true" />
      {text}
    </div>
  );
}

export function JournalListLoading() {
  return (
    <main id="main" aria-busy="true">
      <JournalIntro />
      <Loading text="Loading articles..." />
    </main>
  );
}

export function JournalArticleLoading() {
  return (
    <main id="main" aria-busy="true" className="min-h-[70vh]">
      <Loading text="Loading article..." />
    </main>
  );
}
