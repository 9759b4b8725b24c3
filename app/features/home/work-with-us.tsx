import { ArrowRight, CalendarCheck, MessagesSquare, Rocket } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useContact } from "../contact/contact-context.tsx";

const STEPS = [
  { icon: MessagesSquare, title: "Tell us the idea", text: "A short message is enough to start." },
  { icon: CalendarCheck, title: "Reply within 24 hours", text: "A real person answers with next steps." },
  { icon: Rocket, title: "Shape the venture", text: "Scope, plan and build — together." },
];

// docs/product.md#public-screens Home: the 'Work With Us' call to action; 'Start Your Project' opens the
// contact dialog.
export function WorkWithUs() {
  const { openContact } = useContact();
  return (
    <section aria-labelledby="work-with-us-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-indigo-700 via-indigo-600 to-cyan-700 px-6 py-14 text-white shadow-2xl shadow-indigo-900/20 sm:px-12 sm:py-20 lg:px-16">
          <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
            <div className="absolute -top-24 -right-24 size-96 rounded-full border-[48px] border-white/10" />
            <div className="absolute -bottom-32 -left-16 size-80 bg-cyan-300/20 glow" />
            <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_0%,rgb(255_255_255/0.18),transparent_55%)]" />
          </div>
          <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div>
              <h2 id="work-with-us-title" className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
                Work With Us
              </h2>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-indigo-50">
                Have an idea worth building, or a product ready to grow? Bring it to a studio that has done it before.
                We will help you decide what to build first — and then build it with you.
              </p>
              <Button variant="light" size="lg" onClick={openContact} className="mt-9 group">
                Start Your Project
                <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
              </Button>
            </div>
            <ol className="grid gap-3">
              {STEPS.map(({ icon: Icon, title, text }) => (
                <li
                  key={title}
                  className="flex items-center gap-4 rounded-2xl border border-white/15 bg-white/10 p-4 backdrop-blur-sm"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-indigo-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="block text-sm text-indigo-50">{text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
