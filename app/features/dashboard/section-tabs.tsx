import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { cn } from "../../lib/cn.ts";
import type { StaffTab } from "./dashboard-url.ts";

// The staff view's sections as one row of tabs at every width (decision 061): the spec's four first,
// then the library, the audience and the owner's site settings, each group set apart by a thin rule.
// When the row is wider than the screen it scrolls sideways, never wraps: the edge that hides tabs
// fades, and an arrow there scrolls by a screenful (for a mouse; the keyboard's arrows move between
// tabs and bring each into view). The chosen tab is scrolled into view when it changes.

export interface SectionTab {
  value: StaffTab;
  icon: LucideIcon;
  label: string;
  /** Starts a new group: a rule before it. */
  group?: boolean;
}

export function SectionTabs({ tabs, current }: { tabs: readonly SectionTab[]; current: StaffTab }) {
  const row = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setHidden({ start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [measure]);
  // Keep the chosen tab in sight (an address can name any), moving the row only, never the page.
  useEffect(() => {
    const el = row.current;
    const active = el?.querySelector<HTMLElement>('[data-state="active"]');
    if (!el || !active) return;
    const [r, a] = [el.getBoundingClientRect(), active.getBoundingClientRect()];
    if (a.left < r.left || a.right > r.right) el.scrollLeft += a.left - r.left - (r.width - a.width) / 2;
    measure();
  }, [current, measure]);
  const scrollBy = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: "smooth" });

  return (
    <div className="relative max-w-full self-start">
      <TabsList
        ref={row}
        aria-label="Content"
        className={cn(
          "max-w-full flex-nowrap overflow-x-auto [scrollbar-width:none] sm:w-auto",
          hidden.start && hidden.end
            ? "[mask-image:linear-gradient(to_right,transparent,#000_3rem,#000_calc(100%-3rem),transparent)]"
            : hidden.start
              ? "[mask-image:linear-gradient(to_right,transparent,#000_3rem)]"
              : hidden.end
                ? "[mask-image:linear-gradient(to_left,transparent,#000_3rem)]"
                : undefined,
        )}
      >
        {tabs.map(({ value, icon: Icon, label, group }) => (
          <Fragment key={value}>
            {group ? <span aria-hidden className="my-2 w-px flex-none bg-slate-200" /> : null}
            {/* Between 1024 and 1536 px the labels alone, so that the owner's eleven fit in one row. */}
            <TabsTrigger value={value} className="flex-none lg:max-2xl:[&_svg]:hidden">
              <Icon aria-hidden /> {label}
            </TabsTrigger>
          </Fragment>
        ))}
      </TabsList>
      {hidden.start ? <ScrollArrow side="start" onClick={() => scrollBy(-1)} /> : null}
      {hidden.end ? <ScrollArrow side="end" onClick={() => scrollBy(1)} /> : null}
    </div>
  );
}

/** A mouse's way along the row; hidden from assistive technology and the Tab key, which have the tabs. */
function ScrollArrow({ side, onClick }: { side: "start" | "end"; onClick: () => void }) {
  const Icon = side === "start" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      onClick={onClick}
      className={cn(
        "absolute top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md hover:bg-slate-50",
        side === "start" ? "left-1" : "right-1",
      )}
    >
      <Icon className="size-4" />
    </button>
  );
}
