import { data, redirect, type RouterContextProvider } from "react-router";
import { redirectRulesContext } from "../context.ts";

// What a page answers when nothing is at its address (decision 054): the redirect of the owner's
// rule for it, when one matches (from the rules each instance keeps in memory: no database read),
// else the 404 page. Rules come after every page and every slug redirect, so they never hide one.

type Context = Readonly<RouterContextProvider>;

/** The answer to throw for a missing page: a rule's redirect (301 or 302, the query kept) or a 404. */
export async function missingPage(context: Context, request: Request) {
  const url = new URL(request.url);
  const rules = context.get(redirectRulesContext);
  // Rules that cannot be read leave the 404 as it was.
  const found = rules ? await rules.redirectFor(url.pathname, url.search).catch(() => null) : null;
  return found ? redirect(found.location, found.status) : data(null, { status: 404 });
}

const isNotFound = (thrown: unknown) =>
  typeof thrown === "object" &&
  thrown !== null &&
  "init" in thrown &&
  (thrown as { init?: { status?: number } }).init?.status === 404;

/** `load()`, with a 404 it throws answered as `missingPage` answers it. */
export async function orMissingPage<T>(context: Context, request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (thrown) {
    throw isNotFound(thrown) ? await missingPage(context, request) : thrown;
  }
}
