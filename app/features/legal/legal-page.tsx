import type { ReactNode } from "react";
import { LEGAL_EFFECTIVE_DATE, LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from "./legal-dates.ts";

// The frame of /privacy and /terms (docs/product.md#public-screens): title, dates, an in-page table of contents
// and one h2 section per topic, in the order given.

export interface LegalSection {
  /** Fragment id of the section's heading (#cookies). */
  id: string;
  title: string;
  content: ReactNode;
}

const proseClass =
  "mt-4 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:decoration-indigo-300 [&_a]:underline-offset-2 [&_a:hover]:decoration-indigo-700 [&_h3]:mt-7 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&>:first-child]:mt-0";

export function LegalPage({ title, summary, sections }: { title: string; summary: string; sections: LegalSection[] }) {
  return (
    <main id="main">
      <div className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8">
          <p className="inline-flex items-center rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-semibold tracking-wide text-indigo-700 uppercase">
            Legal
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{summary}</p>
          <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            <p>
              Effective date: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_EFFECTIVE_DATE}</time>
            </p>
            <p>
              Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
            </p>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav
          aria-labelledby="toc-title"
          className="self-start rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24"
        >
          <p id="toc-title" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            On this page
          </p>
          <ol className="mt-3 grid gap-0.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-9 items-center gap-3 rounded-lg px-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
                >
                  <span className="w-5 shrink-0 text-right text-xs text-slate-500 tabular-nums">{index + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {sections.map((section, index) => (
            <section key={section.id} className="border-b border-slate-100 pb-10 not-first:pt-10 last:border-0">
              <h2
                id={section.id}
                className="flex items-baseline gap-3 text-2xl font-bold tracking-tight text-slate-900"
              >
                <span aria-hidden="true" className="text-base font-semibold text-indigo-600 tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {section.title}
              </h2>
              <div className={proseClass}>{section.content}</div>
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
