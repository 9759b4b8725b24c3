import { z } from "zod";
import { SEARCH_QUERY_MAX } from "../constants.ts";
import { PUBLICATION_STATUSES } from "../publication.ts";
import { hasNoNul } from "./common.ts";

// docs/product.md#api admin lists: the search and status filter of the dashboard's Blog Posts and Case
// Studies tabs (`GET /api/admin/blog-posts?q=&status=`), beside `limit` and `cursor`. The same
// names are the dashboard's address (`/dashboard?tab=posts&q=…&status=…`), so a filtered view
// can be reloaded and shared. A blank `q` is no search: a cleared search field sends nothing else.

export const adminListQuerySchema = z.object({
  q: z
    .string({ error: "Give one search text." })
    .trim()
    .max(SEARCH_QUERY_MAX, `Use at most ${SEARCH_QUERY_MAX} characters.`)
    .refine(hasNoNul, "Contains an invalid character.")
    .optional()
    .describe("Words of the title or slug, as typed (not case-sensitive); blank is no search."),
  status: z
    .enum(PUBLICATION_STATUSES, { error: "Use draft, scheduled or published." })
    .optional()
    .describe(
      "Only entries in this state: `draft`, `scheduled` (published, publish date to come) or `published` (live).",
    ),
});

export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
