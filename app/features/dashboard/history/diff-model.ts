import { diffWords } from "diff";
import { sameValues } from "../shared/use-form.ts";

// What the History panel shows for a revision (docs/product.md#editorial-calls revisions): per field that
// differs between that version and the current one, a word-level diff. Every value is shown as text:
// HTML as its source (never rendered), lists and records as JSON, true/false as Yes/No.

export type FieldLabels = Partial<Record<string, string>>;

export interface DiffPart {
  text: string;
  change: "same" | "added" | "removed";
  /** A long unchanged stretch shortened to its ends. */
  elided?: boolean;
}

export interface FieldDiff {
  field: string;
  label: string;
  parts: DiffPart[];
  /** A restore leaves this field as it is now. */
  kept?: boolean;
}

/** Bookkeeping every entity carries, never a difference worth showing. */
export const META_FIELDS = ["id", "createdAt", "updatedAt"] as const;

/**
 * What a restore leaves as it is (server/api/revisions.server.ts): restoring text must not publish or hide
 * an entry by surprise.
 */
export const KEPT_ON_RESTORE: readonly string[] = ["isPublished", "publishedAt", "isActive"];

/** Whether restoring would change anything. */
export const changesOnRestore = (diffs: readonly FieldDiff[]) => diffs.some((d) => !d.kept);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** An unchanged stretch longer than this is shortened to CONTEXT characters at each end. */
const CONTEXT = 80;
/** Past this many milliseconds a word diff gives up and shows the whole old and new text. */
const DIFF_TIMEOUT_MS = 300;

/** "featuredImageAlt" → "Featured image alt": a name for a field the form has no label for. */
export function humanize(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const fieldLabel = (field: string, labels: FieldLabels) => labels[field] ?? humanize(field);

/** A stored value as the diff shows it. `formatInstant` turns ISO timestamps into the viewer's dates. */
export function valueText(value: unknown, formatInstant: (iso: string) => string = (iso) => iso): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return ISO_INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return JSON.stringify(value, null, 2);
}

function shorten(part: DiffPart, index: number, count: number): DiffPart {
  const { text } = part;
  if (part.change !== "same" || text.length <= CONTEXT * 2 + 40) return part;
  // The first stretch keeps its end, the last its start, one between both.
  // Cut at spaces where there are some, so no word is shown in part.
  const head = index === 0 ? "" : text.slice(0, CONTEXT).replace(/\s+\S*$/, " ");
  const tail = index === count - 1 ? "" : text.slice(-CONTEXT).replace(/^\S*\s+/, " ");
  return { text: `${head}…${tail}`, change: "same", elided: true };
}

/** Word-level changes from `older` to `newer`, long unchanged stretches shortened. */
export function wordDiff(older: string, newer: string): DiffPart[] {
  const changes = diffWords(older, newer, { timeout: DIFF_TIMEOUT_MS });
  const parts: DiffPart[] = changes
    ? changes.map((c) => ({ text: c.value, change: c.added ? "added" : c.removed ? "removed" : "same" }))
    : [
        { text: older, change: "removed" },
        { text: newer, change: "added" },
      ];
  const kept = parts.filter((p) => p.text !== "");
  return kept.map((part, i) => shorten(part, i, kept.length));
}

/**
 * The fields that differ between a revision's snapshot and the current entry, in the form's order
 * (the order of `labels`), then any others in the entry's order; equal fields left out.
 */
export function buildDiff(
  revision: Record<string, unknown>,
  current: Record<string, unknown>,
  opts: { labels?: FieldLabels; ignore?: readonly string[]; formatInstant?: (iso: string) => string } = {},
): FieldDiff[] {
  const labels = opts.labels ?? {};
  const skip = new Set<string>([...META_FIELDS, ...(opts.ignore ?? [])]);
  const fields = [...new Set([...Object.keys(labels), ...Object.keys(current), ...Object.keys(revision)])];
  const diffs: FieldDiff[] = [];
  for (const field of fields) {
    if (skip.has(field) || !(field in current || field in revision)) continue;
    const before = revision[field];
    const after = current[field];
    if (sameValues(before, after)) continue;
    const older = valueText(before, opts.formatInstant);
    const newer = valueText(after, opts.formatInstant);
    if (older === newer) continue;
    const diff: FieldDiff = { field, label: fieldLabel(field, labels), parts: wordDiff(older, newer) };
    diffs.push(KEPT_ON_RESTORE.includes(field) ? { ...diff, kept: true } : diff);
  }
  return diffs;
}
