import { createRoute } from "@hono/zod-openapi";
import { bioExclusionKey, DEFAULT_PROFILE_SETTINGS, findBio, getProfileSettings } from "@memory/db";
import { countWords } from "@memory/models/profile";
import type { App } from "../../app-type.ts";
import { requireApiKey, requireRefreshScope } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import {
  bioView,
  effectiveExclusions,
  parseCategories,
  parseFormat,
  parseStyle,
  readBio,
  statusUrl,
} from "./bio-service.ts";
import { Accepted, BioQuery, BioView } from "./schemas.ts";

const route = createRoute({
  operationId: "getBio",
  method: "get",
  path: "/v1/profile/bio",
  tags: ["Profile"],
  summary: "The user's bio in one of four formats and four styles",
  description:
    "Bios are cached per (format, style, excluded categories) and stale 7 days after generation (`expires_at`); " +
    "a missing or stale bio is written on a worker while the request waits up to PROFILE_WAIT_MS (default 5 s): " +
    "200 with the bio when it is done, else 202 with a `status_url` to GET again. `refresh=true` regenerates (scope profile:write, else " +
    "403 FORBIDDEN with required_scope), at most once per 10 minutes (else 429 RATE_LIMIT_EXCEEDED with retry_after). Requirements: ≥ 5 memories, from " +
    "≥ 2 categories, ≥ 3 of them longer than 10 words (else 404 BIO_NOT_FOUND), counting the user's own facts only " +
    "(conversation episodes, remarks and facts about other people never go into a bio; `current_memory_count` counts " +
    "those facts). When none of them is a fact the writer can state, the answer is 404 BIO_NOT_FOUND too, never an " +
    "empty bio. A bio never contains street " +
    "addresses, house numbers, coordinates, postal codes, contact details, or `private` memories unless " +
    "`include_private_in_bio` is set. Only facts feed it (never episodes), and the local bio leaves out a fact that no " +
    "cue word nor slot placed in its category (`metadata.category_score` ≤ 0.25), which stays searchable. " +
    "The bio is in the language most of those facts are in, English, French, German, Dutch, Spanish or Italian (`metadata.language`; " +
    "on a tie, the first of these); facts in the other languages, or in one the writer does not write, stay out of it. " +
    "While a manual bio is set (`is_manual`), every read answers it. " +
    "Formats: full 150–200 words (shorter when the memories hold less), short 30–50, bullets (lines starting " +
    'with "• "), professional (career, skills, learning). Scope profile:read; standard rate-limit bucket.',
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("profile:read"), rateLimit("standard")] as const,
  request: { query: BioQuery },
  responses: {
    200: {
      description: "The bio",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: BioView } },
    },
    202: {
      description: "Still being written; GET the status_url",
      content: { "application/json": { schema: Accepted } },
    },
    ...errorResponses(["FORBIDDEN", "BIO_NOT_FOUND", "INVALID_FORMAT", "INVALID_CATEGORY"]),
  },
});

export function registerGetBio(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const services = c.get("services");
    const userId = c.get("caller").userId;
    const format = parseFormat(query.format);
    const style = parseStyle(query.style);
    if (query.refresh) requireRefreshScope(c.get("caller").scopes, "bio");
    const requested =
      query.exclude_categories === undefined
        ? undefined
        : parseCategories(
            query.exclude_categories
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean),
          );
    // The settings decide the cache key; the bio of the default key is read alongside (one round trip for most users).
    const guess = bioExclusionKey(effectiveExclusions({ userId, ...DEFAULT_PROFILE_SETTINGS }, requested));
    const [settings, guessed] = await Promise.all([
      getProfileSettings(services.db.orm, userId),
      findBio(services.db.orm, userId, { format, style, excluded: guess }),
    ]);
    if (settings.bioIsManual && settings.manualBio !== null) {
      const text = settings.manualBio;
      const at = settings.updatedAt ?? new Date();
      return c.json(
        {
          bio: text,
          format: settings.manualFormat ?? format,
          style: settings.manualStyle ?? style,
          word_count: countWords(text),
          character_count: text.length,
          confidence: 1,
          source_memories: 0,
          memory_ids: [],
          categories_included: [],
          key_themes: [],
          generated_at: at.toISOString(),
          expires_at: null,
          is_manual: true,
        },
        200,
      );
    }
    const variant = { format, style, excluded: effectiveExclusions(settings, requested) };
    const read = await readBio(services, userId, variant, {
      refresh: query.refresh,
      prefetched: { key: guess, row: guessed },
    });
    if (read.kind === "pending") {
      return c.json(
        {
          status: "processing" as const,
          message: "The bio is being written; GET status_url in a few seconds.",
          status_url: statusUrl(variant, requested),
        },
        202,
      );
    }
    return c.json(bioView(read.row), 200);
  });
}
