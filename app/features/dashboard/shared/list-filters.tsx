import { Search, SearchX, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { NO_FILTERS, type ListFilters } from "../dashboard-url.ts";
import { SelectField, type Option } from "./select-field.tsx";
import { EmptyState } from "./layout.tsx";

// docs/product.md#dashboard search and state filter of the Blog Posts and Case Studies tabs: the server
// searches titles and slugs and keeps one state (draft, scheduled, published), so the count and the pages
// are of what matches. Typing asks after a pause; Enter, the clear button and the state select at once.

const SEARCH_DELAY_MS = 250;
// A Radix select item cannot have an empty value.
const ALL = "all";
const STATUS_OPTIONS: Option[] = [
  { value: ALL, label: "All" },
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
];

/** How a tab names its entries: "post" / "posts". */
export interface ListNouns {
  one: string;
  many: string;
}

export const hasFilters = (filters: ListFilters) => filters.q !== "" || filters.status !== "";

export function ListFilterBar({
  id,
  nouns,
  filters,
  onChange,
  total,
  isUpdating,
}: {
  id: string;
  nouns: ListNouns;
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** What the server counted for these filters; undefined while loading. */
  total: number | undefined;
  isUpdating: boolean;
}) {
  const [text, setText] = useState(filters.q);
  // The filters last asked for (the search trimmed, as the address keeps it). The address takes a
  // moment to follow (a navigation), so a search that ends its pause meanwhile builds on these: built
  // on the address, it would undo a state just chosen. When the address changes by itself (Clear
  // filters, Back) to a search other than the one asked for, the field follows; while the person
  // types, it does not.
  const asked = useRef(filters);
  useEffect(() => {
    if (filters.q !== asked.current.q) setText(filters.q);
    asked.current = filters;
  }, [filters]);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commit = (next: ListFilters) => {
    // Every commit carries the text as typed, so a search still pausing has nothing left to ask.
    clearTimeout(pause.current);
    asked.current = { ...next, q: next.q.trim() };
    onChange(next);
  };
  // The address setter changes with the address; the pause must not restart for that.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    if (text.trim() === asked.current.q) return;
    pause.current = setTimeout(() => latestCommit.current({ ...asked.current, q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(pause.current);
  }, [text, filters]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit({ ...asked.current, q: text });
  };
  const searchId = `${id}-search`;
  const clearText = () => {
    setText("");
    commit({ ...asked.current, q: "" });
    // The button goes with the text: the field keeps the focus.
    document.getElementById(searchId)?.focus();
  };
  const summary = isUpdating
    ? "Searching..."
    : hasFilters(filters) && total !== undefined
      ? `${total} ${total === 1 ? nouns.one : nouns.many} found`
      : "";
  return (
    <form
      role="search"
      aria-label={`Search and filter ${nouns.many}`}
      onSubmit={submit}
      className="mb-6 grid gap-3 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end sm:p-5"
    >
      <Field id={searchId} label={`Search ${nouns.many}`}>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Title or slug"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pr-12 pl-10 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text ? (
            <button
              type="button"
              onClick={clearText}
              aria-label="Clear search"
              className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </div>
      </Field>
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={filters.status || ALL}
        onChange={(value) => commit({ q: text, status: value === ALL ? "" : (value as ListFilters["status"]) })}
        options={STATUS_OPTIONS}
      />
      <p role="status" className={cn("text-sm text-slate-600 sm:col-span-2", !summary && "sr-only")}>
        {summary}
      </p>
    </form>
  );
}

/** What "no match" says: "No scheduled posts match “launch”." */
export function noMatchText(nouns: ListNouns, filters: ListFilters): string {
  const which = filters.status ? `${filters.status} ${nouns.many}` : nouns.many;
  return filters.q ? `No ${which} match “${filters.q}”.` : `No ${which}.`;
}

/** The empty state of a search or filter that kept nothing, with the way back to the whole list. */
export function NoMatches({
  nouns,
  filters,
  onClear,
}: {
  nouns: ListNouns;
  filters: ListFilters;
  onClear: (filters: ListFilters) => void;
}) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden />}
      actions={
        <Button variant="outline" onClick={() => onClear(NO_FILTERS)}>
          <X aria-hidden /> Clear filters
        </Button>
      }
    >
      {noMatchText(nouns, filters)}
    </EmptyState>
  );
}
