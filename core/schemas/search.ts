import { z } from "zod";
import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX } from "../constants.ts";

// docs/product.md#api search: `GET /api/search?q=&type=&limit=` and the /search page.
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Give the words to search for." })
    .trim()
    .min(1, "Give the words to search for.")
    .max(SEARCH_QUERY_MAX, `Use at most ${SEARCH_QUERY_MAX} characters.`),
  type: z.enum(["blog-post", "case-study"], { error: "Use blog-post or case-study." }).optional(),
  limit: z.coerce
    .number({ error: `Use a whole number from 1 to ${SEARCH_RESULTS_MAX}.` })
    .int(`Use a whole number from 1 to ${SEARCH_RESULTS_MAX}.`)
    .min(1, `Use a whole number from 1 to ${SEARCH_RESULTS_MAX}.`)
    .max(SEARCH_RESULTS_MAX, `Use a whole number from 1 to ${SEARCH_RESULTS_MAX}.`)
    .optional(),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;
