// docs/product.md#public-screens Portfolio: the headline 'Our Portfolio' with its intro text.
export function PortfolioIntro() {
  return (
    <header className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(15_23_42/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(15_23_42/0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_80%_at_50%_0%,#000_30%,transparent_100%)] bg-[size:3.5rem_3.5rem]" />
        <div className="absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 bg-gradient-to-r from-indigo-300/40 to-cyan-300/40 glow" />
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Ventures we build with founders</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">Our Portfolio</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
          From first sketch to growing company: a selection of the products we have shaped, shipped and scaled. Open any
          card to see what we delivered.
        </p>
      </div>
    </header>
  );
}
