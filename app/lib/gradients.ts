import type { CARD_COLORS, CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT } from "#core/constants.ts";

// Stored gradient themes are Tailwind class pairs ("from-blue-500 to-cyan-500"). Tailwind only
// generates classes it finds in source files, so every allowed value is spelled out here in full.

const GRADIENT_CLASSES: Record<string, string> = {
  "from-pink-500 to-rose-500": "bg-gradient-to-br from-pink-500 to-rose-500",
  "from-blue-500 to-cyan-500": "bg-gradient-to-br from-blue-500 to-cyan-500",
  "from-orange-500 to-amber-500": "bg-gradient-to-br from-orange-500 to-amber-500",
  "from-purple-500 to-violet-500": "bg-gradient-to-br from-purple-500 to-violet-500",
  "from-green-500 to-emerald-500": "bg-gradient-to-br from-green-500 to-emerald-500",
  "from-yellow-500 to-orange-500": "bg-gradient-to-br from-yellow-500 to-orange-500",
  "from-indigo-500 to-blue-500": "bg-gradient-to-br from-indigo-500 to-blue-500",
  "from-red-500 to-pink-500": "bg-gradient-to-br from-red-500 to-pink-500",
  "from-teal-500 to-green-500": "bg-gradient-to-br from-teal-500 to-green-500",
  "from-gray-500 to-slate-500": "bg-gradient-to-br from-gray-500 to-slate-500",
  "from-blue-600 to-purple-600": "bg-gradient-to-br from-blue-600 to-purple-600",
} satisfies Record<
  (typeof CARD_COLORS)[number] | (typeof CASE_STUDY_GRADIENTS)[number] | typeof DEFAULT_CASE_STUDY_GRADIENT,
  string
>;

/** The brand gradient, used for unknown or missing values. */
export const FALLBACK_GRADIENT_CLASS = "bg-gradient-to-br from-indigo-500 to-cyan-500";

/** Full background classes for a stored gradient value ("from-x to-y"), with a safe fallback. */
export function gradientClass(value: string | null | undefined): string {
  return (
    (value && Object.hasOwn(GRADIENT_CLASSES, value) ? GRADIENT_CLASSES[value] : undefined) ?? FALLBACK_GRADIENT_CLASS
  );
}
