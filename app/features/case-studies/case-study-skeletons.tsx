import { CaseStudiesIntro } from "./case-studies-intro.tsx";

// Loading states (docs/product.md#public-screens, #constants): 3 placeholder cards on the list; a hero-and-body
// skeleton on the detail page. Shown while a client-side navigation loads the page's data.

const bar = "rounded-full bg-slate-200 motion-safe:animate-pulse";

export function CaseStudyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white" data-testid="case-study-skeleton">
      <div className="aspect-[16/10] bg-slate-200 motion-safe:animate-pulse" />
      <div className="space-y-4 p-6 sm:p-7">
        <div className="flex gap-3">
          <div className={`h-6 w-24 ${bar}`} />
          <div className={`h-6 w-20 ${bar}`} />
        </div>
        <div className={`h-7 w-4/5 ${bar}`} />
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-2/3 ${bar}`} />
        <div className="grid grid-cols-3 gap-3 border-t border-slate-100 pt-5">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2">
              <div className={`h-6 w-12 ${bar}`} />
              <div className={`h-3 w-16 ${bar}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function CaseStudyListSkeleton() {
  return (
    <main id="main" aria-busy="true">
      <CaseStudiesIntro />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8" role="status">
        <span className="sr-only">Loading case studies…</span>
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <CaseStudyCardSkeleton key={i} />
          ))}
        </div>
      </div>
    </main>
  );
}

export function CaseStudyDetailSkeleton() {
  return (
    <main id="main" aria-busy="true" data-testid="case-study-detail-skeleton">
      <div className="bg-slate-200 motion-safe:animate-pulse">
        <div className="mx-auto max-w-5xl space-y-5 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8" role="status">
          <span className="sr-only">Loading case study…</span>
          <div className="h-7 w-28 rounded-full bg-white/60" />
          <div className="h-12 w-11/12 rounded-full bg-white/60" />
          <div className="h-12 w-2/3 rounded-full bg-white/60" />
          <div className="h-5 w-1/2 rounded-full bg-white/50" />
        </div>
      </div>
      <div className="mx-auto -mt-10 grid max-w-5xl gap-4 px-4 sm:grid-cols-3 sm:px-6 lg:px-8">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className={`h-8 w-20 ${bar}`} />
            <div className={`mt-3 h-4 w-32 ${bar}`} />
          </div>
        ))}
      </div>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-16 sm:px-6 lg:px-8">
        {[100, 95, 98, 80, 92, 60].map((w, i) => (
          <div key={i} className={`h-4 ${bar}`} style={{ width: `${w}%` }} />
        ))}
      </div>
    </main>
  );
}
