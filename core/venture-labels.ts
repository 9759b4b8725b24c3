import { VENTURE_PHASES, VENTURE_STATUSES } from "./constants.ts";

// docs/product.md#states venture labels and colours. Colours are named tones here; the UI maps each tone to
// its classes (Tailwind must see full class names in app code).

export type VentureStatus = (typeof VENTURE_STATUSES)[number];
export type VenturePhase = (typeof VENTURE_PHASES)[number];
export type Tone = "grey" | "blue" | "amber" | "green" | "gradient";

const STATUS: Record<VentureStatus, { label: string; tone: Tone }> = {
  not_built: { label: "Not Built", tone: "grey" },
  started: { label: "Started", tone: "blue" },
  in_progress: { label: "In Progress", tone: "amber" },
  complete: { label: "Complete", tone: "green" },
  launched: { label: "Launched", tone: "gradient" },
};

/** A missing status counts as not_built; an unrecognised one shows 'Unknown' in grey. */
export function ventureStatus(status: string | null | undefined): { label: string; tone: Tone } {
  const key = status == null || status === "" ? "not_built" : status;
  return Object.hasOwn(STATUS, key) ? STATUS[key as VentureStatus] : { label: "Unknown", tone: "grey" };
}

export const STATUS_OPTIONS = VENTURE_STATUSES.map((value) => ({ value, label: STATUS[value].label }));

const PHASE: Record<VenturePhase, { label: string; tone: Tone }> = {
  concept: { label: "Concept", tone: "blue" },
  mvp: { label: "MVP", tone: "amber" },
  growth: { label: "Growth", tone: "gradient" },
};

/** docs/product.md#states: concept blue, mvp amber, growth gradient; anything else grey with its own text. */
export function venturePhase(phase: string | null | undefined): { label: string; tone: Tone } {
  if (phase && Object.hasOwn(PHASE, phase)) return PHASE[phase as VenturePhase];
  return { label: phase?.trim() || "Unknown", tone: "grey" };
}

export const PHASE_OPTIONS = VENTURE_PHASES.map((value) => ({ value, label: PHASE[value].label }));

/** docs/product.md#states: green when 'Achieved' or it mentions 2024; blue when it mentions 2025; else amber. */
export function breakEvenTone(target: string | null | undefined): "green" | "blue" | "amber" {
  const text = (target ?? "").trim();
  if (text.toLowerCase() === "achieved" || text.includes("2024")) return "green";
  if (text.includes("2025")) return "blue";
  return "amber";
}

/** docs/product.md#entities: the owner shows 'N/A' when empty. */
export function ownerLabel(owner: string | null | undefined): string {
  return owner?.trim() || "N/A";
}
