import { REQUIRED } from "#core/schemas/common.ts";
import { ventureInputSchema, ventureUpdateSchema } from "#core/schemas/venture.ts";
import { parseWholeNumber } from "#core/form-parsers.ts";
import { checkPayload, type FormCheck } from "../shared/form-check.ts";
import type { FormErrors } from "../shared/use-form.ts";
import type { VentureJson } from "../shared/types.ts";
import type { FieldLabels } from "../history/diff-model.ts";

// Add-brand and edit-venture forms (docs/product.md#dashboard, #content-rules, #api): what the inputs hold and
// what is sent.

export interface VentureFormValues {
  [key: string]: string;
  name: string;
  oneLiner: string;
  phase: string;
  progressPercentage: string;
  status: string;
  description: string;
  problemThreeWords: string;
  solutionThreeWords: string;
  targetAudience: string;
  monetization: string;
  baselineCost: string;
  breakEvenTarget: string;
  styleVisualVoice: string;
  owner: string;
  websiteLink: string;
  deckLink: string;
  notes: string;
}

/** docs/product.md#constants defaults: phase concept, progress 0, status not_built. */
export const EMPTY_VENTURE: VentureFormValues = {
  name: "",
  oneLiner: "",
  phase: "concept",
  progressPercentage: "0",
  status: "not_built",
  description: "",
  problemThreeWords: "",
  solutionThreeWords: "",
  targetAudience: "",
  monetization: "",
  baselineCost: "",
  breakEvenTarget: "",
  styleVisualVoice: "",
  owner: "",
  websiteLink: "",
  deckLink: "",
  notes: "",
};

export function ventureToForm(venture: VentureJson): VentureFormValues {
  return {
    name: venture.name,
    oneLiner: venture.oneLiner,
    phase: venture.phase,
    progressPercentage: String(venture.progressPercentage ?? 0),
    status: venture.status || "not_built",
    description: venture.description,
    problemThreeWords: venture.problemThreeWords,
    solutionThreeWords: venture.solutionThreeWords,
    targetAudience: venture.targetAudience,
    monetization: venture.monetization,
    baselineCost: venture.baselineCost,
    breakEvenTarget: venture.breakEvenTarget,
    styleVisualVoice: venture.styleVisualVoice,
    owner: venture.owner ?? "",
    websiteLink: venture.websiteLink ?? "",
    deckLink: venture.deckLink ?? "",
    notes: venture.notes ?? "",
  };
}

const FIELDS = [
  "name",
  "oneLiner",
  "phase",
  "description",
  "problemThreeWords",
  "solutionThreeWords",
  "targetAudience",
  "monetization",
  "owner",
  "baselineCost",
  "breakEvenTarget",
  "styleVisualVoice",
  "websiteLink",
  "deckLink",
  "notes",
] as const;

/** The form's names of a venture's fields, in its order (the History panel's labels). */
export const VENTURE_FIELD_LABELS: FieldLabels = {
  name: "Brand Name",
  phase: "Phase",
  status: "Status",
  progressPercentage: "Progress (%)",
  oneLiner: "One-liner",
  description: "Description",
  problemThreeWords: "Problem (3 words)",
  solutionThreeWords: "Solution (3 words)",
  targetAudience: "Target Audience",
  monetization: "Monetization",
  baselineCost: "Baseline Cost",
  breakEvenTarget: "Break-even Target",
  styleVisualVoice: "Style / Visual Voice",
  owner: "Owner",
  websiteLink: "Website Link",
  deckLink: "Deck Link",
  notes: "Notes",
};

function common(values: VentureFormValues) {
  const body: Record<string, unknown> = {};
  for (const key of FIELDS) body[key] = values[key];
  // Progress is required in both forms: a blank box is a missing value, not the default.
  body.progressPercentage = parseWholeNumber(values.progressPercentage) ?? Number.NaN;
  return body;
}

function progressBlank(values: VentureFormValues): FormErrors {
  return values.progressPercentage.trim() === "" ? { progressPercentage: REQUIRED } : {};
}

/** POST /api/ventures: the add-form fields, without status (docs/product.md#api). */
export function addVenturePayload(values: VentureFormValues): FormCheck {
  return checkPayload(ventureInputSchema, common(values), { extraErrors: progressBlank(values) });
}

/** PUT /api/ventures/{id}: every editable field, status included (docs/product.md#api). */
export function editVenturePayload(values: VentureFormValues): FormCheck {
  return checkPayload(
    ventureUpdateSchema,
    { ...common(values), status: values.status },
    { extraErrors: progressBlank(values) },
  );
}
