import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronLeft, ChevronRight, LayoutList, type LucideIcon } from "lucide-react";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { cn } from "../../lib/cn.ts";
import type { StaffTab } from "./dashboard-url.ts";

// The staff view's sections as one row of tabs at every width (decision 061): the spec's four first,
// then the library, the audience and the owner's site settings, each group set apart by a thin rule.
// When the row is wider than the screen it scrolls sideways, never wraps: the edge that hides tabs
// fades, and an arrow there scrolls by a screenful (for a mouse; the keyboard's arrows move between
// tabs and bring each into view). The chosen tab is scrolled into view when it changes. Below 1024 px,
// where the row cannot show them all, "All sections" beside it lists every section, the current one
// checked.

export interface SectionTab {
  value: StaffTab;
  icon: LucideIcon;
  label: string;
  /** Starts a new group: a rule before it. */
  group?: boolean;
}

interface SectionsProps {
  tabs: readonly SectionTab[];
  current: StaffTab;
  onChange: (tab: StaffTab) => void;
}

export function SectionTabs({ tabs, current, onChange }: SectionsProps) {
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
    <div className="flex max-w-full items-center gap-2 self-start">
      <div className="relative min-w-0">
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
      <AllSections tabs={tabs} current={current} onChange={onChange} />
    </div>
  );
}

/** Every section in one list, for screens too narrow for the row (a menu of radio items). */
function AllSections({ tabs, current, onChange }: SectionsProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label="All sections"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl border border-slate-200 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-indigo-500 data-[state=open]:bg-slate-100 lg:hidden"
        >
          <LayoutList className="size-5" aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500">
            Sections
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => onChange(value as StaffTab)}>
            {tabs.map(({ value, icon: Icon, label, group }) => (
              <Fragment key={value}>
                {group ? <DropdownMenu.Separator className="my-1 h-px bg-slate-100" /> : null}
                <DropdownMenu.RadioItem
                  value={value}
                  className="flex min-h-11 cursor-default items-center gap-2.5 rounded-lg px-3 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 data-[state=checked]:font-semibold"
                >
                  <Icon className="size-4 text-slate-500" aria-hidden />
                  <span className="flex-1">{label}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-indigo-600" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              </Fragment>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
