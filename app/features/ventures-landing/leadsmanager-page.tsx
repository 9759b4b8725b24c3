import { ArrowLeft, ArrowRight, CircleCheck, CircleX, Quote } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { LM_BENEFITS, LM_FEATURES, LM_PROBLEMS, LM_SOLUTIONS } from "./leadsmanager-content.ts";
import { PipelineMock } from "./pipeline-mock.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useLazyDialog } from "./use-lazy-dialog.ts";

const DemoRequestDialog = lazy(() => import("./demo-request-dialog.tsx"));

const container = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";
const eyebrow = "text-indigo-600";

// docs/product.md#public-screens /ventures/leadsmanager: hero, problem/solution, six features, eight benefits, a quote;
// 'Request Demo' and 'Get Started' open the demo-request dialog; other buttons go to /portfolio.
export function LeadsManagerPage() {
  const demo = useLazyDialog();
  const demoButtons = (
    <>
      <Button variant="brand" size="lg" onClick={demo.open}>
        Request Demo
      </Button>
      <Button variant="outline" size="lg" onClick={demo.open}>
        Get Started
        <ArrowRight aria-hidden />
      </Button>
    </>
  );

  return (
    <main id="main" className="overflow-x-clip">
      <section aria-labelledby="lm-title" className="relative isolate">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
          <div className="absolute -top-40 -left-32 size-[36rem] bg-indigo-200/50 glow" />
          <div className="absolute top-20 -right-40 size-[32rem] bg-cyan-200/40 glow" />
        </div>
        <div className={cn(container, "pt-8 pb-20 sm:pt-10 sm:pb-28")}>
          <Link
            to="/portfolio"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to Portfolio
          </Link>
          <div className="mt-8 grid items-center gap-14 lg:mt-12 lg:grid-cols-[1fr_1.05fr] lg:gap-16">
            <div>
              <div className="flex items-center gap-3">
                <img
                  src="/images/samples/logo-leadsmanager.svg"
                  alt=""
                  width={200}
                  height={200}
                  className="size-11 rounded-xl shadow-md"
                />
                <span className="text-lg font-bold tracking-tight text-slate-900">LeadsManager</span>
                <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-600/15">
                  CRM for small teams
                </span>
              </div>
              <h1
                id="lm-title"
                className="mt-7 text-4xl leading-[1.08] font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
              >
                Every lead followed up.{" "}
                <span className="bg-gradient-to-r from-indigo-600 to-blue-600 bg-clip-text text-transparent">
                  Every deal in view.
                </span>
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
                LeadsManager is a lead-management CRM for sales teams of two to twenty. One clear pipeline, reminders
                that arrive before a lead goes cold, and an AI assistant that drafts your next message — without the
                data entry of enterprise software.
              </p>
              <div className="mt-9 flex flex-col gap-3 sm:flex-row">{demoButtons}</div>
              <p className="mt-5 text-sm text-slate-500">Guided setup included · Import from any spreadsheet</p>
            </div>
            <PipelineMock />
          </div>
        </div>
      </section>

      <section aria-labelledby="lm-problem-title" className="border-y border-slate-200/70 bg-slate-50 py-20 sm:py-28">
        <div className={container}>
          <SectionHeading
            id="lm-problem-title"
            eyebrow="Why LeadsManager"
            eyebrowClassName={eyebrow}
            title="Sales shouldn't depend on memory"
          >
            Small teams win on speed and attention. Most CRMs slow them down with data entry; spreadsheets let deals
            slip through the cracks. We built the middle way.
          </SectionHeading>
          <div className="mt-12 grid gap-5 md:grid-cols-2">
            <div className="rounded-3xl border border-slate-200 bg-white p-7 sm:p-9">
              <h3 className="text-sm font-semibold tracking-wide text-rose-700 uppercase">The problem</h3>
              <p className="mt-3 text-xl font-semibold text-slate-900">Leads go cold while the team is busy</p>
              <ul className="mt-6 space-y-4">
                {LM_PROBLEMS.map((item) => (
                  <li key={item} className="flex gap-3 text-slate-700">
                    <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-rose-500" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-3xl bg-gradient-to-br from-indigo-700 to-blue-700 p-7 text-white shadow-xl shadow-indigo-900/15 sm:p-9">
              <h3 className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">The solution</h3>
              <p className="mt-3 text-xl font-semibold">A CRM that does the remembering for you</p>
              <ul className="mt-6 space-y-4">
                {LM_SOLUTIONS.map((item) => (
                  <li key={item} className="flex gap-3 text-indigo-50">
                    <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan-300" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="lm-features-title" className="py-20 sm:py-28">
        <div className={container}>
          <SectionHeading
            id="lm-features-title"
            eyebrow="Features"
            eyebrowClassName={eyebrow}
            title="Everything a small sales team needs"
            align="center"
          >
            Six tools that work together, so the pipeline stays accurate without anyone babysitting it.
          </SectionHeading>
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {LM_FEATURES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex items-start gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:block sm:p-7 transition-shadow hover:shadow-lg"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-blue-500 text-white shadow-lg shadow-indigo-500/25">
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

      <section aria-labelledby="lm-benefits-title" className="bg-slate-950 py-20 text-white sm:py-28">
        <div className={cn(container, "grid gap-14 lg:grid-cols-[1fr_1.2fr] lg:items-start")}>
          <div>
            <SectionHeading
              id="lm-benefits-title"
              eyebrow="Benefits"
              eyebrowClassName="text-cyan-300"
              title="Why teams switch to LeadsManager"
              tone="dark"
            >
              The results show up in the first week: fewer dropped balls, faster replies and a pipeline everyone
              believes.
            </SectionHeading>
            <figure className="mt-10 rounded-3xl border border-white/10 bg-white/5 p-7">
              <Quote aria-hidden className="size-8 text-cyan-300" />
              <blockquote className="mt-4 text-lg leading-relaxed text-slate-100">
                “We used to lose leads somewhere between the inbox and the spreadsheet. A month after switching, every
                enquiry had an owner and a next step — and our close rate followed.”
              </blockquote>
              <figcaption className="mt-5 text-sm text-slate-300">
                <span className="font-semibold text-white">Head of Sales</span> · 12-person design agency, pilot
                customer
              </figcaption>
            </figure>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {LM_BENEFITS.map((benefit) => (
              <li
                key={benefit}
                className="flex items-start gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-5"
              >
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-400" />
                <span className="text-slate-100">{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="lm-cta-title" className="py-20 sm:py-28">
        <div className={cn(container, "text-center")}>
          <h2
            id="lm-cta-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl"
          >
            See LeadsManager on your own pipeline
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
            A 30-minute walkthrough with your real sales process. No slides, no pressure.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">{demoButtons}</div>
          <Link to="/portfolio" className={cn(buttonVariants({ variant: "ghost" }), "mt-6")}>
            <ArrowLeft aria-hidden />
            Explore more ventures
          </Link>
        </div>
      </section>

      {demo.isWanted ? (
        <Suspense fallback={null}>
          <DemoRequestDialog open={demo.isOpen} onOpenChange={demo.setOpen} onCloseAutoFocus={demo.returnFocus} />
        </Suspense>
      ) : null}
    </main>
  );
}
