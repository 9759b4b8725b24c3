// @vitest-environment happy-dom
import { act, createElement, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_FILTERS, type ListFilters } from "../dashboard-url.ts";
import { ListFilterBar } from "./list-filters.tsx";

// The filter bar against an address that takes a moment to follow, as a navigation does on a busy
// phone: what was asked last is what the address ends on.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ADDRESS_LAG_MS = 100;
const NOUNS = { one: "case study", many: "case studies" };

let root: Root;
let container: HTMLElement;
let asked: ListFilters[];
let address: ListFilters;

function Harness() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  address = filters;
  return createElement(ListFilterBar, {
    id: "case-studies",
    nouns: NOUNS,
    filters,
    total: undefined,
    isUpdating: false,
    onChange: (next: ListFilters) => {
      asked.push(next);
      setTimeout(() => setFilters({ q: next.q.trim(), status: next.status }), ADDRESS_LAG_MS);
    },
  });
}

/** Sets a form control's value the way typing or choosing does, so React sees the change. */
function enter(element: HTMLInputElement | HTMLSelectElement, value: string, event: "input" | "change") {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, value);
  element.dispatchEvent(new Event(event, { bubbles: true }));
}

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe("the dashboard's search and state filter", () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    asked = [];
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(createElement(Harness)));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it("keeps a state chosen while a typed search is still pausing", async () => {
    const field = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    const status = container.querySelector<HTMLSelectElement>("select")!;
    await act(async () => enter(field, "harbour", "input"));
    await wait(200);
    await act(async () => enter(status, "published", "change"));
    // The search's pause ends before the address has taken the state.
    await wait(60);
    await wait(500);
    expect(address).toEqual({ q: "harbour", status: "published" });
    expect(asked.at(-1)).toEqual({ q: "harbour", status: "published" });
  });

  it("keeps a state chosen just before the search is cleared", async () => {
    const field = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    const status = container.querySelector<HTMLSelectElement>("select")!;
    await act(async () => enter(field, "harbour", "input"));
    await wait(500);
    await act(async () => enter(status, "published", "change"));
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Clear search"]')!.click());
    await wait(500);
    expect(address).toEqual({ q: "", status: "published" });
  });

  it("asks once for a search after its pause, keeping the state the address holds", async () => {
    const field = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    const status = container.querySelector<HTMLSelectElement>("select")!;
    await act(async () => enter(status, "draft", "change"));
    await wait(500);
    await act(async () => enter(field, "har", "input"));
    await wait(100);
    await act(async () => enter(field, "harbour", "input"));
    await wait(249);
    expect(asked).toEqual([{ q: "", status: "draft" }]);
    await wait(500);
    expect(asked).toEqual([
      { q: "", status: "draft" },
      { q: "harbour", status: "draft" },
    ]);
    expect(address).toEqual({ q: "harbour", status: "draft" });
  });
});
