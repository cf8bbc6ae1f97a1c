import { createRoute } from "@hono/zod-openapi";
import { CATEGORIES, type Category, findReadyMemories } from "@memory/db";
import { analyseQuery } from "@memory/models";
import { rankSearch } from "@memory/models/search";
import { type SearchFilters, searchMemoryCandidates } from "@memory/vector";
import type { Context } from "hono";
import type { App } from "../../app-type.ts";
import type { AppEnv } from "../../context.ts";
import { validationError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { toMemory } from "./schemas.ts";
import { SearchQuery, SearchRequest, SearchResponse } from "./search-schemas.ts";

const DESCRIPTION =
  "Search over the caller's memories only (restricted to the user before anything else). Candidates come from a dense " +
  "(meaning) and a sparse (words) index, the word candidates rescored by meaning; each gets a score 0..1 = 0.65 × words + 0.35 × meaning + person + slot + time + feedback: `words` is " +
  "the share of the query's content words found in the memory (stop words never count, rarer words weigh more; Chinese, Japanese and Thai, " +
  "written without spaces, are cut into words by dictionary, so a Japanese query finds a Japanese memory; a family word " +
  "naming the same relation counts as the word, such as father / dad / baba or parents / mum; a word " +
  "found only in the memory's search context, the words of the messages it came from and of the two before them, counts " +
  "half, and so does a word that is part of a compound query word or the other way round, such as hives / beehives; with the local model a word the memory says differently, such as illness / malaria, counts partly, at most 0.35 " +
  "of a word), " +
  "`meaning` the cosine similarity of the embeddings mapped from 0.25 (unrelated) to 0.75 (same meaning) onto 0..1 (with the local model both ends move with the memory's length, about −0.05 for a fact of two content words and +0.07 for 25 words and more, as a longer text's vector comes nearer to any query), " +
  "`person` +0.15 when the query names the person the memory is about (`metadata.subject`, or the user of a chat import; " +
  "a remark said to the other person of a two-person chat is about them) " +
  "and −0.1 when it is about someone else, `slot` +0.2 when the query asks for a single-valued attribute (name, " +
  "residence, employer or job, age, relationship status) that the memory holds, +0.15 when its text is about that attribute said another way " +
  '("I moved on …, a small flat in …", "I\'m quitting Pluma"; never a conversation digest), `time` +0.2 when `metadata.event_date` falls in a date the query names ' +
  '("in May 2023", "last summer") and +0.05 for dated memories on a "when" question, `feedback` up to +0.25 for sharing the words, ' +
  "weighted by rarity, that the three best results (not digests, each scoring at least 0.3) have and the query has not, so the " +
  "second fact a question needs comes up with the first (no feedback when nothing scores 0.3). `threshold` keeps results whose " +
  "score is at least that (about 0.3: clearly related; 0.5: about half the query's words, weighted by rarity); without it, results under " +
  "0.05 (nothing in common) are left out, so fewer than `limit` may come back. A result all of whose source messages " +
  "(`metadata.message_ids`) a better result already came from has its score multiplied by 0.6, so the first results " +
  "cover more of what was said. Results are best first; equal scores are " +
  "ordered by their sums before clipping to 1, then importance, then recency. Only memories that are `ready` are returned; a deleted memory never appears. " +
  "With `explain: true` (POST) each result carries an `explanation`: its `words` share and `matched_terms`, its `dense_cosine` " +
  "and `meaning`, and the `boosts` that applied (name, slot, date, feedback, repeat) with their values and what the ranking saw, " +
  "so that `score` = min(1, max(0, `sum`)) × each multiplying step. " +
  "Counted in the search rate-limit bucket (50 per minute).";

const post = createRoute({
  operationId: "searchMemories",
  method: "post",
  path: "/v1/memories/search",
  tags: ["Memories"],
  summary: "Search memories in natural language",
  description: DESCRIPTION,
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:read"), rateLimit("search")] as const,
  request: { body: { required: true, content: { "application/json": { schema: SearchRequest } } } },
  responses: {
    200: {
      description: "Results",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: SearchResponse } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

const get = createRoute({
  operationId: "searchMemoriesByQuery",
  method: "get",
  path: "/v1/memories/search",
  tags: ["Memories"],
  summary: "Search memories (query-string form for quick use)",
  description: `${DESCRIPTION} Same as the POST form with the text in \`query\` (or its alias \`q\`).`,
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:read"), rateLimit("search")] as const,
  request: { query: SearchQuery },
  responses: {
    200: {
      description: "Results",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: SearchResponse } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

interface SearchParams {
  query: string;
  limit: number;
  threshold?: number | undefined;
  filters: SearchFilters;
  /** Each result with its `explanation` (POST only). */
  explain?: boolean;
}

/** Candidates per list (meaning, words) that the ranking reads: enough for recall, cheap to join. */
const CANDIDATES_PER_LIST = 60;
/** Without a `threshold`, results under this score are left out: they share neither words nor meaning. */
export const DEFAULT_MIN_SCORE = 0.05;

async function runSearch(c: Context<AppEnv>, params: SearchParams) {
  const started = performance.now();
  const { models, qdrant, env, db } = c.get("services");
  const userId = c.get("caller").userId;
  const [dense] = await models.embed([params.query]);
  const candidates = await searchMemoryCandidates(qdrant, env.QDRANT_COLLECTION, {
    userId,
    vectors: { dense: dense ?? [], sparse: models.sparse(params.query) },
    perList: Math.max(CANDIDATES_PER_LIST, params.limit * 2),
    filters: params.filters,
  });
  // PostgreSQL is the source of truth: a point whose memory is gone or not ready is dropped here.
  const rows = new Map(
    (
      await findReadyMemories(
        db.orm,
        userId,
        candidates.map((p) => p.id),
      )
    ).map((r) => [r.id, r]),
  );
  const minimum = params.threshold ?? DEFAULT_MIN_SCORE;
  const query = analyseQuery(params.query);
  const results = rankSearch(query, candidates, rows, models.words, {
    explain: params.explain ?? false,
    lengthBias: models.lengthBias,
  })
    .filter((r) => r.score >= minimum)
    .slice(0, params.limit)
    .map((r) => ({
      ...toMemory(r.row),
      score: r.score,
      ...(r.explanation ? { explanation: r.explanation } : {}),
    }));
  return c.json(
    {
      query: params.query,
      results,
      total: results.length,
      processing_time: `${((performance.now() - started) / 1000).toFixed(3)}s`,
    },
    200,
  );
}

export function registerSearchMemories(app: App) {
  app.openapi(post, async (c) => {
    const body = c.req.valid("json");
    const f = body.filters ?? {};
    return runSearch(c, {
      query: body.query,
      limit: body.limit,
      threshold: body.threshold,
      explain: body.explain,
      filters: {
        ...(f.categories ? { categories: f.categories } : {}),
        ...(f.memory_type ? { memoryType: f.memory_type } : {}),
        ...(f.created_after ? { createdAfter: f.created_after } : {}),
        ...(f.created_before ? { createdBefore: f.created_before } : {}),
        ...(f.min_importance !== undefined ? { minImportance: f.min_importance } : {}),
        ...(f.metadata ? { metadata: f.metadata } : {}),
      },
    });
  });
  app.openapi(get, async (c) => {
    const q = c.req.valid("query");
    const text = q.query ?? q.q;
    if (!text) throw validationError("query", "required: the search text, as ?query=… (or ?q=…)");
    const categories =
      q.category
        ?.split(",")
        .map((s) => s.trim())
        .filter(Boolean) ?? [];
    for (const category of categories) {
      if (!CATEGORIES.includes(category as Category)) {
        throw validationError("category", `unknown category "${category}"; valid: ${CATEGORIES.join(", ")}`);
      }
    }
    return runSearch(c, {
      query: text,
      limit: q.limit,
      threshold: q.threshold,
      filters: {
        ...(categories.length ? { categories } : {}),
        ...(q.memory_type ? { memoryType: q.memory_type } : {}),
      },
    });
  });
}
