import { z } from "@hono/zod-openapi";
import { CATEGORIES, MEMORY_TYPES } from "@memory/db";
import { isoDate } from "../../lib/iso-date.ts";
import { searchRequestExample, searchResponseExample } from "./examples.ts";
import { Memory } from "./schemas.ts";

export const SearchFilters = z
  .object({
    categories: z
      .array(z.enum(CATEGORIES))
      .min(1)
      .optional()
      .openapi({ description: "Memories whose category is one of these" }),
    memory_type: z.enum(MEMORY_TYPES).optional(),
    created_after: isoDate.optional(),
    created_before: isoDate.optional(),
    min_importance: z.number().min(0).max(1).optional(),
    metadata: z
      .record(
        z.string().regex(/^[A-Za-z0-9_-]+$/, "metadata keys: letters, digits, _ and -"),
        z.union([z.string(), z.number(), z.boolean()]),
      )
      .optional()
      .openapi({ description: 'Exact matches on metadata keys, e.g. {"thread_id": "t1"}' }),
  })
  .openapi("SearchFilters", { example: searchRequestExample.filters });

export const SearchRequest = z
  .object({
    query: z.string().trim().min(1).max(2000),
    limit: z.number().int().min(1).max(100).default(10),
    threshold: z.number().min(0).max(1).optional(),
    filters: SearchFilters.optional(),
  })
  .openapi("SearchRequest", { example: searchRequestExample });

const queryText = z.string().trim().min(1).max(2000);
export const SearchQuery = z.object({
  query: queryText
    .optional()
    .openapi({ description: "The search text (as in the POST body)", example: "what does the user eat?" }),
  q: queryText.optional().openapi({ description: "Alias of `query`" }),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  threshold: z.coerce.number().min(0).max(1).optional(),
  category: z.string().optional().openapi({ description: "One category, or several separated by commas" }),
  memory_type: z.enum(MEMORY_TYPES).optional(),
});

export const SearchResult = Memory.omit({ embeddings: true })
  .extend({
    score: z.number().min(0).max(1).openapi({
      description:
        "Relevance 0..1 = 0.65 × words + 0.35 × meaning + person + slot + time (see the search description); comparable across queries, so `threshold` can cut on it.",
    }),
  })
  .openapi("SearchResult", { example: searchResponseExample.results[0] });

export const SearchResponse = z
  .object({
    query: z.string(),
    results: z.array(SearchResult),
    total: z.number().int(),
    processing_time: z.string(),
  })
  .openapi("SearchResponse", { example: searchResponseExample });
