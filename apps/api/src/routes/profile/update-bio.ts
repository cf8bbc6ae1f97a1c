import { createRoute } from "@hono/zod-openapi";
import { CATEGORIES, type Category, getProfileSettings, updateProfileSettings } from "@memory/db";
import { BIO_MAX_WORDS, countWords } from "@memory/models/profile";
import type { App } from "../../app-type.ts";
import { ApiError, validationError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import {
  assertBioPossible,
  claimBioRefresh,
  effectiveExclusions,
  parseFormat,
  parseStyle,
  readBio,
  statusUrl,
} from "./bio-service.ts";
import { Accepted, BioUpdate, BioUpdated } from "./schemas.ts";

const route = createRoute({
  operationId: "updateBio",
  method: "patch",
  path: "/v1/profile/bio",
  tags: ["Profile"],
  summary: "Set a manual bio, or change how the bio is generated",
  description:
    "`bio`: a manual text (at most 500 words; BIO_TOO_LONG's max_length and current_length count words) that " +
    "replaces the generated bio and sets `is_manual` (a text is always an override). `is_manual: false` drops the " +
    "override and generated bios return; `is_manual: true` without a text pins the current generated bio of " +
    "`format`/`style`. While `is_manual` is true nothing regenerates the bio and every read answers it. " +
    "`regenerate: true` writes a new bio of `format`/`style` (default full/narrative) now, at most once per 10 " +
    "minutes, and drops a manual override. `include_categories` / `exclude_categories` are saved as the " +
    "categories generated bios use (include: only those; exclude: all but those). Answers 202 with a status_url " +
    "when generation takes longer than the wait. Too few of the user's own facts refuses with 404 BIO_NOT_FOUND " +
    "before anything is saved; when the facts are there but none is one the writer can state, the saved choice " +
    "(categories, the dropped override) stays and the answer is BIO_NOT_FOUND, as a generation that ends with no " +
    "bio. Scope profile:write; standard rate-limit bucket.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("profile:write"), rateLimit("standard")] as const,
  request: { body: { required: true, content: { "application/json": { schema: BioUpdate } } } },
  responses: {
    200: {
      description: "The bio now in effect",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: BioUpdated } },
    },
    202: {
      description: "Regeneration still running; GET the status_url",
      content: { "application/json": { schema: Accepted } },
    },
    ...errorResponses(["FORBIDDEN", "BIO_TOO_LONG", "BIO_NOT_FOUND", "INVALID_FORMAT", "INVALID_CATEGORY"]),
  },
});

export function registerUpdateBio(app: App) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const services = c.get("services");
    const db = services.db.orm;
    const userId = c.get("caller").userId;
    const format = parseFormat(body.format ?? "full");
    const style = parseStyle(body.style ?? "narrative");
    if (body.bio !== undefined) {
      const words = countWords(body.bio);
      if (words > BIO_MAX_WORDS) {
        throw new ApiError(
          "BIO_TOO_LONG",
          `The bio has ${words} words; at most ${BIO_MAX_WORDS} words are allowed (max_length and current_length count words).`,
          { extras: { max_length: BIO_MAX_WORDS, current_length: words } },
        );
      }
      if (!body.bio.trim())
        throw validationError("bio", "must not be empty; send is_manual false to drop the override");
      if (body.is_manual === false)
        throw validationError("is_manual", "a bio text is always a manual override");
    }
    if (body.regenerate && body.is_manual === true) {
      throw validationError("regenerate", "cannot regenerate while setting is_manual true");
    }
    if (body.include_categories && body.exclude_categories) {
      throw validationError("include_categories", "send include_categories or exclude_categories, not both");
    }
    let excludedSetting: Category[] | undefined;
    if (body.include_categories)
      excludedSetting = CATEGORIES.filter((cat) => !body.include_categories?.includes(cat));
    if (body.exclude_categories) excludedSetting = [...new Set(body.exclude_categories)];

    let settings = await getProfileSettings(db, userId);
    const respond = (text: string, isManual: boolean, at: Date, f = format, s = style) =>
      c.json(
        {
          bio: text,
          format: f,
          style: s,
          word_count: countWords(text),
          character_count: text.length,
          is_manual: isManual,
          updated_at: at.toISOString(),
        },
        200,
      );

    if (body.bio !== undefined) {
      const saved = await updateProfileSettings(db, userId, {
        bioIsManual: true,
        manualBio: body.bio.trim(),
        manualFormat: format,
        manualStyle: style,
        ...(excludedSetting ? { bioExcludedCategories: excludedSetting } : {}),
      });
      return respond(body.bio.trim(), true, saved.updatedAt);
    }
    const dropOverride = body.is_manual === false || body.regenerate;
    // Everything that can refuse goes before any write: a refused request changes nothing.
    if (!settings.bioIsManual || dropOverride) {
      if (body.regenerate) await claimBioRefresh(services, userId);
      const target = effectiveExclusions(
        { ...settings, bioExcludedCategories: excludedSetting ?? settings.bioExcludedCategories },
        undefined,
      );
      await assertBioPossible(services, userId, target);
    }
    if (excludedSetting || (dropOverride && settings.bioIsManual)) {
      settings = await updateProfileSettings(db, userId, {
        ...(excludedSetting ? { bioExcludedCategories: excludedSetting } : {}),
        ...(dropOverride
          ? { bioIsManual: false, manualBio: null, manualFormat: null, manualStyle: null }
          : {}),
      });
    }
    if (settings.bioIsManual && settings.manualBio !== null) {
      return respond(
        settings.manualBio,
        true,
        settings.updatedAt ?? new Date(),
        settings.manualFormat ?? format,
        settings.manualStyle ?? style,
      );
    }
    const variant = { format, style, excluded: effectiveExclusions(settings, undefined) };
    const read = await readBio(services, userId, variant, { refresh: body.regenerate, refreshClaimed: true });
    if (read.kind === "pending") {
      return c.json(
        {
          status: "processing" as const,
          message: "The bio is being written; GET status_url in a few seconds.",
          status_url: statusUrl(variant, undefined),
        },
        202,
      );
    }
    if (body.is_manual === true) {
      const saved = await updateProfileSettings(db, userId, {
        bioIsManual: true,
        manualBio: read.row.text,
        manualFormat: format,
        manualStyle: style,
      });
      return respond(read.row.text, true, saved.updatedAt);
    }
    return respond(read.row.text, false, read.row.generatedAt);
  });
}
