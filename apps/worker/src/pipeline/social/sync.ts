import { MISSING_TOKEN_KEY_MESSAGE, parseTokenKey, TokenCipher } from "@memory/auth";
import {
  addIntegrationErrorsOnce,
  type Category,
  type ContentKind,
  claimSocialSync,
  contentHash,
  countIntegrationMemories,
  deterministicId,
  finishSocialSync,
  getSocialConnection,
  type MemoryMetadata,
  markSocialItems,
  recordSocialProgress,
  type SocialConnectionRow,
  type SourceCursor,
  seenSocialItems,
} from "@memory/db";
import { JOBS, type JobPayload, UnrecoverableError, unscheduleSocialSync } from "@memory/jobs";
import { containsSecret, type ExtractedFact } from "@memory/models";
import { DelayedError, type Job } from "bullmq";
import type { WorkerServices } from "../../services.ts";
import { ImportCancelled, logImport } from "../import-lifecycle.ts";
import { storeMemories } from "../store-memories.ts";
import { userFacingError } from "../user-facing-error.ts";
import { createConnector } from "./connectors.ts";
import { PlatformAuthError, type PlatformClient, PlatformForbiddenError, RateLimitedUntil } from "./http.ts";
import type { Account, SocialItem, Source } from "./types.ts";

export interface SyncSummary {
  outcome: "synced" | "not_claimed" | "disconnected";
  newItems: number;
  skipped: number;
  memories: number;
  requests: number;
}

/** A sync that stopped reporting for this long is taken over by the next one (its worker died). */
const STALE_SYNC_MS = 10 * 60_000;

/** A sync's counters and the cursor of each listing, saved with every progress report. */
interface SyncState {
  cursors: Record<string, SourceCursor>;
  totalItems: number;
  skippedItems: number;
  newItems: number;
  skipped: number;
}

/** What one sync's steps share: the claimed connection, its state, and its platform client once built. */
interface SyncRun {
  services: WorkerServices;
  conn: SocialConnectionRow;
  id: string;
  /** The stored token, encrypted. */
  ciphertext: string;
  state: SyncState;
  http?: PlatformClient;
}

/**
 * One sync of a social connection: authentication (who the token belongs to), then for each
 * listing of the requested content kinds: discovery (fetch a page), extraction (turn its new items
 * into memories through the shared pipeline), and finally processing (counters, cursors, status).
 * Cursors are saved after every page: a retried or delayed job resumes at the page it stopped on,
 * and items already handled (recorded per connection) are never handled twice.
 */
export async function syncSocialConnection(
  services: WorkerServices,
  payload: JobPayload<"import.social">,
  ctx: { job: Job; finalAttempt: boolean },
): Promise<SyncSummary> {
  const { db } = services;
  const id = payload.integrationId;
  const none: SyncSummary = { outcome: "not_claimed", newItems: 0, skipped: 0, memories: 0, requests: 0 };
  const existing = await getSocialConnection(db.orm, id);
  if (!existing || existing.userId !== payload.userId || existing.status === "disconnected") {
    // A schedule that outlived its connection (the user was deleted) is removed, not run forever.
    await unscheduleSocialSync(services.jobs, id);
    return none;
  }
  const conn = await claimSocialSync(db.orm, id, String(ctx.job.id), new Date(Date.now() - STALE_SYNC_MS));
  if (!conn?.tokenCiphertext) return none;
  const run: SyncRun = {
    services,
    conn,
    id,
    ciphertext: conn.tokenCiphertext,
    state: {
      cursors: { ...conn.cursors } as Record<string, SourceCursor>,
      totalItems: conn.totalItems,
      skippedItems: conn.skippedItems,
      newItems: 0,
      skipped: 0,
    },
  };
  try {
    return await runSync(run);
  } catch (error) {
    return await syncFailed(run, ctx, error);
  }
}

/** This sync in the import lifecycle's terms (its log lines). */
const lifecycleOf = (run: SyncRun) => ({ services: run.services, integrationId: run.id });

/** When the next automatic sync is due, or null without auto-sync. */
const nextSyncOf = (run: SyncRun) =>
  run.conn.autoSync ? new Date(Date.now() + run.services.env.SOCIAL_SYNC_INTERVAL_MS) : null;

/** The platform token, decrypted with SOCIAL_TOKEN_KEY. */
function openToken(run: SyncRun): string {
  const { env, logger } = run.services;
  const key = env.SOCIAL_TOKEN_KEY ? parseTokenKey(env.SOCIAL_TOKEN_KEY) : null;
  if (!key) {
    logger.error({ integrationId: run.id }, MISSING_TOKEN_KEY_MESSAGE);
    throw new Error(MISSING_TOKEN_KEY_MESSAGE);
  }
  try {
    return new TokenCipher(key).decrypt(run.ciphertext, run.id);
  } catch {
    throw new PlatformAuthError(
      "The stored token cannot be decrypted with this SOCIAL_TOKEN_KEY (the key changed?). Connect the account again.",
    );
  }
}

/** Saves the sync's state and progress; throws ImportCancelled when the connection was disconnected meanwhile. */
async function reportSync(run: SyncRun, step: string, percentage: number, account?: Account) {
  const { db } = run.services;
  const { state } = run;
  await recordSocialProgress(db.orm, run.id, {
    step,
    percentage,
    cursors: state.cursors,
    totalItems: state.totalItems,
    skippedItems: state.skippedItems,
    importedMemories: await countIntegrationMemories(db.orm, run.conn.userId, run.id),
    ...(account ? { account } : {}),
  });
  // A disconnect during the sync (its cancellation) stops it at this boundary.
  if ((await getSocialConnection(db.orm, run.id))?.status === "disconnected") throw new ImportCancelled();
}

/** Authentication, each listing of the requested kinds, then the counters and the connection's status. */
async function runSync(run: SyncRun): Promise<SyncSummary> {
  const { services, conn, id, state } = run;
  const { db, env } = services;
  const self = lifecycleOf(run);
  const built = createConnector(conn.platform, openToken(run), env, (ms, why) => {
    void logImport(
      self,
      "discovery",
      `Waiting ${Math.ceil(ms / 1000)} s for the platform's ${why} to reset.`,
      "info",
    ).catch(() => undefined);
  });
  const connector = built.connector;
  run.http = built.http;
  const account = await connector.me();
  await reportSync(run, "discovery", 10, account);
  const kinds = conn.settings.kinds;
  for (const kind of kinds) {
    const reason = connector.unavailable[kind];
    if (reason) await logImport(self, "discovery", reason, "warning");
  }
  const sources = kinds.flatMap((kind) => connector.sources(account, kind));
  for (const [index, source] of sources.entries()) {
    const share = 80 / sources.length;
    await syncSource(services, conn, source, state, (page) => reportSync(run, page, 10 + share * index));
    await reportSync(run, "discovery", 10 + share * (index + 1));
  }
  const memories = await countIntegrationMemories(db.orm, conn.userId, id);
  await recordSocialProgress(db.orm, id, {
    step: "processing",
    percentage: 95,
    importedMemories: memories,
  });
  await finishSocialSync(db.orm, id, { status: "connected", nextSync: nextSyncOf(run) });
  return {
    outcome: "synced",
    newItems: state.newItems,
    skipped: state.skipped,
    memories,
    requests: run.http?.requests ?? 0,
  };
}

/**
 * How a sync that threw ends: a disconnect stops it; a rate limit delays the job to the reset; a
 * rejected token or the last attempt ends it in `error`; anything else is retried by BullMQ.
 */
async function syncFailed(
  run: SyncRun,
  ctx: { job: Job; finalAttempt: boolean },
  error: unknown,
): Promise<SyncSummary> {
  const { services, id, state } = run;
  const self = lifecycleOf(run);
  if (error instanceof ImportCancelled) {
    return {
      outcome: "disconnected",
      newItems: state.newItems,
      skipped: state.skipped,
      memories: 0,
      requests: run.http?.requests ?? 0,
    };
  }
  if (error instanceof RateLimitedUntil && ctx.job.token) {
    // The cursors are saved: the same job comes back after the reset and resumes the page.
    await logImport(self, "discovery", error.message, "info");
    await ctx.job.moveToDelayed(error.resetAt.getTime() + 1000, ctx.job.token);
    throw new DelayedError();
  }
  const message = userFacingError(error, services.logger, { integrationId: id });
  if (error instanceof PlatformAuthError || ctx.finalAttempt) {
    await endSyncInError(run, ctx, message, error instanceof PlatformAuthError);
    throw new UnrecoverableError(message);
  }
  // BullMQ retries the job (exponential backoff); the status says so, or the sync looks stuck.
  const attempt = ctx.job.attemptsMade + 1;
  const retryMs = JOBS["import.social"].backoff.delay * 2 ** (attempt - 1);
  await logImport(
    self,
    "discovery",
    `Attempt ${attempt} of ${ctx.job.opts.attempts ?? 1} failed: ${message.replace(/[.\s]*$/, "")}. The sync resumes from its saved page in about ${Math.round(retryMs / 1000)} s.`,
    "warning",
  );
  throw error;
}

/** Records the error and ends the sync in `error`; a rejected token (`auth`) is forgotten and its schedule removed. */
async function endSyncInError(
  run: SyncRun,
  ctx: { job: Job },
  message: string,
  auth: boolean,
): Promise<void> {
  const { services, id } = run;
  const { db } = services;
  await addIntegrationErrorsOnce(db.orm, id, [
    {
      id: deterministicId("social-error", id, String(ctx.job.id), auth ? "auth" : "sync"),
      code: auth ? "PLATFORM_AUTH_ERROR" : "SYNC_FAILED",
      message,
    },
  ]);
  // A rejected token is forgotten and its schedule removed: nothing retries it.
  await finishSocialSync(db.orm, id, {
    status: "error",
    lastError: message,
    nextSync: auth ? null : nextSyncOf(run),
    forgetToken: auth,
  });
  if (auth) await unscheduleSocialSync(services.jobs, id);
}

/**
 * One listing, page by page from its saved cursor: each page's new items become memories, and the
 * cursor is saved after each page. An ordered listing stops at the newest item of the last sync.
 */
async function syncSource(
  services: WorkerServices,
  conn: SocialConnectionRow,
  source: Source,
  state: SyncState,
  save: (step: string) => Promise<void>,
) {
  const cursor = state.cursors[source.name] ?? {};
  const start = new Date(conn.settings.dateRange.start);
  const floor =
    source.ordered && cursor.newest && new Date(cursor.newest) > start ? new Date(cursor.newest) : start;
  let page = cursor.run?.page;
  let newest = cursor.run?.newest;
  let unreadable = 0;
  for (;;) {
    const result = await fetchPage(services, conn.integrationId, source, { page, since: floor });
    if (!result) break;
    unreadable += result.unreadable;
    let reachedFloor = false;
    const fresh: SocialItem[] = [];
    for (const item of result.items) {
      if (source.ordered && item.createdAt && item.createdAt < floor) {
        reachedFloor = true;
        break;
      }
      fresh.push(item);
    }
    await save("extraction");
    newest = await storePage(services, conn, source, { fresh, state, newest });
    // A platform that answers the same next-page cursor again would loop the sync for ever.
    if (reachedFloor || !result.next || result.next === page) break;
    page = result.next;
    state.cursors[source.name] = { ...cursor, run: { page, ...(newest ? { newest } : {}) } };
    await save("discovery");
  }
  if (unreadable > 0) {
    // SOCIAL_BODIES_ARE_CHECKED: a malformed item is skipped, never the page; the log says how many.
    const what = unreadable === 1 ? "1 item" : `${unreadable} items`;
    await logImport(
      { services, integrationId: conn.integrationId },
      "discovery",
      `Skipped ${what} of the ${source.name} listing: the platform sent ${unreadable === 1 ? "it" : "them"} without a usable id or content.`,
      "warning",
    );
  }
  const high = [cursor.newest, newest]
    .filter((v): v is string => Boolean(v))
    .sort()
    .at(-1);
  state.cursors[source.name] = source.ordered && high ? { newest: high } : {};
}

/** One page of a listing; null when the token lacks the listing's permission (recorded as SCOPE_MISSING). */
async function fetchPage(
  services: WorkerServices,
  id: string,
  source: Source,
  request: Parameters<Source["fetch"]>[0],
): Promise<Awaited<ReturnType<Source["fetch"]>> | null> {
  try {
    return await source.fetch(request);
  } catch (error) {
    if (!(error instanceof PlatformForbiddenError)) throw error;
    // A missing permission skips this listing only; the rest of the sync goes on.
    await addIntegrationErrorsOnce(services.db.orm, id, [
      {
        id: deterministicId("social-scope", id, source.name),
        code: "SCOPE_MISSING",
        message: `${error.message}. ${source.kind} from ${source.name} need the permission ${source.permission}.`,
      },
    ]);
    return null;
  }
}

/**
 * Stores the items of a page not handled before (an item outside the date range is handled with no
 * memory), counts them and records them as handled. Answers the newest item time seen so far.
 */
async function storePage(
  services: WorkerServices,
  conn: SocialConnectionRow,
  source: Source,
  page: { fresh: SocialItem[]; state: SyncState; newest: string | undefined },
): Promise<string | undefined> {
  const { db } = services;
  const id = conn.integrationId;
  const { fresh, state } = page;
  let newest = page.newest;
  const start = new Date(conn.settings.dateRange.start);
  const end = conn.settings.dateRange.end ? new Date(conn.settings.dateRange.end) : null;
  const seen = await seenSocialItems(
    db.orm,
    id,
    source.name,
    fresh.map((i) => i.id),
  );
  const handled: { itemId: string; memories: number }[] = [];
  const todo = fresh.filter((item) => !seen.has(item.id));
  const prepared = await Promise.all(
    todo.map(async (item) => {
      const outside = Boolean(item.createdAt && (item.createdAt < start || (end && item.createdAt > end)));
      return { item, facts: outside ? [] : await factsOf(services, conn, source, item), stored: 0 };
    }),
  );
  // Items whose facts share a content hash or a slot are stored one after the other (so the
  // shared pipeline's dedupe and supersede see each other); the others in parallel.
  await runLimited(lanes(prepared), STORE_CONCURRENCY, async (lane) => {
    for (const p of lane)
      p.stored = p.facts.length > 0 ? await storeItem(services, conn, source, p.item, p.facts) : 0;
  });
  for (const { item, stored } of prepared) {
    if (stored === 0) {
      state.skippedItems += 1;
      state.skipped += 1;
    }
    state.totalItems += 1;
    state.newItems += 1;
    handled.push({ itemId: item.id, memories: stored });
    if (item.createdAt && (!newest || item.createdAt.toISOString() > newest))
      newest = item.createdAt.toISOString();
  }
  await markSocialItems(db.orm, id, source.name, handled);
  return newest;
}

/** How many lanes of items are stored at once within a page. */
const STORE_CONCURRENCY = 4;

/** The facts of an item: extracted from the user's own text, or the item's statement; category from the map. */
async function factsOf(
  services: WorkerServices,
  conn: SocialConnectionRow,
  source: Source,
  item: SocialItem,
): Promise<ExtractedFact[]> {
  let facts: ExtractedFact[];
  if (item.ownText?.trim()) {
    facts = await services.models.extract({
      messages: [{ role: "user", content: item.ownText }],
      ...(item.createdAt ? { timestamp: item.createdAt.toISOString() } : {}),
    });
  } else if (item.statement) {
    const s = item.statement;
    facts = [
      {
        content: s.content,
        category: s.category,
        categories: [s.category],
        memoryType: "semantic",
        importance: 0.4,
        messageIndices: [0],
        ...(s.slot ? { slot: s.slot } : {}),
      },
    ];
  } else {
    return [];
  }
  const category = conn.settings.categories[source.kind as ContentKind] as Category | undefined;
  return facts
    .filter((f) => !containsSecret(f.content))
    .map((f) => (category ? { ...f, category, categories: [category] } : f));
}

/** Groups items that share a fact's content hash or slot (union-find); each group keeps its order. */
export function lanes<T extends { facts: ExtractedFact[] }>(items: T[]): T[][] {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  const owner = new Map<string, number>();
  for (const [i, item] of items.entries()) {
    for (const f of item.facts) {
      for (const k of [`h:${contentHash(f.content)}`, ...(f.slot ? [`s:${f.slot}`] : [])]) {
        const j = owner.get(k);
        if (j === undefined) owner.set(k, i);
        else parent[find(i)] = find(j);
      }
    }
  }
  const groups = new Map<number, T[]>();
  for (const [i, item] of items.entries()) {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), item]);
  }
  return [...groups.values()];
}

async function runLimited<T>(tasks: T[], limit: number, run: (task: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task !== undefined) await run(task);
    }
  });
  await Promise.all(workers);
}

/** Stores an item's facts through the shared pipeline; answers how many memories it wrote (new or newer versions). */
async function storeItem(
  services: WorkerServices,
  conn: SocialConnectionRow,
  source: Source,
  item: SocialItem,
  facts: ExtractedFact[],
): Promise<number> {
  const metadata: MemoryMetadata = {
    platform: conn.platform,
    integration_id: conn.integrationId,
    source_url: item.url,
    item_id: item.id,
    content_kind: source.kind,
    social_source: source.name,
    ...(item.createdAt ? { timestamp: item.createdAt.toISOString() } : {}),
  };
  const outcome = await storeMemories(services, {
    // The same (integration, listing, item) always writes the same memory ids.
    storeId: deterministicId("social", conn.integrationId, source.name, item.id),
    userId: conn.userId,
    source: "social_import",
    metadata,
    messages: [{ role: "user", content: item.ownText ?? item.statement?.content ?? "" }],
    facts,
  });
  return outcome.stored.length;
}
