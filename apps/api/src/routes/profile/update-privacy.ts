import { createRoute } from "@hono/zod-openapi";
import { deleteBios, deleteProfileInsights, getProfileSettings, updateProfileSettings } from "@memory/db";
import { jobId } from "@memory/jobs";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { privacyView } from "./get-profile.ts";
import { PrivacySettings, PrivacyUpdate } from "./schemas.ts";

const route = createRoute({
  operationId: "updateProfilePrivacy",
  method: "patch",
  path: "/v1/profile/privacy",
  tags: ["Profile"],
  summary: "Privacy settings of the profile and bio",
  description:
    "Only the fields sent change. `insights_enabled` / `trait_analysis_enabled` false deletes the derived insights " +
    "/ traits at once and stops deriving them; true derives them again in the background. " +
    "`include_private_in_bio` (default false) lets `private` memories into generated bios; changing it drops every " +
    "cached bio. `bio_public` and `categories_public` decide what `GET /v1/profile?view=public` shows (the bio " +
    "summary; the listed category profiles); the owner's own view is unchanged. Scope profile:write; standard " +
    "rate-limit bucket.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("profile:write"), rateLimit("standard")] as const,
  request: { body: { required: true, content: { "application/json": { schema: PrivacyUpdate } } } },
  responses: {
    200: {
      description: "The privacy settings now in effect",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: PrivacySettings } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

export function registerUpdatePrivacy(app: App) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const services = c.get("services");
    const db = services.db.orm;
    const userId = c.get("caller").userId;
    const before = await getProfileSettings(db, userId);
    const after = await updateProfileSettings(db, userId, {
      ...(body.bio_public !== undefined ? { bioPublic: body.bio_public } : {}),
      ...(body.categories_public !== undefined
        ? { categoriesPublic: [...new Set(body.categories_public)] }
        : {}),
      ...(body.insights_enabled !== undefined ? { insightsEnabled: body.insights_enabled } : {}),
      ...(body.trait_analysis_enabled !== undefined
        ? { traitAnalysisEnabled: body.trait_analysis_enabled }
        : {}),
      ...(body.include_private_in_bio !== undefined
        ? { includePrivateInBio: body.include_private_in_bio }
        : {}),
    });
    if (!after.insightsEnabled) await deleteProfileInsights(db, userId, "insight");
    if (!after.traitAnalysisEnabled) await deleteProfileInsights(db, userId, "trait");
    if (after.includePrivateInBio !== before.includePrivateInBio) await deleteBios(db, userId);
    const turnedOn =
      (after.insightsEnabled && !before.insightsEnabled) ||
      (after.traitAnalysisEnabled && !before.traitAnalysisEnabled);
    if (turnedOn) {
      await services.jobs.enqueue(
        "profile.generate",
        { userId, force: true },
        { jobId: jobId("profile.generate", userId, "privacy"), removeOnComplete: true, removeOnFail: true },
      );
    }
    return c.json(privacyView(after), 200);
  });
}
