import type { FocalPoint } from "#core/media-item.ts";

// The focal point picker's arithmetic (issue 30 item 6): where a click lands on the preview, and
// where the arrow keys move the marker. Fractions of the image, 0..1, kept to three decimals (a
// tenth of a percent is finer than any crop shows).

/** One arrow key press: 5% of the image; with Shift 1%, for fine adjustment. */
export const FOCAL_STEP = 0.05;
export const FOCAL_FINE_STEP = 0.01;

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const round = (v: number) => Math.round(clamp(v) * 1000) / 1000;

/** The point under a click on a box drawn at `rect` (the image fills the box exactly). */
export function focalFromClick(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0.5, y: 0.5 };
  return { x: round((clientX - rect.left) / rect.width), y: round((clientY - rect.top) / rect.height) };
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The point after a key press, or null for a key the picker leaves alone. Home puts it back in the
 * centre. With no point yet, the first press starts from the centre.
 */
export function focalAfterKey(point: FocalPoint | null, key: string, fine = false): FocalPoint | null {
  if (key === "Home") return { x: 0.5, y: 0.5 };
  const move = MOVES[key];
  if (!move) return null;
  const from = point ?? { x: 0.5, y: 0.5 };
  const step = fine ? FOCAL_FINE_STEP : FOCAL_STEP;
  return { x: round(from.x + move[0] * step), y: round(from.y + move[1] * step) };
}

/** "42% from the left, 30% from the top": what the marker says to a screen reader. */
export function focalText(point: FocalPoint | null): string {
  if (!point) return "Not set: crops keep the centre";
  return `${Math.round(point.x * 100)}% from the left, ${Math.round(point.y * 100)}% from the top`;
}
