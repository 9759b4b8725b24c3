import { ArrowLeft, ArrowUpRight, CalendarCheck, Quote } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { QuoteTableMock } from "./quote-table-mock.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { SL_BRANDS, SL_FEATURES, SL_PROBLEMS, SL_QUOTES, SL_STATS, SUPPLYLINK } from "./supplylink-content.ts";
import { useLazyDialog } from "./use-lazy-dialog.ts";

const SupplyLinkDemoDialog = lazy(() => import("./supplylink-demo-dialog.tsx"));

const container = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

/** A button-styled link to the client's own site, in a new tab (docs/product.md#public-screens). */
function SiteLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href={SUPPLYLINK.site} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ArrowUpRight aria-hidden />
    </a>
  );
}

// docs/product.md#public-screens /ventures/supplylink: problem, solution and social proof; 'Back to home'; 'Book a
// Demo' opens a modal with an email-us button; other buttons open the client's site in a new tab.
export function SupplyLinkPage() {
  const demo = useLazyDialog();
  const onDark = "border border-white/25 bg-white/5 text-white hover:bg-white/10 focus-visible:outline-teal-300";

  return (
    <main id="main" className="overflow-x-clip">
      <section aria-labelledby="sl-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-40 left-1/4 size-[40rem] bg-teal-600/30 glow" />
          <div className="absolute -right-32 bottom-0 size-[28rem] bg-emerald-500/20 glow" />
          <div className="absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.08)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,#000,transparent)] bg-[size:24px_24px]" />
        </div>
        <div className={cn(container, "pt-8 pb-24 sm:pt-10 sm:pb-32")}>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-slate-300 hover:text-white focus-visible:outline-3 focus-visible:outline-teal-300"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to home
          </Link>
          <div className="mt-8 grid items-center gap-16 lg:mt-12 lg:grid-cols-[1fr_1fr]">
            <div>
              <div className="flex items-center gap-3">
                <img
                  src="/images/samples/logo-supplylink.svg"
                  alt=""
                  width={200}
                  height={200}
                  className="size-11 rounded-xl"
                />
                <span className="text-lg font-bold tracking-tight">SupplyLink</span>
              </div>
              <h1
                id="sl-title"
                className="mt-7 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
              >
                Find suppliers you can trust.{" "}
                <span className="bg-gradient-to-r from-teal-300 to-emerald-300 bg-clip-text text-transparent">
                  Reorder in one click.
                </span>
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
                SupplyLink matches independent product brands with vetted manufacturers, makes every quote directly
                comparable and keeps samples, orders and reorders in one shared workspace.
              </p>
              <div className="mt-9 flex flex-col gap-3 sm:flex-row">
                <Button variant="light" size="lg" onClick={demo.open}>
                  <CalendarCheck aria-hidden />
                  Book a Demo
                </Button>
                <SiteLink className={cn(buttonVariants({ size: "lg" }), onDark)}>Visit SupplyLink</SiteLink>
              </div>
            </div>
            <QuoteTableMock />
          </div>
        </div>
      </section>

      <section aria-labelledby="sl-problem-title" className="py-20 sm:py-28">
        <div className={container}>
          <SectionHeading
            id="sl-problem-title"
            eyebrow="The problem"
            eyebrowClassName="text-rose-700"
            title="Sourcing still runs on email threads"
          >
            Independent brands spend weeks chasing factories and reconciling quotes by hand — time that should go into
            designing and selling great products.
          </SectionHeading>
          <ul className="mt-12 grid gap-5 md:grid-cols-3">
            {SL_PROBLEMS.map((problem) => (
              <li key={problem.title} className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
                <p className="text-3xl font-bold tracking-tight text-slate-900">{problem.figure}</p>
                <h3 className="mt-1 font-semibold text-slate-700">{problem.title}</h3>
                <p className="mt-4 leading-relaxed text-slate-600">{problem.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="sl-solution-title"
        className="border-y border-teal-100 bg-gradient-to-b from-teal-50/70 to-white py-20 sm:py-28"
      >
        <div className={cn(container, "grid gap-14 lg:grid-cols-[1fr_1.3fr] lg:items-start")}>
          <div className="lg:sticky lg:top-28">
            <SectionHeading
              id="sl-solution-title"
              eyebrow="The solution"
              eyebrowClassName="text-teal-700"
              title="One workspace from search to reorder"
            >
              SupplyLink turns sourcing into a guided workflow: search verified suppliers, request comparable quotes,
              track samples and reorder on time.
            </SectionHeading>
            <SiteLink className={cn(buttonVariants({ variant: "primary" }), "mt-8")}>Explore suppliers</SiteLink>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2">
            {SL_FEATURES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex items-start gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:block sm:p-7"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-teal-500 to-emerald-500 text-white shadow-lg shadow-teal-500/25">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{title}</h3>
                  <p className="mt-1.5 leading-relaxed text-slate-600 sm:mt-2">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sl-proof-title" className="py-20 sm:py-28">
        <div className={container}>
          <SectionHeading
            id="sl-proof-title"
            eyebrow="Social proof"
            eyebrowClassName="text-teal-700"
            title="Trusted by growing brands"
            align="center"
          >
            From candle makers to apparel labels, independent brands source with confidence on SupplyLink.
          </SectionHeading>
          <ul
            aria-label="Brands sourcing on SupplyLink"
            className="mt-10 flex flex-wrap justify-center gap-x-10 gap-y-4"
          >
            {SL_BRANDS.map((brand) => (
              <li key={brand} className="text-lg font-semibold tracking-tight text-slate-500">
                {brand}
              </li>
            ))}
          </ul>
          <dl className="mt-14 grid gap-5 sm:grid-cols-3">
            {SL_STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-3xl bg-slate-50 p-7 text-center ring-1 ring-slate-200"
              >
                <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-teal-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 grid gap-5 md:grid-cols-2">
            {SL_QUOTES.map((q) => (
              <figure key={q.company} className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm sm:p-9">
                <Quote aria-hidden className="size-7 text-teal-600" />
                <blockquote className="mt-4 text-lg leading-relaxed text-slate-800">“{q.quote}”</blockquote>
                <figcaption className="mt-5 text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{q.author}</span> · {q.company}
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="sl-cta-title" className={cn(container, "pb-20 sm:pb-28")}>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-teal-800 to-emerald-800 px-6 py-14 text-center text-white sm:px-12 sm:py-20">
          <div
            aria-hidden
            className="absolute -top-24 -right-24 -z-10 size-96 rounded-full border-[48px] border-white/10"
          />
          <h2 id="sl-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Ready to simplify sourcing?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-teal-50">
            See how SupplyLink fits your product line in a 30-minute walkthrough with our team.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Button variant="light" size="lg" onClick={demo.open}>
              <CalendarCheck aria-hidden />
              Book a Demo
            </Button>
            <SiteLink className={cn(buttonVariants({ size: "lg" }), onDark)}>Start sourcing</SiteLink>
          </div>
        </div>
      </section>

      {demo.isWanted ? (
        <Suspense fallback={null}>
          <SupplyLinkDemoDialog open={demo.isOpen} onOpenChange={demo.setOpen} onCloseAutoFocus={demo.returnFocus} />
        </Suspense>
      ) : null}
    </main>
  );
}
