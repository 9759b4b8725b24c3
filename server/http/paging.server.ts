import type { Request, Response } from "express";
import { z } from "zod";
import { API_PAGE_LIMIT_MAX } from "#core/constants.ts";
import type { Page, PageRequest } from "../content/keyset.server.ts";
import { badRequest } from "./errors.server.ts";

// `?limit=&cursor=` on the API's list reads (docs/product.md#api paged lists): without `limit`
// the whole list as before; with it, one page and a `Link: <…>; rel="next"` header while there
// is more. The answer stays a JSON array, so clients of the whole list keep working.

/** For the OpenAPI description of each list read. */
export const pageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(API_PAGE_LIMIT_MAX)
    .optional()
    .describe(`Page size, 1–${API_PAGE_LIMIT_MAX}; without it, the whole list.`),
  cursor: z.string().optional().describe('The `cursor` of the `Link: rel="next"` header of the previous page.'),
});

export const pageHeaders = {
  Link: { description: 'With `limit`: `</api/…?limit=N&cursor=…>; rel="next"` while there is a next page.' },
};

const LIMIT = /^[1-9][0-9]{0,2}$/;

/** The page asked for, undefined for the whole list, or a 400 for a bad `limit` or `cursor`. */
export function pageRequestOf(req: Request): PageRequest | undefined {
  const { limit, cursor } = req.query;
  if (limit === undefined) {
    if (cursor !== undefined) throw badRequest("Invalid input", { limit: ["Give a limit with the cursor."] });
    return undefined;
  }
  if (typeof limit !== "string" || !LIMIT.test(limit) || Number(limit) > API_PAGE_LIMIT_MAX) {
    throw badRequest("Invalid input", { limit: [`Use a whole number from 1 to ${API_PAGE_LIMIT_MAX}.`] });
  }
  if (cursor !== undefined && typeof cursor !== "string") {
    throw badRequest("Invalid cursor", { cursor: ["Give one cursor."] });
  }
  return { limit: Number(limit), cursor };
}

/** Answers a page as a JSON array, with the next page's address in `Link` (and the list's size, when known). */
export function sendPage<T>(req: Request, res: Response, page: Page<T> & { total?: number }, limit: number): void {
  if (page.nextCursor) {
    const next = new URLSearchParams({ limit: String(limit), cursor: page.nextCursor });
    res.setHeader("Link", `<${req.baseUrl}${req.path === "/" ? "" : req.path}?${next}>; rel="next"`);
  }
  if (page.total !== undefined) res.setHeader("X-Total-Count", String(page.total));
  res.json(page.items);
}

/** The list read of a collection: the whole list, or the page that `?limit=&cursor=` asks for. */
export async function listRead<T>(
  req: Request,
  res: Response,
  read: { whole: () => Promise<T[]>; page: (page: PageRequest) => Promise<Page<T> & { total?: number }> },
): Promise<void> {
  const page = pageRequestOf(req);
  if (!page) return void res.json(await read.whole());
  sendPage(req, res, await read.page(page), page.limit);
}
