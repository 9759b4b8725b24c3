// The `Link` header of the API's paged list reads (docs/product.md#editorial-calls, paged lists):
// `</api/…?limit=N&cursor=…>; rel="next"` while there is a next page. Read as RFC 8288 says: several
// comma-separated links, parameters in any order and case, `rel` quoted or not and possibly naming
// several relations, only its first occurrence counting.

const LINK = /<([^>]*)>((?:\s*;\s*[\w!#$%&'*+.^`|~-]+\s*(?:=\s*(?:"(?:[^"\\]|\\.)*"|[^\s;,]*))?)*)/g;
const PARAM = /;\s*([\w!#$%&'*+.^`|~-]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,]*)))?/g;

/** The target of the first link with relation `rel` (e.g. "next"), as written in the header. */
export function linkTarget(header: string | null | undefined, rel: string): string | undefined {
  for (const [, target, params] of (header ?? "").matchAll(LINK)) {
    const relParam = [...params!.matchAll(PARAM)].find(([, name]) => name!.toLowerCase() === "rel");
    const relations = (relParam?.[2] ?? relParam?.[3] ?? "").toLowerCase().split(/\s+/);
    if (relations.includes(rel.toLowerCase())) return target;
  }
  return undefined;
}

/** The `cursor` of the `rel="next"` link, or undefined on the last page. */
export function nextCursor(header: string | null | undefined): string | undefined {
  const target = linkTarget(header, "next");
  if (target === undefined) return undefined;
  const query = target.split("#")[0]!.split("?").slice(1).join("?");
  return new URLSearchParams(query).get("cursor") || undefined;
}
