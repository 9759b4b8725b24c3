import { Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field, Input } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { SelectField, type Option } from "../shared/select-field.tsx";
import { SwitchField } from "../shared/switch-field.tsx";
import type { MediaFilters } from "./media-address.ts";

// The Media section's search and filters (issue 30 item 7): text (title, alt text, address), type,
// one tag and "unused only", all asked of the server. Typing asks after a pause, Enter at once.

const DELAY_MS = 250;
const ALL = "all";
const TYPE_OPTIONS: Option[] = [
  { value: ALL, label: "All" },
  { value: "image", label: "Images" },
  { value: "video", label: "Videos" },
];

export function MediaFilterBar({
  filters,
  onChange,
  summary,
  tags,
}: {
  filters: MediaFilters;
  onChange: (filters: MediaFilters) => void;
  /** "3 files found" once a filter is on. */
  summary: string;
  /** Tags seen on the items loaded, offered while typing one. */
  tags: string[];
}) {
  const [text, setText] = useState({ q: filters.q, tag: filters.tag });
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  // "Clear filters" from outside empties the fields too.
  useEffect(() => {
    if (filters.q === "" && filters.tag === "") setText({ q: "", tag: "" });
  }, [filters.q, filters.tag]);
  useEffect(() => {
    const q = text.q.trim();
    const tag = text.tag.trim();
    if (q === latest.current.filters.q && tag === latest.current.filters.tag) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q, tag }), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: text.q.trim(), tag: text.tag.trim() });
  };
  return (
    <form
      role="search"
      aria-label="Search and filter media"
      onSubmit={submit}
      className="mb-6 grid gap-3 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <Field id="media-search" label="Search media">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            id="media-search"
            type="search"
            placeholder="Title, alt text or address"
            autoComplete="off"
            maxLength={200}
            value={text.q}
            onChange={(event) => setText((t) => ({ ...t, q: event.target.value }))}
            className="pl-10"
          />
        </div>
      </Field>
      <SelectField
        id="media-type"
        label="Type"
        value={filters.type || ALL}
        onChange={(value) => onChange({ ...filters, type: value === ALL ? "" : (value as MediaFilters["type"]) })}
        options={TYPE_OPTIONS}
      />
      <Field id="media-tag" label="Tag">
        <Input
          id="media-tag"
          list="media-tag-options"
          autoComplete="off"
          maxLength={50}
          placeholder="Any tag"
          value={text.tag}
          onChange={(event) => setText((t) => ({ ...t, tag: event.target.value }))}
        />
        <datalist id="media-tag-options">
          {tags.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </Field>
      <SwitchField
        id="media-unused"
        label="Unused only"
        checked={filters.unused === "true"}
        onChange={(on) => onChange({ ...filters, unused: on ? "true" : "" })}
        className="sm:col-span-2 lg:col-span-1 lg:min-h-11 lg:items-center lg:py-2"
      />
      <p role="status" className={cn("text-sm text-slate-600 sm:col-span-2 lg:col-span-4", !summary && "sr-only")}>
        {summary}
      </p>
    </form>
  );
}
