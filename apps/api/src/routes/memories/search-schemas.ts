import { z } from "@hono/zod-openapi";
import { CATEGORIES, MEMORY_TYPES } from "@memory/db";
import { isoDate } from "../../lib/iso-date.ts";
import { searchRequestExample, searchResponseExample } from "./examples.ts";
import { Memory } from "./schemas.ts";

/** A real explanation (the ranking's output for "Where does Melanie live now?" over three memories). */
const searchExplanationExample = {
  words: 1,
  matched_terms: [{ term: "live", match: "word", credit: 1 }],
  dense_cosine: 0.62,
  meaning: 0.74,
  boosts: [
    {
      reason: "name",
      operation: "add",
      value: 0.15,
      detail: "the query names melanie, whom this memory is about",
    },
    {
      reason: "slot",
      operation: "add",
      value: 0.2,
      detail: "the memory holds the residence the query asks for",
    },
    {
      reason: "feedback",
      operation: "add",
      value: 0.1786,
      detail:
        "shares words of the best results that the query does not have: moved, leeds, 2024, near, canal",
    },
  ],
  sum: 1.4376,
  score: 1,
};

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
    explain: z.boolean().optional().openapi({
      description:
        "When true, each result carries an `explanation`: the ranking's steps as they were applied to it (matched words, meaning, name, slot, date, feedback and repeat steps). Default false (left out of the schema's `default` so that typed clients may omit it): the answer is then the same as without the field.",
    }),
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

const MatchedTerm = z
  .object({
    term: z
      .string()
      .openapi({ description: "A content word of the query (names are left to the `name` step)" }),
    match: z.enum(["word", "family", "context", "compound", "similar"]).openapi({
      description:
        "How the memory has it: `word` the word itself (light stemming: climbing / climbed), `family` a family word for the same relation (father / dad / baba), `context` only in the words of the messages it came from, `compound` as part of a compound (hives / beehives), `similar` a word of related meaning (local model's word vectors)",
    }),
    credit: z.number().min(0).max(1).openapi({
      description:
        "The share of the word's weight it earned: 1 for `word` and `family`, 0.5 for `context` and `compound`, at most 0.35 for `similar`",
    }),
  })
  .openapi("SearchMatchedTerm");

const RankingStep = z
  .object({
    reason: z.enum(["name", "slot", "date", "feedback", "repeat"]).openapi({
      description:
        '`name`: the query names a person the memory is about (+0.15), only mentions (+0.05), or the memory is about someone the query does not name (−0.1); `slot`: the query asks for an attribute the memory holds (+0.2) or its text is about (+0.15); `date`: its event date falls in a date the query names (+0.2), or a dated memory for a "when" question (+0.05); `feedback`: words of the best results that the query lacks (up to +0.25); `repeat`: every source message is one a better result came from (× 0.6)',
    }),
    operation: z.enum(["add", "multiply"]).openapi({
      description: "`add`: `value` was added to `sum`; `multiply`: the score was multiplied by `value`",
    }),
    value: z.number(),
    detail: z.string().openapi({ description: "What the ranking saw, in words" }),
  })
  .openapi("SearchRankingStep");

export const SearchExplanation = z
  .object({
    words: z.number().min(0).max(1).openapi({
      description:
        "Share of the query's content words the memory has, weighted by rarity among the candidates (counts × 0.65)",
    }),
    matched_terms: z.array(MatchedTerm),
    dense_cosine: z
      .number()
      .openapi({ description: "Cosine similarity of the query's and the memory's embeddings" }),
    meaning: z.number().min(0).max(1).openapi({
      description:
        "`dense_cosine` mapped from 0.25 (unrelated) … 0.75 (same meaning) onto 0..1, both ends moved by the memory's length with the local model (counts × 0.35)",
    }),
    boosts: z
      .array(RankingStep)
      .openapi({ description: "The other steps that applied, in the order the ranking applied them" }),
    sum: z
      .number()
      .openapi({ description: "0.65 × words + 0.35 × meaning + every `add` step, before clipping" }),
    score: z
      .number()
      .min(0)
      .max(1)
      .openapi({ description: "min(1, max(0, sum)) × every `multiply` step: the result's `score`" }),
  })
  .openapi("SearchExplanation", { example: searchExplanationExample });

export const SearchResult = Memory.omit({ embeddings: true })
  .extend({
    score: z.number().min(0).max(1).openapi({
      description:
        "Relevance 0..1 = 0.65 × words + 0.35 × meaning + person + slot + time (see the search description); comparable across queries, so `threshold` can cut on it.",
    }),
    explanation: SearchExplanation.optional().openapi({
      description: "Why this result scored `score`: only with `explain: true` (absent otherwise)",
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
