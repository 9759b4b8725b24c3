import { fieldLabel, type FieldLabels } from "./diff-model.ts";
import type { RevisionSummary } from "./revisions.ts";

// What each version in the History panel's list was, in words (issue 26, decision 044): "Created",
// "Restored from {date}", "Scheduled for {date}", "Published as scheduled", else the fields it changed.

/** The publication fields: a version that changed them while scheduling the entry is "Scheduled for". */
const PUBLICATION_FIELDS = new Set(["isPublished", "publishedAt"]);

type Words = Pick<RevisionSummary, "kind" | "changedFields" | "restoredFrom" | "scheduledFor">;

/** One line saying what made the version. Dates through `formatInstant` (the dashboard's one format). */
export function versionWords(revision: Words, labels: FieldLabels, formatInstant: (iso: string) => string): string {
  const named = (fields: readonly string[]) => fields.map((field) => fieldLabel(field, labels)).join(", ");
  const changed = revision.changedFields ?? [];
  switch (revision.kind) {
    case "create":
      return revision.scheduledFor ? `Created, scheduled for ${formatInstant(revision.scheduledFor)}` : "Created";
    case "restore":
      return revision.restoredFrom
        ? `Restored from ${formatInstant(revision.restoredFrom)}`
        : "Restored an older version";
    case "publish":
      return "Published as scheduled";
    default:
      // An update; a version saved before kinds were kept says "update" too.
      break;
  }
  if (revision.scheduledFor && changed.some((field) => PUBLICATION_FIELDS.has(field))) {
    const when = `Scheduled for ${formatInstant(revision.scheduledFor)}`;
    const others = changed.filter((field) => !PUBLICATION_FIELDS.has(field));
    return others.length ? `${when}; changed: ${named(others)}` : when;
  }
  return changed.length ? `Changed: ${named(changed)}` : "No fields changed";
}
