import { diffWords } from "diff";
import { sameValues } from "../shared/use-form.ts";
import { renderedText } from "./rendered-text.ts";

// What the History panel shows for a revision (docs/product.md#editorial-calls revisions, decision 044): per
// field that differs between that version and the current one, in words. HTML as the text a reader reads
// (rendered-text.ts), word by word; lists as the items added and removed (an item is its text: a stat
// "value label", a video "title (url)", a section its text); true/false as Yes/No; instants in the one format.

export type FieldLabels = Partial<Record<string, string>>;

export interface DiffPart {
  text: string;
  change: "same" | "added" | "removed";
  /** A long unchanged stretch shortened to its ends. */
  elided?: boolean;
}

/** A list's item that only one of the two versions has. */
export interface ItemChange {
  text: string;
  change: "added" | "removed";
}

export interface FieldDiff {
  field: string;
  label: string;
  /** Text: the words of both, changed ones marked. Empty for a list. */
  parts: DiffPart[];
  /** A list: the items only this version has (removed) and only the current one has (added). */
  items?: ItemChange[];
  /** What differs when the words or items do not show it (formatting, order). */
  note?: string;
  /** A restore leaves this field as it is now. */
  kept?: boolean;
}

/** Fields that hold HTML: compared as the text they render. Content sections' HTML is read the same way. */
export const HTML_FIELDS: readonly string[] = ["content", "fullDescription"];

export const NOTES = {
  formatting: "The same text; only its formatting differs (headings, bold, links and the like).",
  order: "The same items in another order.",
  details: "The same items; a detail this list does not show differs (such as a video's thumbnail).",
} as const;

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

type FormatInstant = (iso: string) => string;
const asIs: FormatInstant = (iso) => iso;

/** A stored value as the diff shows it. `formatInstant` turns ISO timestamps into the viewer's dates. */
export function valueText(value: unknown, formatInstant: FormatInstant = asIs): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return ISO_INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return value.map((item) => itemText(item, formatInstant)).join("\n");
  return itemText(value, formatInstant);
}

/** A content section's type as the form names it. */
const SECTION_NAMES: Partial<Record<string, string>> = { cta: "Call to action" };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const filled = (value: unknown) => value !== null && value !== undefined && value !== "";

/**
 * One item of a list as text: a stat "40% fewer returns" (value label, then its description), a video
 * "Intro (https://…)", a content section "Quote: …" with its HTML as text; other records their filled
 * fields, named.
 */
export function itemText(item: unknown, formatInstant: FormatInstant = asIs): string {
  if (!isRecord(item))
    return Array.isArray(item)
      ? item.map((i) => itemText(i, formatInstant)).join(", ")
      : valueText(item, formatInstant);
  const text = (key: string) => (filled(item[key]) ? valueText(item[key], formatInstant).trim() : "");
  if (typeof item.type === "string" && typeof item.content === "string")
    return [SECTION_NAMES[item.type] ?? humanize(item.type), renderedText(item.content)].filter(Boolean).join(": ");
  if (typeof item.url === "string") return text("title") ? `${text("title")} (${item.url})` : item.url;
  if ("value" in item && "label" in item) {
    const stat = [text("value"), text("label")].filter(Boolean).join(" ");
    return text("description") ? `${stat} — ${text("description")}` : stat;
  }
  return Object.keys(item)
    .filter((key) => filled(item[key]))
    .map((key) => `${humanize(key)}: ${itemText(item[key], formatInstant)}`)
    .join(", ");
}

/** Content sections in the order a page shows them (their `order`), others as they are. */
function inShownOrder(list: unknown[]): unknown[] {
  const order = (item: unknown) => (isRecord(item) && typeof item.order === "number" ? item.order : null);
  if (!list.every((item) => order(item) !== null)) return list;
  return [...list].sort((a, b) => order(a)! - order(b)!);
}

/**
 * The items only `older` has (removed) and only `newer` has (added), each as text and in its list's order;
 * an item both have as often is neither. `reordered` when they have the same items in another order.
 */
export function listChanges(
  older: readonly unknown[],
  newer: readonly unknown[],
  formatInstant: FormatInstant = asIs,
): { items: ItemChange[]; reordered: boolean } {
  const before = inShownOrder([...older]).map((item) => itemText(item, formatInstant));
  const after = inShownOrder([...newer]).map((item) => itemText(item, formatInstant));
  const count = (texts: string[]) => {
    const counts = new Map<string, number>();
    for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
    return counts;
  };
  const only = (texts: string[], other: Map<string, number>, change: ItemChange["change"]) =>
    texts.flatMap((text) => {
      const left = other.get(text) ?? 0;
      if (left > 0) {
        other.set(text, left - 1);
        return [];
      }
      return [{ text, change }];
    });
  const items = [...only(before, count(after), "removed"), ...only(after, count(before), "added")];
  const reordered = items.length === 0 && before.some((text, i) => text !== after[i]);
  return { items, reordered };
}

const asList = (value: unknown): unknown[] | null =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : null;

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
  opts: {
    labels?: FieldLabels;
    ignore?: readonly string[];
    formatInstant?: FormatInstant;
    /** Fields holding HTML (HTML_FIELDS unless given). */
    htmlFields?: readonly string[];
  } = {},
): FieldDiff[] {
  const labels = opts.labels ?? {};
  const html = new Set(opts.htmlFields ?? HTML_FIELDS);
  const skip = new Set<string>([...META_FIELDS, ...(opts.ignore ?? [])]);
  const fields = [...new Set([...Object.keys(labels), ...Object.keys(current), ...Object.keys(revision)])];
  const diffs: FieldDiff[] = [];
  for (const field of fields) {
    if (skip.has(field) || !(field in current || field in revision)) continue;
    const diff = fieldDiff(field, revision[field], current[field], {
      label: fieldLabel(field, labels),
      html: html.has(field),
      formatInstant: opts.formatInstant ?? asIs,
    });
    if (diff) diffs.push(KEPT_ON_RESTORE.includes(field) ? { ...diff, kept: true } : diff);
  }
  return diffs;
}

/** How one field differs, or null when it does not (empty and missing are the same). */
function fieldDiff(
  field: string,
  before: unknown,
  after: unknown,
  how: { label: string; html: boolean; formatInstant: FormatInstant },
): FieldDiff | null {
  if (sameValues(before, after)) return null;
  const base = { field, label: how.label, parts: [] };
  const [olderList, newerList] = [asList(before), asList(after)];
  if (olderList && newerList && (Array.isArray(before) || Array.isArray(after))) {
    if (olderList.length === 0 && newerList.length === 0) return null;
    const { items, reordered } = listChanges(olderList, newerList, how.formatInstant);
    if (items.length) return { ...base, items };
    return { ...base, note: reordered ? NOTES.order : NOTES.details };
  }
  if (how.html && (typeof before === "string" || typeof after === "string")) {
    const older = typeof before === "string" ? renderedText(before) : "";
    const newer = typeof after === "string" ? renderedText(after) : "";
    if (older === newer) return (before ?? "") === (after ?? "") ? null : { ...base, note: NOTES.formatting };
    return { ...base, parts: wordDiff(older, newer) };
  }
  const older = valueText(before, how.formatInstant);
  const newer = valueText(after, how.formatInstant);
  if (older === newer) return null;
  return { ...base, parts: wordDiff(older, newer) };
}
