import { Images, Search } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { objectPosition, type MediaItemJson } from "#core/media-item.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { responsiveImage } from "#app/lib/responsive-image.ts";
import { EmptyState, LoadError } from "../shared/layout.tsx";
import { LoadMore } from "../shared/load-more.tsx";
import { useDebouncedValue } from "../shared/use-debounced-value.ts";
import type { ImageAlt } from "#core/image-alt.ts";
import { useAltFromLibrary } from "./library-picker-alt.ts";
import { useMediaList } from "./media-api.ts";

// "Choose from library" beside every upload (DESIGN §3d, issue 30 item 7): the library's images,
// newest first, searched on the server, a page at a time. Each item is a button named by its
// title (else alt text, else file name), reached with Tab or the arrow keys; Radix traps the focus in the dialog and gives it back
// to the opener. Choosing hands the item to the field, which takes its address and alt text.

const SEARCH_DELAY_MS = 250;
const ignore = () => {};

/** What a person reads for an item: its title, else its alt text, else the end of its address. */
export const itemName = (item: Pick<MediaItemJson, "title" | "alt" | "url">) =>
  item.title.trim() || item.alt?.trim() || item.url.slice(item.url.lastIndexOf("/") + 1);

export function LibraryPickerButton({
  onChoose,
  what,
  alt,
  className,
}: {
  onChoose: (item: MediaItemJson) => void;
  /** Which image it chooses ("logo image"), where a form has several: the button is named for it. */
  what?: string;
  /** The use's alt text, filled from the library's as library-picker-alt.ts allows. */
  alt?: { value: ImageAlt; onChange: (alt: ImageAlt) => void };
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const fillAlt = useAltFromLibrary(alt?.value ?? null, alt?.onChange ?? ignore);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A trigger, so that Radix gives it the focus back when the picker closes. */}
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className={className}
          // The visible words first in the name (WCAG 2.5.3), then which field it fills.
          aria-label={what ? `Choose from library for the ${what}` : undefined}
        >
          <Images aria-hidden />
          Choose from library
        </Button>
      </DialogTrigger>
      {open ? (
        <LibraryPicker
          onChoose={(item) => {
            setOpen(false);
            onChoose(item);
            if (alt) fillAlt(item.alt);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function LibraryPicker({ onChoose }: { onChoose: (item: MediaItemJson) => void }) {
  const searchId = useId();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const list = useMediaList({ q, type: "image" });
  return (
    <DialogContent wide data-testid="library-picker">
      <DialogTitle>Choose from library</DialogTitle>
      <DialogDescription>
        Images in the media library, newest first. Its alt text comes with the image.
      </DialogDescription>
      <div className="relative mt-5">
        <Label htmlFor={searchId}>Search the library</Label>
        <Search className="pointer-events-none absolute bottom-3.5 left-3.5 size-4 text-slate-500" aria-hidden />
        <Input
          id={searchId}
          type="search"
          className="pl-10"
          placeholder="Title, alt text or file name"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="mt-5" aria-busy={list.isUpdating || undefined}>
        {list.isPending ? (
          <p role="status" className="text-slate-600">
            Loading the library...
          </p>
        ) : list.isError || !list.items ? (
          <LoadError what="the media library" />
        ) : list.items.length === 0 ? (
          <EmptyState icon={<Images />}>
            {q ? `No images match “${q}”.` : "The library has no images yet: upload one and it is kept here."}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Library images">
            {list.items.map((item) => (
              <li key={item.id}>
                <PickerItem item={item} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore state={list.more} what="the library" />
      </div>
    </DialogContent>
  );
}

const STEPS: Record<string, "row" | number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: "row", ArrowDown: "row" };

/** Arrow keys move between the grid's buttons as it is laid out (Tab still visits each in turn). */
function moveInGrid(event: KeyboardEvent<HTMLButtonElement>) {
  const step = STEPS[event.key];
  const buttons = [...(event.currentTarget.closest("ul")?.querySelectorAll("button") ?? [])];
  const at = buttons.indexOf(event.currentTarget);
  if (step === undefined || at === -1) return;
  // Columns: the buttons on the first row (2 on a phone, 4 wider).
  const columns = buttons.filter((button) => button.offsetTop === buttons[0]!.offsetTop).length;
  const next = buttons[at + (step !== "row" ? step : event.key === "ArrowDown" ? columns : -columns)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

function PickerItem({ item, onChoose }: { item: MediaItemJson; onChoose: (item: MediaItemJson) => void }) {
  const name = itemName(item);
  return (
    <button
      type="button"
      onClick={() => onChoose(item)}
      onKeyDown={moveInGrid}
      className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left hover:border-indigo-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      <span className="block aspect-square w-full overflow-hidden bg-slate-100">
        <img
          {...responsiveImage(item.url, { sizes: "160px", maxWidth: 320 })}
          alt=""
          width={item.width ?? 320}
          height={item.height ?? 320}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform group-hover:scale-[1.03]"
          style={{ objectPosition: objectPosition(item.focalPoint) }}
        />
      </span>
      <span className="block truncate px-2.5 py-2 text-sm font-medium text-slate-800" title={name}>
        {name}
      </span>
    </button>
  );
}
