import { X } from "lucide-react";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "#core/schemas/audit.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { SelectField, type Option } from "../shared/select-field.tsx";
import { NO_FILTERS, actionLabel, entityLabel, isReversedRange, type AuditFilters } from "./audit-query.ts";

// The Activity tab's filter bar. Every change applies at once (the actor after a pause in typing); a select's
// "All" is the value "all" because a Radix select item cannot have an empty value.

const ALL = "all";
const ACTION_OPTIONS: Option[] = [
  { value: ALL, label: "All actions" },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
];
const ENTITY_OPTIONS: Option[] = [
  { value: ALL, label: "All types" },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityLabel(type) })),
];

export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const set = (key: keyof AuditFilters) => (value: string) =>
    onChange({ ...filters, [key]: value === ALL && key !== "actor" ? "" : value });
  const rangeError = isReversedRange(filters) ? "The end date is before the start date." : undefined;
  const hasFilters = Object.values(filters).some(Boolean);
  return (
    <form
      role="search"
      aria-label="Filter activity"
      onSubmit={(event) => event.preventDefault()}
      className="mb-6 grid grid-cols-1 gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(2,minmax(0,1fr))_repeat(2,minmax(0,0.9fr))] lg:items-start"
    >
      <Field id="audit-actor" label="Actor" hint="An email, “visitor” or “system”.">
        <Input
          {...fieldAria("audit-actor", undefined, true)}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={filters.actor}
          onChange={(event) => set("actor")(event.target.value)}
        />
      </Field>
      <SelectField
        id="audit-action"
        label="Action"
        value={filters.action || ALL}
        onChange={set("action")}
        options={ACTION_OPTIONS}
      />
      <SelectField
        id="audit-entity-type"
        label="Item type"
        value={filters.entityType || ALL}
        onChange={set("entityType")}
        options={ENTITY_OPTIONS}
      />
      <Field id="audit-from" label="From">
        <Input
          {...fieldAria("audit-from")}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set("from")(event.target.value)}
        />
      </Field>
      <Field id="audit-to" label="To" error={rangeError}>
        <Input
          {...fieldAria("audit-to", rangeError)}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set("to")(event.target.value)}
        />
      </Field>
      {hasFilters ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden /> Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
