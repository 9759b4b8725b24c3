import { ArrowRight, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useContact } from "../contact/contact-context.tsx";
import { HeroVisual } from "./hero-visual.tsx";

// docs/product.md#public-screens Home hero: the headline, a subheadline and 'Get in touch with us' (contact dialog).
export function Hero() {
  const { openContact } = useContact();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 pt-20 pb-24 sm:px-6 sm:pt-28 sm:pb-32 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:pt-32 lg:pb-36">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-medium text-slate-200 backdrop-blur">
            <span aria-hidden className="size-2 rounded-full bg-cyan-400 shadow-[0_0_0_4px_rgb(34_211_238/0.2)]" />
            Digital venture studio · AI, commerce &amp; SaaS
          </p>
          <h1
            id="hero-title"
            className="mt-7 text-[2.6rem] leading-[1.05] font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            We Build Your Future,{" "}
            <span className="bg-gradient-to-r from-indigo-300 via-sky-300 to-cyan-300 bg-clip-text text-transparent">
              One Venture at a Time.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300 sm:text-xl">
            Arcwell partners with founders and forward-looking companies to turn bold ideas into real businesses. We
            shape the strategy, design the product, write the code — and stay to help it grow.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button variant="light" size="lg" onClick={openContact} className="shadow-lg shadow-indigo-500/20">
              <MessageCircle aria-hidden />
              Get in touch with us
            </Button>
            <Link
              to="/portfolio"
              prefetch="intent"
              className={cn(
                buttonVariants({ size: "lg" }),
                "border border-white/20 bg-white/5 text-white hover:border-white/35 hover:bg-white/10 focus-visible:outline-cyan-300",
              )}
            >
              See our work
              <ArrowRight aria-hidden />
            </Link>
          </div>
          <ul
            className="mt-12 grid max-w-xs grid-cols-2 gap-x-6 gap-y-2 text-sm text-slate-400 sm:flex sm:max-w-none sm:flex-wrap"
            aria-label="How we work"
          >
            {["Strategy", "Design", "Engineering", "Growth"].map((step, i) => (
              <li key={step} className="flex items-center gap-2">
                <span className="font-mono text-xs text-cyan-300/90" aria-hidden>
                  0{i + 1}
                </span>
                {step}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** Decorative: a fading grid, two colour glows and the studio's arcs. */
function HeroBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_75%_65%_at_50%_0%,#000_35%,transparent_100%)] bg-[size:4rem_4rem]" />
      <div className="absolute -top-48 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 bg-indigo-600/30 glow" />
      <div className="absolute -right-40 bottom-0 h-[28rem] w-[28rem] bg-cyan-500/20 glow" />
      <svg
        className="absolute -right-48 -bottom-64 h-[52rem] w-[52rem] opacity-40 lg:-right-24"
        viewBox="0 0 800 800"
        fill="none"
      >
        <defs>
          <linearGradient id="hero-arc" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#818cf8" />
            <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[380, 320, 260, 200].map((r) => (
          <circle key={r} cx="400" cy="400" r={r} stroke="url(#hero-arc)" strokeWidth="1.5" />
        ))}
      </svg>
      <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-indigo-400/40 to-transparent" />
    </div>
  );
}
