import {
  addIntegrationErrorsOnce,
  deleteFileUpload,
  deterministicId,
  fileUploadParts,
  getFileUpload,
  getProfileSettings,
  lockUserMemories,
  type RestoredMemory,
  recordImportProgress,
  refusedValueReason,
  updateProfileSettings,
  writeRestoredMemories,
} from "@memory/db";
import {
  type ExportBio,
  type ExportMemory,
  type ExportPrivacy,
  headerProblem,
  type JobPayload,
  type MemoryCreatedEvent,
  publishEvents,
  readLines,
  UnrecoverableError,
} from "@memory/jobs";
import type { WorkerServices } from "../../services.ts";
import {
  claimImport,
  failImport,
  finishImport,
  type ImportJob,
  logImport,
  stopCancelled,
} from "../import-lifecycle.ts";
import { categoriesOf, indexMemories } from "../index-memories.ts";
import { userFacingError } from "../user-facing-error.ts";
import { type LineErrorCode, readExportLine } from "./export-line.ts";

export type MemoryImportPayload = JobPayload<"import.memories">;

/**
 * Memories written, embedded and indexed together (one transaction, one embedding call), or fewer
 * once their lines reach MEMORY_IMPORT_BATCH_BYTES (one Qdrant upsert carries their metadata).
 */
const BATCH = 200;
/** At most this many error entries (PARSE_ERROR, FORBIDDEN, PROCESSING_ERROR) are recorded; the counts go on. */
const MAX_ERROR_ENTRIES = 1000;
/** Records an error entry for one line of the file (item_id = its line number). */
type LineError = (line: number, code: LineErrorCode, message: string) => void;

export interface MemoryImportSummary {
  integrationId: string;
  status: "completed" | "cancelled" | "skipped" | "failed";
  lines: number;
  memoriesCreated: number;
  duplicates: number;
  parseErrors: number;
  /** Valid lines not applied: settings without `profile:write`, memories the database refused. */
  skipped: number;
}

class BadHeader extends Error {}

/**
 * Restores a memory export from its staged bytes, line by line (one line in memory at a time):
 * the header must be this reader's format and major version (else the import fails and nothing is
 * written); each memory line is validated, and written with its history under an id derived from
 * the export's id and the target user, skipped when the user already has the same content; each
 * batch is embedded with this deployment's model and indexed. Bad lines become PARSE_ERROR entries
 * (item_id = line number) and the rest goes on. Privacy settings are applied; a manual bio is
 * applied only when the account has none. The staged file is deleted when the job ends.
 */
export async function importMemories(
  services: WorkerServices,
  payload: MemoryImportPayload,
  attempt: { finalAttempt: boolean },
): Promise<MemoryImportSummary> {
  const { db } = services;
  const id = payload.integrationId;
  const summary: MemoryImportSummary = {
    integrationId: id,
    status: "completed",
    lines: 0,
    memoriesCreated: 0,
    duplicates: 0,
    parseErrors: 0,
    skipped: 0,
  };
  const mayWriteProfile = payload.scopes?.includes("profile:write") ?? false;
  // A restore is not announced on the events stream (it never was: its memories are the user's own).
  const job: ImportJob = {
    services,
    integrationId: id,
    userId: payload.userId,
    discard: () => deleteFileUpload(db.orm, id),
    announce: false,
  };
  if (!(await claimImport(job))) return { ...summary, status: "skipped" };
  const log = (step: string, message: string, level: "info" | "warning" | "error" = "info") =>
    logImport(job, step, message, level);
  const upload = await getFileUpload(db.orm, id);
  const totalBytes = upload?.sizeBytes ?? 0;
  try {
    if (!upload)
      throw new UnrecoverableError(
        "the uploaded export is gone (already processed or deleted): send it again",
      );
    await recordImportProgress(db.orm, id, { percentage: 5, step: "parsing" });
    await log("parsing", `Reading the export (${totalBytes} bytes).`);
    let bytesRead = 0;
    const parts = (async function* () {
      for await (const part of fileUploadParts(db.orm, id)) {
        bytesRead += part.length;
        yield part;
      }
    })();
    let pending: { line: number; memory: ExportMemory }[] = [];
    let pendingBytes = 0;
    let lastLine = 0;
    const errors: { id: string; code: string; message: string; itemId: string }[] = [];
    let entries = 0;
    const lineError: LineError = (line, code, message) => {
      if (code === "PARSE_ERROR") summary.parseErrors += 1;
      else summary.skipped += 1;
      entries += 1;
      if (entries > MAX_ERROR_ENTRIES) return;
      errors.push({ id: deterministicId(id, "line", line), code, message, itemId: String(line) });
    };
    const flush = async () => {
      if (pending.length > 0) {
        const batch = pending;
        pending = [];
        pendingBytes = 0;
        await storeBatch(services, payload.userId, batch, summary, lineError);
      }
      if (errors.length > 0) {
        // In line order: the batch's refused memories come after the parse errors read meanwhile.
        errors.sort((a, b) => Number(a.itemId) - Number(b.itemId));
        await addIntegrationErrorsOnce(db.orm, id, errors.splice(0));
      }
      const percentage = 5 + 95 * (totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 1);
      const status = await recordImportProgress(db.orm, id, {
        percentage: Math.min(99, percentage),
        step: "memory_creation",
        itemsProcessed: lastLine,
        itemsTotal: lastLine,
        memoriesCreated: summary.memoriesCreated,
        result: resultOf(summary),
      });
      return status === "processing" || status === "pending";
    };

    let sawHeader = false;
    for await (const { number, text } of readLines(parts)) {
      lastLine = number;
      summary.lines = number;
      if (!sawHeader) {
        const problem = text === null ? "the first line is too long to be a header" : headerProblem(text);
        if (problem) throw new BadHeader(problem);
        sawHeader = true;
        await log("parsing", "Header accepted: memory-service-export version 1.");
        continue;
      }
      const outcome = readExportLine(number, text, mayWriteProfile);
      if (outcome.kind === "error") lineError(number, outcome.code, outcome.message);
      if (outcome.kind !== "line") continue;
      const { line } = outcome;
      if (line.type === "memory") {
        pending.push({ line: number, memory: line });
        pendingBytes += outcome.bytes;
        const full = pending.length >= BATCH || pendingBytes >= services.env.MEMORY_IMPORT_BATCH_BYTES;
        if (full && !(await flush())) return await stopped();
      } else if (line.type === "privacy" || line.type === "bio") {
        await applySettings(services, payload.userId, line, log);
      }
    }
    if (!sawHeader) throw new BadHeader("the file is empty: a memory export starts with a header line");
    if (!(await flush())) return await stopped();
    const finished = await finishImport(job, {
      itemsProcessed: lastLine,
      itemsTotal: lastLine,
      memoriesCreated: summary.memoriesCreated,
      result: resultOf(summary),
    });
    if (!finished) return await stopped();
    await log(
      "completed",
      `Import completed: ${summary.memoriesCreated} memories restored, ${summary.duplicates} already present, ${summary.parseErrors} line(s) with errors, ${summary.skipped} line(s) not applied; the file was deleted.`,
    );
    return summary;
  } catch (error) {
    const bad = error instanceof BadHeader;
    if (bad || error instanceof UnrecoverableError || attempt.finalAttempt) {
      await failImport(job, {
        code: bad ? "INVALID_FORMAT" : "PROCESSING_ERROR",
        message: bad
          ? `Not a memory export this service reads: ${error.message}`
          : `Import failed: ${userFacingError(error, services.logger, { integrationId: id })}`,
        deleted: "the file",
        result: resultOf(summary),
      });
    }
    if (bad) return { ...summary, status: "failed" };
    throw error;
  }

  async function stopped(): Promise<MemoryImportSummary> {
    await stopCancelled(job, "restored memories are kept");
    return { ...summary, status: "cancelled" };
  }
}

function resultOf(s: MemoryImportSummary) {
  return {
    lines_read: s.lines,
    memories_restored: s.memoriesCreated,
    duplicates_skipped: s.duplicates,
    parse_errors: s.parseErrors,
    lines_skipped: s.skipped,
  };
}

/** The `privacy` line overwrites the settings; the `bio` line becomes the manual bio only when the account has none. */
async function applySettings(
  services: WorkerServices,
  userId: string,
  line: ExportPrivacy | ExportBio,
  log: (step: string, message: string, level: "warning") => Promise<unknown>,
) {
  const db = services.db.orm;
  if (line.type === "privacy") {
    await updateProfileSettings(db, userId, {
      bioPublic: line.bio_public,
      categoriesPublic: line.categories_public,
      insightsEnabled: line.insights_enabled,
      traitAnalysisEnabled: line.trait_analysis_enabled,
      includePrivateInBio: line.include_private_in_bio,
      bioExcludedCategories: line.bio_excluded_categories,
    });
    return;
  }
  const current = await getProfileSettings(db, userId);
  if (!current.bioIsManual) {
    await updateProfileSettings(db, userId, {
      bioIsManual: true,
      manualBio: line.bio,
      manualFormat: line.format ?? null,
      manualStyle: line.style ?? null,
    });
  } else if (current.manualBio !== line.bio) {
    await log(
      "memory_creation",
      "The account has its own manual bio: the exported one was not applied.",
      "warning",
    );
  }
}

/** The memory a `memory` line restores, under the target's id: the same export into the same account gives the same rows and points. */
function restoredOf(userId: string, m: ExportMemory): RestoredMemory {
  return {
    id: deterministicId(userId, "memory-export", m.id),
    content: m.content,
    category: m.category,
    memoryType: m.memory_type,
    importance: m.importance,
    metadata: m.metadata,
    slot: m.slot ?? null,
    searchContext: m.search_context ?? "",
    version: Math.max(m.version, ...m.versions.map((v) => v.version + 1)),
    createdAt: new Date(m.created_at),
    updatedAt: new Date(m.updated_at),
    versions: m.versions.map((v) => ({
      id: deterministicId(userId, "memory-export", m.id, "version", v.version),
      version: v.version,
      content: v.content,
      category: v.category,
      memoryType: v.memory_type,
      importance: v.importance,
      metadata: v.metadata,
      reason: v.reason,
      createdAt: new Date(v.replaced_at),
    })),
  };
}

type Written = Awaited<ReturnType<typeof writeRestoredMemories>>;

/** One transaction under the user's lock. */
function writeUnderLock(services: WorkerServices, userId: string, items: RestoredMemory[]): Promise<Written> {
  return services.db.orm.transaction(async (tx) => {
    await lockUserMemories(tx, userId);
    return writeRestoredMemories(tx, userId, items);
  });
}

/**
 * Writes a batch in one transaction; when PostgreSQL refuses a value of it (a date out of range…),
 * writes its memories one by one instead, and each refused one becomes a PROCESSING_ERROR entry
 * with its line number: one bad line never costs the others. Other failures (the database
 * unreachable) are thrown for the job to retry.
 */
async function writeKeepingGood(
  services: WorkerServices,
  userId: string,
  batch: { line: number; memory: ExportMemory }[],
  lineError: LineError,
): Promise<Written> {
  const items = batch.map(({ memory }) => restoredOf(userId, memory));
  try {
    return await writeUnderLock(services, userId, items);
  } catch (error) {
    if (!refusedValueReason(error)) throw error;
  }
  const written: Written = { toIndex: [], duplicates: 0 };
  for (const [i, item] of items.entries()) {
    const line = batch[i]?.line ?? 0;
    try {
      const one = await writeUnderLock(services, userId, [item]);
      written.toIndex.push(...one.toIndex);
      written.duplicates += one.duplicates;
    } catch (error) {
      const reason = refusedValueReason(error);
      if (!reason) throw error;
      lineError(
        line,
        "PROCESSING_ERROR",
        `line ${line}: this memory could not be stored (${reason}); it was skipped`,
      );
    }
  }
  return written;
}

/** Writes one batch (keeping its good memories), then embeds and indexes what it wrote. */
async function storeBatch(
  services: WorkerServices,
  userId: string,
  batch: { line: number; memory: ExportMemory }[],
  summary: MemoryImportSummary,
  lineError: LineError,
) {
  const { toIndex, duplicates } = await writeKeepingGood(services, userId, batch, lineError);
  summary.duplicates += duplicates;
  if (toIndex.length === 0) return;
  await indexMemories(
    services,
    toIndex.map((row) => ({ row, categories: categoriesOf(row) })),
  );
  summary.memoriesCreated += toIndex.length;
  const at = new Date().toISOString();
  const events: MemoryCreatedEvent[] = toIndex.map((row) => ({
    event: "memory.created",
    data: { memory_id: row.id, user_id: userId, categories: categoriesOf(row) },
    timestamp: at,
  }));
  await publishEvents(services.redis, services.env.QUEUE_PREFIX, events);
}
