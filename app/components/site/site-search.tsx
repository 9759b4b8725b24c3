import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";

// The top bar's search (docs/product.md#api search): a GET form to /search on wide screens and a
// link to /search on small ones, so both work before hydration and without JavaScript.
// "/" (outside a text field) and Ctrl/Cmd+K focus the field, or open /search where it is hidden.

export const SEARCH_INPUT_ID = "site-search";
/** Navigation state that asks /search to focus its field (the top bar's field is hidden). */
export const FOCUS_SEARCH = { focusSearch: true };

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export function SiteSearch() {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const commandK = (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      // The page's own field (on /search) comes first, then the top bar's when it is shown.
      const field =
        document.querySelector<HTMLInputElement>("#search-page-q") ??
        (input.current?.offsetParent ? input.current : null);
      if (field) {
        field.focus();
        field.select();
      } else {
        void navigate("/search", { state: FOCUS_SEARCH });
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate]);

  return (
    <>
      <Form method="get" action="/search" role="search" className="relative hidden lg:block">
        <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
          Search
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          name="q"
          type="search"
          required
          maxLength={200}
          placeholder="Search"
          autoComplete="off"
          aria-keyshortcuts="/ Control+K Meta+K"
          className="h-10 w-44 rounded-full border border-slate-300 bg-white/80 pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:w-56 focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/30 motion-safe:transition-[width]"
        />
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-500"
        >
          /
        </kbd>
      </Form>
      <Link
        to="/search"
        state={FOCUS_SEARCH}
        aria-label="Search"
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500 lg:hidden"
      >
        <Search className="size-5" aria-hidden="true" />
      </Link>
    </>
  );
}
