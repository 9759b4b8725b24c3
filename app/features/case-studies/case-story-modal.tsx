import { Check } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { gradientClass } from "../../lib/gradients.ts";
import { cn } from "../../lib/cn.ts";
import type { ClientStory } from "./client-stories.ts";
import { returnFocus } from "../../lib/return-focus.ts";

// docs/product.md#public-screens case-story modal: name, category, image, problem, solution, process, key-result
// metrics, impact list, and 'Discuss Your Project', which closes it (and opens the contact dialog).

export default function CaseStoryModal({
  story,
  open,
  onOpenChange,
  onDiscuss,
  opener,
}: {
  story: ClientStory;
  /** Gets focus back when the dialog closes (it opens without a Radix trigger). */
  opener: HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscuss: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        wide
        onCloseAutoFocus={(event) => returnFocus(event, opener)}
        // The close button sits on the story image: give it a solid disc.
        className="p-0 sm:p-0 [&>button:last-child]:bg-white/90 [&>button:last-child]:text-slate-900 [&>button:last-child]:shadow-md [&>button:last-child]:hover:bg-white"
      >
        <div className={cn("relative h-40 overflow-hidden sm:h-52", gradientClass(story.gradient))}>
          <img src={story.image} alt={story.imageAlt} width={1200} height={800} className="size-full object-cover" />
        </div>
        <div className="p-6 sm:p-8">
          <p className="inline-flex rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700">
            {story.category}
          </p>
          <DialogTitle className="mt-3 text-3xl">{story.name}</DialogTitle>
          <DialogDescription className="text-lg">{story.summary}</DialogDescription>

          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <StoryBlock title="The Problem" text={story.problem} />
            <StoryBlock title="Our Solution" text={story.solution} />
          </div>

          <h3 className="mt-10 text-lg font-bold text-slate-900">Our Process</h3>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2">
            {story.process.map((step, i) => (
              <li key={step.title} className="flex gap-3 rounded-2xl border border-slate-200 p-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.detail}</p>
                </div>
              </li>
            ))}
          </ol>

          <h3 className="mt-10 text-lg font-bold text-slate-900">Key Results</h3>
          <dl className="mt-4 grid grid-cols-3 gap-3">
            {story.results.map((result) => (
              <div key={result.label} className="flex flex-col gap-1 rounded-2xl bg-slate-900 p-4 text-white">
                <dt className="text-xs leading-snug text-slate-300 sm:text-sm">{result.label}</dt>
                <dd className="order-first text-xl font-bold tracking-tight sm:text-3xl">{result.value}</dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-10 text-lg font-bold text-slate-900">Impact</h3>
          <ul className="mt-4 space-y-3">
            {story.impact.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>

          <div className="mt-10 flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-600">Have a venture like this in mind?</p>
            <Button variant="primary" size="lg" onClick={onDiscuss}>
              Discuss Your Project
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function StoryBlock({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl bg-slate-50 p-5">
      <h3 className="text-sm font-bold tracking-wider text-slate-900 uppercase">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
    </div>
  );
}
