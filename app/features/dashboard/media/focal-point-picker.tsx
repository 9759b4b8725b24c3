import { Crosshair } from "lucide-react";
import type { KeyboardEvent, MouseEvent } from "react";
import type { FocalPoint, MediaItemJson } from "#core/media-item.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ItemImage } from "./media-grid.tsx";
import { focalAfterKey, focalFromClick, focalText } from "./focal-point.ts";

// The preview of an image, and its focal point (issue 30 item 6): a click on the image puts the point
// there; with the preview focused, the arrow keys move it (Shift for small steps) and Home centres
// it. A marker shows where it is; "Clear" leaves crops centred. Saved with the details form.

export function FocalPointPicker({
  item,
  value,
  onChange,
}: {
  item: MediaItemJson;
  value: FocalPoint | null;
  onChange: (point: FocalPoint | null) => void;
}) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space press a button too (detail 0): those do not pick a place.
    if (event.detail === 0) return;
    const box = event.currentTarget.querySelector("img")!.getBoundingClientRect();
    onChange(focalFromClick(box, event.clientX, event.clientY));
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = focalAfterKey(value, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };
  const where = focalText(value);
  return (
    <div>
      <button
        type="button"
        onClick={click}
        onKeyDown={key}
        aria-label={`Focal point: ${where}`}
        aria-describedby="media-focal-hint"
        className="flex w-full cursor-crosshair justify-center overflow-hidden rounded-2xl bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        {/* The box the image fills exactly, so the marker's percentages are the image's. */}
        <span className="relative block max-w-full">
          <ItemImage
            item={item}
            sizes="(min-width: 768px) 360px, 90vw"
            maxWidth={960}
            className="block h-auto max-h-80 w-auto max-w-full"
            draggable={false}
          />
          {value ? (
            <span
              data-testid="focal-marker"
              aria-hidden
              className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-indigo-600/40 shadow-[0_0_0_2px_rgb(15_23_42/0.7)]"
              style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
            />
          ) : null}
        </span>
      </button>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id="media-focal-hint" className="text-xs text-slate-600">
          <Crosshair className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
          Click the image, or use the arrow keys, to set the focal point. Crops keep it in view.
        </p>
        <Button variant="ghost" size="sm" disabled={!value} onClick={() => onChange(null)}>
          Clear focal point
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {where}
      </p>
    </div>
  );
}
