import { ArrowRight, BookOpen, BriefcaseBusiness, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { categoryPath } from "#core/journal-paths.ts";
import { PageIntro } from "../../components/site/page-intro.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { PostDate } from "../journal/post-meta.tsx";

// The /search page (docs/product.md#api search): a GET form, the ranked results with their
// highlighted snippets, and suggestions when nothing matched.

interface Hit {
  type: "blog-post" | "case-study";
  title: string;
  url: string;
  excerpt: string;
  snippet: string;
  publishedAt: Date | string | null;
}

export interface SearchPageProps {
  q: string;
  result: { items: Hit[]; total: number } | null;
  suggestions: { slug: string; name: string; count: number }[];
  error: string | null;
}

const TYPE_LABEL = { "blog-post": "Article", "case-study": "Case study" } as const;

/** Set once this document's own load has been looked at: later visits to /search are client-side. */
let documentLoadSeen = false;

/**
 * Whether this page is the document itself, loaded by following a link on another page of this site:
 * for /search without a query, the top bar's search icon, the only such link. Typing the address, a
 * bookmark, a reload and going back are not.
 */
function loadedFromLinkOnThisSite(): boolean {
  if (documentLoadSeen) return false;
  documentLoadSeen = true;
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (entry?.type !== "navigate" || !document.referrer) return false;
  const here = window.location;
  const from = new URL(document.referrer, here.href);
  const loaded = new URL(entry.name, here.href);
  return loaded.pathname === here.pathname && from.origin === here.origin && from.pathname !== here.pathname;
}

const resultsLabel = (n: number) => `${n} ${n === 1 ? "result" : "results"}`;

export function SearchPage({ q, result, suggestions, error }: SearchPageProps) {
  const field = useRef<HTMLInputElement>(null);
  const location = useLocation();
  // Arriving from the top bar's search icon or shortcut: the visitor means to type. The icon pressed
  // before the page has hydrated is a plain link, and a document load carries no navigation state.
  const focusRequested = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (focusRequested || (!q && loadedFromLinkOnThisSite())) field.current?.focus();
  }, [focusRequested, q, location.key]);
  return (
    <main id="main">
      <PageIntro eyebrow="Search" title="Search the studio">
        <p>Articles from the journal and our case studies.</p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Form method="get" action="/search" role="search" className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="search-page-q" className="sr-only">
            Search for
          </label>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              ref={field}
              id="search-page-q"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              required
              maxLength={200}
              placeholder="Try “pricing” or “validation”"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "search-error" : undefined}
              className="h-12 w-full rounded-full border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/30"
            />
          </div>
          <button type="submit" className={buttonVariants({ variant: "primary", size: "lg" })}>
            Search
          </button>
        </Form>
        {error ? (
          <p id="search-error" role="alert" className="mt-4 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {result ? (
          <section aria-labelledby="search-results-heading" className="mt-10">
            <h2 id="search-results-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
              {result.total === 0 ? `No results for “${q}”` : `${resultsLabel(result.total)} for “${q}”`}
            </h2>
            {result.total === 0 ? (
              <NoResults suggestions={suggestions} />
            ) : (
              <ol className="mt-6 space-y-4" data-testid="search-results">
                {result.items.map((hit) => (
                  <li key={hit.url}>
                    <SearchResult hit={hit} />
                  </li>
                ))}
              </ol>
            )}
            {result.total > result.items.length ? (
              <p className="mt-6 text-sm text-slate-600">
                Showing the {result.items.length} best matches. Add a word to narrow the search.
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </main>
  );
}

function SearchResult({ hit }: { hit: Hit }) {
  return (
    <article className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-indigo-500 hover:shadow-md sm:p-6">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5 font-semibold text-indigo-700">
          {hit.type === "blog-post" ? (
            <BookOpen className="size-4" aria-hidden="true" />
          ) : (
            <BriefcaseBusiness className="size-4" aria-hidden="true" />
          )}
          {TYPE_LABEL[hit.type]}
        </span>
        {hit.publishedAt ? <PostDate value={hit.publishedAt} /> : null}
      </p>
      <h3 className="mt-2 text-xl font-bold tracking-tight text-slate-900">
        <Link to={hit.url} className="outline-none after:absolute after:inset-0 after:content-['']">
          {hit.title}
        </Link>
      </h3>
      <p className="mt-2 text-slate-600">{hit.excerpt}</p>
      {hit.snippet ? (
        <p
          className="mt-3 text-sm leading-relaxed text-slate-600 [&_mark]:rounded [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-slate-900"
          // Only <mark> tags: the server escapes everything else (server/content/search.server.ts).
          dangerouslySetInnerHTML={{ __html: hit.snippet }}
        />
      ) : null}
    </article>
  );
}

function NoResults({ suggestions }: { suggestions: SearchPageProps["suggestions"] }) {
  return (
    <div className="mt-6 rounded-3xl border border-dashed border-slate-300 p-6 sm:p-8" data-testid="no-results">
      <p className="font-semibold text-slate-900">Suggestions</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-600">
        <li>Check the spelling of your words.</li>
        <li>Try fewer words, or more general ones.</li>
        <li>Start a word and we match what begins with it: “valid” finds “validation”.</li>
      </ul>
      {suggestions.length > 0 ? (
        <>
          <p className="mt-6 font-semibold text-slate-900">Or browse a topic</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {suggestions.map((term) => {
              const path = categoryPath(term.name);
              return path ? (
                <li key={term.slug}>
                  <Link
                    to={path}
                    className="inline-flex min-h-10 items-center rounded-full bg-indigo-50 px-4 text-sm font-semibold text-indigo-700 hover:bg-indigo-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                  >
                    {term.name} <span className="ml-1.5 font-normal text-indigo-600">({term.count})</span>
                  </Link>
                </li>
              ) : null;
            })}
          </ul>
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/journal" className={buttonVariants({ variant: "outline" })}>
          Browse the journal <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/case-studies" className={buttonVariants({ variant: "outline" })}>
          Browse case studies <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
