import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

// Moving out (DESIGN.md §3d, decision 055): the owner downloads everything as one zip. A plain
// link: the session cookie goes along, and the browser streams the download to disk as it comes.

export const EXPORT_URL = "/api/admin/export";

export function ExportSection() {
  return (
    <section
      aria-labelledby="export-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h3 id="export-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Moving out
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        One zip with every portfolio card, blog post, case study and venture (content.json), each post and case study as
        a Markdown file, and the images they show. People, enquiries, subscribers and passwords stay here.
      </p>
      <Button asChild variant="outline" className="mt-5">
        <a href={EXPORT_URL} download>
          <Download aria-hidden /> Export everything
        </a>
      </Button>
    </section>
  );
}
