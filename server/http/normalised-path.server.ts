import type { RequestHandler } from "express";

// Every rule that reads a request's path — rate limits, page-cache keys, private pages, log
// redaction — reads it as React Router matches it (decision 039), so that no other spelling of
// a path escapes its rule (issue 33 items 4–6: `/%73earch`, `/Search`, `/search/` all render
// the search page). What the matcher does (react-router 8, lib/server-runtime/urls.js and
// lib/router/utils.js): the request's URL resolves dot segments and backslashes; a path ending in
// `.data` (`/_.data` for a trailing slash) is a data request for the path before it; each segment
// is percent-decoded (an encoded `/` stays `%2F`; one malformed escape leaves the whole path
// undecoded); then routes match without regard to ASCII case or trailing slashes.

/**
 * The path as the router matches it: decoded, lower-case, without trailing slashes, and a data
 * request as `{path}.data` (`/_.data` for the home page). A path already in that form is returned
 * as it is, without allocating: the page cache's hits ask for it.
 */
export function normalisedPath(path: string): string {
  if (isNormal(path)) return path;
  return routePath(path, true);
}

/**
 * The path as `normalisedPath` makes it but in the letter case asked for: what a redirect rule
 * keeps of the rest of a path (decision 054). `lowerCase(spelledPath(p)) === normalisedPath(p)`.
 */
export function spelledPath(path: string): string {
  return routePath(path, false);
}

/** ASCII letters in lower case, as the router compares them. */
export const lowerCase = (path: string) => path.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

function routePath(path: string, lower: boolean): string {
  let pathname = resolved(path);
  const isData = pathname.endsWith(".data");
  if (isData) pathname = pathname.slice(0, pathname.endsWith("/_.data") ? -"_.data".length : -".data".length);
  const route = (lower ? lowerCase(decoded(pathname)) : decoded(pathname)).replace(/\/+$/, "");
  if (!isData) return route || "/";
  return route ? `${route}.data` : "/_.data";
}

/** Runs `handler` for GET and HEAD requests of any spelling of `paths` (normalised), and passes the others on. */
export function onPaths(paths: readonly string[], handler: RequestHandler): RequestHandler {
  const wanted = new Set(paths);
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && wanted.has(normalisedPath(req.path)))
      handler(req, res, next);
    else next();
  };
}

/**
 * No escape, upper-case letter, backslash, fragment, dot segment, trailing slash or `/_.data`:
 * one pass over the characters (a regular expression with these alternatives took ~5 times as long).
 */
function isNormal(path: string): boolean {
  let previous = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    // % # \ A–Z, and "/." (a dot segment, or `/.data`)
    if (c === 37 || c === 35 || c === 92 || (c >= 65 && c <= 90) || (c === 46 && previous === 47)) return false;
    previous = c;
  }
  return !(path.length > 1 && previous === 47) && !path.endsWith("/_.data");
}

/** The pathname the request's URL has once parsed (React Router builds a URL from it). */
function resolved(path: string): string {
  try {
    return new URL(`http://n${path}`).pathname;
  } catch {
    return path;
  }
}

/** React Router's decodePath: each segment decoded, a decoded `/` kept as `%2F`; on any malformed escape, none. */
function decoded(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}
