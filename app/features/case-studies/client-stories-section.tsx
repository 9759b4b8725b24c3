import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useContact } from "../contact/contact-context.tsx";
import { gradientClass } from "../../lib/gradients.ts";
import { cn } from "../../lib/cn.ts";
import { CLIENT_STORIES, type ClientStory } from "./client-stories.ts";
import { STRETCHED_LINK } from "../../lib/stretched-link.ts";

// The case-story modal of docs/product.md#public-screens, opened from short client stories (see client-stories.ts).
// Its code loads on first use (or when a pointer comes near a story).

const loadModal = () => import("./case-story-modal.tsx");
const CaseStoryModal = lazy(loadModal);

export function ClientStoriesSection() {
  const { openContact } = useContact();
  const [story, setStory] = useState<ClientStory | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  function show(next: ClientStory, from: HTMLElement) {
    setOpener(from);
    setStory(next);
    setOpen(true);
  }

  return (
    <section aria-labelledby="client-stories-heading" className="border-t border-slate-100 bg-slate-50/70">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">In brief</p>
          <h2 id="client-stories-heading" className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Client Stories
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Shorter stories from ventures we have helped shape: the problem, what we built and what changed.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {CLIENT_STORIES.map((item) => (
            <li key={item.id}>
              <StoryCard story={item} onOpen={(from) => show(item, from)} />
            </li>
          ))}
        </ul>
      </div>
      {story ? (
        <Suspense fallback={null}>
          <CaseStoryModal
            story={story}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
            onDiscuss={() => {
              setOpen(false);
              // Let the story dialog hand focus back before the contact dialog takes it.
              requestAnimationFrame(() => openContact());
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function StoryCard({ story, onOpen }: { story: ClientStory; onOpen: (from: HTMLElement) => void }) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-[box-shadow,transform] duration-300 focus-within:ring-3 focus-within:ring-indigo-500 focus-within:ring-offset-2 hover:shadow-lg motion-safe:hover:-translate-y-0.5"
      onPointerEnter={() => void loadModal()}
    >
      <div className={cn("relative aspect-[2/1] overflow-hidden", gradientClass(story.gradient))}>
        <img
          src={story.image}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-indigo-700">{story.category}</p>
        <h3 className="mt-2 text-xl font-bold tracking-tight text-slate-900">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={(event) => onOpen(event.currentTarget)}
            onFocus={() => void loadModal()}
            className={cn("text-left", STRETCHED_LINK)}
          >
            {story.name}
            <span className="sr-only">: read the client story</span>
          </button>
        </h3>
        <p className="mt-2 flex-1 leading-relaxed text-slate-600">{story.summary}</p>
        <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-slate-900">
          Read the story
          <ArrowRight
            className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
            aria-hidden="true"
          />
        </span>
      </div>
    </article>
  );
}
