import { createRoute, z } from "@hono/zod-openapi";
import {
  type Category,
  type CategoryProfiles,
  countReadyMemories,
  findProfile,
  getProfileSettings,
  listProfileInsights,
  type ProfileSettings,
} from "@memory/db";
import type { App } from "../../app-type.ts";
import { ApiError, validationError } from "../../errors.ts";
import { requireApiKey, requireRefreshScope } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { parseCategories } from "./bio-service.ts";
import { claimRefresh, runAndWait } from "./generation.ts";
import { Accepted, PROFILE_SECTIONS, Profile, ProfileQuery } from "./schemas.ts";

const route = createRoute({
  operationId: "getProfile",
  method: "get",
  path: "/v1/profile",
  tags: ["Profile"],
  summary: "The profile derived from the user's memories",
  description:
    "Generated on a worker: automatically once the user has ≥ 5 memories and 24 h have passed since the last " +
    "generation (checked, debounced, after stores, imports, updates and deletes), or now with `refresh=true` (scope profile:write, else 403 FORBIDDEN " +
    "with required_scope; at most once per 10 minutes, else 429 with retry_after; 202 with a status_url when it takes longer than the " +
    "wait). Everything is read from the cached profile: `stats` are exact SQL counts as of `last_updated` " +
    "(a cascading delete recomputes them at once). Before the first generation: 404 PROFILE_NOT_FOUND with a " +
    "suggestion. Insights and traits are empty while `insights_enabled` / `trait_analysis_enabled` are off. " +
    "`view=public` answers only what the privacy settings make public: the bio summary when `bio_public`, the " +
    "category profiles listed in `categories_public`, never insights, traits or stats. Scope profile:read; " +
    "standard rate-limit bucket.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("profile:read"), rateLimit("standard")] as const,
  request: {
    query: ProfileQuery.extend({
      view: z.enum(["owner", "public"]).default("owner").openapi({
        description: "Extension: `public` shows only what bio_public and categories_public allow",
      }),
    }),
  },
  responses: {
    200: {
      description: "The profile",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: Profile } },
    },
    202: {
      description: "Regeneration still running; GET the status_url",
      content: { "application/json": { schema: Accepted } },
    },
    ...errorResponses(["FORBIDDEN", "PROFILE_NOT_FOUND", "INVALID_CATEGORY"]),
  },
});

export function privacyView(s: ProfileSettings) {
  return {
    bio_public: s.bioPublic,
    categories_public: s.categoriesPublic,
    insights_enabled: s.insightsEnabled,
    trait_analysis_enabled: s.traitAnalysisEnabled,
    include_private_in_bio: s.includePrivateInBio,
  };
}

export function registerGetProfile(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const services = c.get("services");
    const db = services.db.orm;
    const userId = c.get("caller").userId;
    const sections = new Set(
      query.sections
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );
    for (const s of sections) {
      if (!(PROFILE_SECTIONS as readonly string[]).includes(s)) {
        throw validationError("sections", `unknown section "${s}"; use ${PROFILE_SECTIONS.join(", ")}`);
      }
    }
    const only: Category | undefined = query.category ? parseCategories([query.category])[0] : undefined;
    if (query.refresh) {
      requireRefreshScope(c.get("caller").scopes, "profile");
      const wait = await claimRefresh(services, userId, "profile");
      if (wait > 0) {
        throw new ApiError(
          "RATE_LIMIT_EXCEEDED",
          `A profile can be regenerated once every 10 minutes; retry after ${wait} s.`,
          { extras: { retry_after: wait }, headers: { "Retry-After": String(wait) } },
        );
      }
      const { finished } = await runAndWait(services, "profile.generate", { userId, force: true }, [
        userId,
        "forced",
      ]);
      if (!finished) {
        return c.json(
          {
            status: "processing" as const,
            message: "The profile is being generated; GET status_url in a few seconds.",
            status_url: "/v1/profile",
          },
          202,
        );
      }
    }
    const [profile, settings] = await Promise.all([findProfile(db, userId), getProfileSettings(db, userId)]);
    if (!profile) {
      const count = await countReadyMemories(db, userId);
      throw new ApiError("PROFILE_NOT_FOUND", `No profile yet (you have ${count} memories).`, {
        extras: {
          suggestion:
            count >= 5
              ? "It is generated shortly after your next store; or call GET /v1/profile?refresh=true to generate it now."
              : "Store at least 5 memories (POST /v1/memories); the profile is then generated automatically, or call GET /v1/profile?refresh=true.",
        },
      });
    }
    const isPublic = query.view === "public";
    let categories: CategoryProfiles = profile.categories;
    if (only) categories = profile.categories[only] ? { [only]: profile.categories[only] } : {};
    if (isPublic) {
      categories = Object.fromEntries(
        Object.entries(categories).filter(([name]) => settings.categoriesPublic.includes(name as Category)),
      );
    }
    const bio = profile.bio;
    const body: Record<string, unknown> = { user_id: userId };
    if (sections.has("bio") && (!isPublic || settings.bioPublic)) body.bio = bio;
    if (sections.has("categories")) body.categories = categories;
    if (!isPublic) {
      if (sections.has("insights")) {
        body.insights = settings.insightsEnabled
          ? (await listProfileInsights(db, userId, "insight"))
              .filter((i) => !only || i.category === only)
              .map((i) => ({
                insight_id: i.id,
                title: i.title,
                description: i.description,
                category: i.category,
                confidence: i.score,
                generated_at: i.createdAt.toISOString(),
                memory_count: i.memoryIds.length,
              }))
          : [];
      }
      if (sections.has("traits")) {
        body.traits = settings.traitAnalysisEnabled
          ? (await listProfileInsights(db, userId, "trait"))
              .filter((t) => !only || t.category === only)
              .map((t) => ({
                trait: t.title,
                strength: t.score,
                evidence_count: t.memoryIds.length,
                category: t.category,
              }))
          : [];
      }
      if (sections.has("stats")) body.stats = profile.stats;
    }
    body.privacy_settings = privacyView(settings);
    body.last_updated = profile.updatedAt.toISOString();
    return c.json(body as z.infer<typeof Profile>, 200);
  });
}
