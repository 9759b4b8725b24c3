import { sameValues } from "../shared/use-form.ts";

// A save refused because someone else saved a newer version (docs/product.md#editorial-calls, optimistic
// concurrency), resolved field by field (docs/decisions/045-conflicts-field-by-field.md). Three sets of form
// values meet: `base`, what the form opened with (its baseline); `mine`, what it holds now; `theirs`, the
// entry as it is stored now, in form values. A field they changed is a conflict row: "Keep mine" by default
// where I changed it too, "Take theirs" where I did not. A field only I changed stays mine; a field we both
// changed to the same value needs no choice. The merge starts from mine and takes theirs where chosen.

/** The form's names of the entry's fields ("title" → "Title"). */
export type FieldLabels = Partial<Record<string, string>>;

export type Choice = "mine" | "theirs";

export type FormValues = Record<string, unknown>;

/** One field of a row, with its three values. */
export interface ConflictField {
  key: string;
  label: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** What the person decides on: one field, or fields that only make sense together (a gallery and its alts). */
export interface ConflictRow {
  /** The first field's key. */
  id: string;
  label: string;
  /** Who changed it since the form opened: both of us (differently), or only they. */
  changedBy: "both" | "them";
  fields: ConflictField[];
}

export interface ConflictModel {
  /** The fields they changed that differ from mine, in the form's order. */
  rows: ConflictRow[];
  /** Fields only I changed: they stay mine. */
  mineOnly: { key: string; label: string }[];
  /** Fields we both changed to the same value. */
  same: { key: string; label: string }[];
}

/** "featuredImageAlt" → "Featured image alt": a name for a field the form has no label for. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const labelOf = (key: string, labels: FieldLabels) => labels[key] ?? humanize(key);

/**
 * Fields that go together by the forms' convention: `{name}Alts` holds one alt text per item of `{name}`
 * (a post's imageGallery and imageGalleryAlts), so one cannot be taken without the other.
 */
export function pairedFields(keys: Iterable<string>): string[][] {
  const all = new Set(keys);
  const groups: string[][] = [];
  for (const key of all) {
    const leader = key.endsWith("Alts") ? key.slice(0, -"Alts".length) : null;
    if (leader && all.has(leader)) groups.push([leader, key]);
  }
  return groups;
}

/** The form's keys: first those the labels name (the form's order), then the others as the values hold them. */
function orderedKeys(labels: FieldLabels, ...values: FormValues[]): string[] {
  const present = new Set(values.flatMap((v) => Object.keys(v)));
  const ordered = Object.keys(labels).filter((key) => present.has(key));
  for (const key of present) if (!ordered.includes(key)) ordered.push(key);
  return ordered;
}

/**
 * Which fields changed, by whom, grouped into rows to decide on. Without a `base` (work begun on a version
 * the form no longer knows), who changed what is unknown: every field where mine and theirs differ is a
 * row, as if both changed it.
 */
export function findConflicts(opts: {
  base: FormValues | null;
  mine: FormValues;
  theirs: FormValues;
  labels?: FieldLabels;
  /** Fields decided on together; by default pairedFields of the form's keys. */
  together?: readonly (readonly string[])[];
}): ConflictModel {
  const { mine, theirs } = opts;
  const labels = opts.labels ?? {};
  const keys = orderedKeys(labels, opts.base ?? {}, mine, theirs);
  // Unknown: a value that equals nothing, so both "changed" every field.
  const unknown = Symbol("unknown base");
  const base: FormValues = opts.base ?? Object.fromEntries(keys.map((key) => [key, unknown]));
  const together = opts.together ?? pairedFields(keys);
  const groupOf = new Map<string, readonly string[]>();
  for (const group of together) {
    const members = group.filter((key) => keys.includes(key));
    if (members.length > 1) for (const key of members) groupOf.set(key, members);
  }

  const model: ConflictModel = { rows: [], mineOnly: [], same: [] };
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) continue;
    const group = groupOf.get(key) ?? [key];
    for (const k of group) seen.add(k);
    const theyChanged = group.some((k) => !sameValues(theirs[k], base[k]));
    const iChanged = group.some((k) => !sameValues(mine[k], base[k]));
    const agree = group.every((k) => sameValues(mine[k], theirs[k]));
    const named = group.map((k) => ({ key: k, label: labelOf(k, labels) }));
    if (!theyChanged) {
      if (iChanged) model.mineOnly.push(...named.filter(({ key: k }) => !sameValues(mine[k], base[k])));
      continue;
    }
    if (agree) {
      if (opts.base) model.same.push(...named.filter(({ key: k }) => !sameValues(theirs[k], base[k])));
      continue;
    }
    model.rows.push({
      id: key,
      label: named[0]!.label,
      changedBy: iChanged ? "both" : "them",
      fields: named.map(({ key: k, label }) => ({
        key: k,
        label,
        base: opts.base ? base[k] : undefined,
        mine: mine[k],
        theirs: theirs[k],
      })),
    });
  }
  return model;
}

/** Keep mine where I changed the field too; take theirs where only they did. */
export function defaultChoices(model: ConflictModel): Record<string, Choice> {
  return Object.fromEntries(model.rows.map((row) => [row.id, row.changedBy === "both" ? "mine" : "theirs"]));
}

/**
 * The form's values after the person chose: mine (so every change only I made stays), with their value in
 * each row where they chose "theirs" (a row without a choice takes its default).
 */
export function mergeValues<V extends FormValues>(
  mine: V,
  theirs: FormValues,
  model: ConflictModel,
  choices: Partial<Record<string, Choice>>,
): V {
  const defaults = defaultChoices(model);
  const merged: FormValues = { ...mine };
  for (const row of model.rows) {
    if ((choices[row.id] ?? defaults[row.id]) !== "theirs") continue;
    for (const field of row.fields) merged[field.key] = theirs[field.key];
  }
  return merged as V;
}

/** Whether anything of mine is left in the merged values: the form stays changed against their version. */
export function keepsMine(merged: FormValues, theirs: FormValues): boolean {
  return !sameValues(merged, theirs);
}
