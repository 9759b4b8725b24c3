import type { ReactNode } from "react";

// The opening band of a public list page: eyebrow, the page's one h1, and an intro.
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-100 bg-gradient-to-b from-slate-50 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 -z-10 h-80 w-[56rem] max-w-[200vw] -translate-x-1/2 bg-gradient-to-r from-indigo-200/50 via-sky-200/40 to-cyan-200/50 glow"
      />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">{title}</h1>
        {children ? (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl">{children}</div>
        ) : null}
      </div>
    </header>
  );
}
