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
  jobResult,
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
  ImportCancelled,
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

/** One restore's running state: the batch being filled, the error entries, how far it read. */
class RestoreRun {
  readonly services: WorkerServices;
  readonly payload: MemoryImportPayload;
  readonly totalBytes: number;
  readonly summary: MemoryImportSummary;
  readonly mayWriteProfile: boolean;
  bytesRead = 0;
  lastLine = 0;
  private pending: { line: number; memory: ExportMemory }[] = [];
  private pendingBytes = 0;
  private errors: { id: string; code: string; message: string; itemId: string }[] = [];
  private entries = 0;

  constructor(services: WorkerServices, payload: MemoryImportPayload, totalBytes: number) {
    this.services = services;
    this.payload = payload;
    this.totalBytes = totalBytes;
    this.summary = {
      integrationId: payload.integrationId,
      status: "completed",
      lines: 0,
      memoriesCreated: 0,
      duplicates: 0,
      parseErrors: 0,
      skipped: 0,
    };
    this.mayWriteProfile = payload.scopes?.includes("profile:write") ?? false;
  }

  /** Records an error entry for one line (counted always, recorded up to MAX_ERROR_ENTRIES). */
  readonly lineError: LineError = (line, code, message) => {
    if (code === "PARSE_ERROR") this.summary.parseErrors += 1;
    else this.summary.skipped += 1;
    this.entries += 1;
    if (this.entries > MAX_ERROR_ENTRIES) return;
    const id = deterministicId(this.payload.integrationId, "line", line);
    this.errors.push({ id, code, message, itemId: String(line) });
  };

  /** Queues a memory line; a full batch (count or bytes) is stored at once. */
  async add(line: number, memory: ExportMemory, bytes: number) {
    this.pending.push({ line, memory });
    this.pendingBytes += bytes;
    const full =
      this.pending.length >= BATCH || this.pendingBytes >= this.services.env.MEMORY_IMPORT_BATCH_BYTES;
    if (full) await this.flush();
  }

  /** Stores the pending batch, records the error entries and the progress; throws ImportCancelled when cancelled. */
  async flush() {
    const { db } = this.services;
    const id = this.payload.integrationId;
    if (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      this.pendingBytes = 0;
      await storeBatch(this.services, this.payload.userId, batch, this.summary, this.lineError);
    }
    if (this.errors.length > 0) {
      // In line order: the batch's refused memories come after the parse errors read meanwhile.
      this.errors.sort((a, b) => Number(a.itemId) - Number(b.itemId));
      await addIntegrationErrorsOnce(db.orm, id, this.errors.splice(0));
    }
    const read = this.totalBytes > 0 ? Math.min(1, this.bytesRead / this.totalBytes) : 1;
    const status = await recordImportProgress(db.orm, id, {
      percentage: Math.min(99, 5 + 95 * read),
      step: "memory_creation",
      itemsProcessed: this.lastLine,
      itemsTotal: this.lastLine,
      memoriesCreated: this.summary.memoriesCreated,
      result: resultOf(this.summary),
    });
    if (status !== "processing" && status !== "pending") throw new ImportCancelled();
  }
}

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
  // A restore is not announced on the events stream (it never was: its memories are the user's own).
  const job: ImportJob = {
    services,
    integrationId: id,
    userId: payload.userId,
    discard: () => deleteFileUpload(db.orm, id),
    announce: false,
  };
  const claimed = await claimImport(job);
  const upload = claimed ? await getFileUpload(db.orm, id) : undefined;
  const run = new RestoreRun(services, payload, upload?.sizeBytes ?? 0);
  if (!claimed) return { ...run.summary, status: "skipped" };
  try {
    if (!upload)
      throw new UnrecoverableError(
        "the uploaded export is gone (already processed or deleted): send it again",
      );
    return await restore(run, job);
  } catch (error) {
    if (error instanceof ImportCancelled) {
      await stopCancelled(job, "restored memories are kept");
      return { ...run.summary, status: "cancelled" };
    }
    const bad = error instanceof BadHeader;
    if (bad || error instanceof UnrecoverableError || attempt.finalAttempt) {
      await failImport(job, {
        code: bad ? "INVALID_FORMAT" : "PROCESSING_ERROR",
        message: bad
          ? `Not a memory export this service reads: ${error.message}`
          : `Import failed: ${userFacingError(error, services.logger, { integrationId: id })}`,
        deleted: "the file",
        result: resultOf(run.summary),
      });
    }
    if (bad) return { ...run.summary, status: "failed" };
    throw error;
  }
}

/** Reads the export line by line, stores it batch by batch, and completes the import. */
async function restore(run: RestoreRun, job: ImportJob): Promise<MemoryImportSummary> {
  const { services, payload, summary } = run;
  const id = payload.integrationId;
  const log = (step: string, message: string, level: "info" | "warning" | "error" = "info") =>
    logImport(job, step, message, level);
  await recordImportProgress(services.db.orm, id, { percentage: 5, step: "parsing" });
  await log("parsing", `Reading the export (${run.totalBytes} bytes).`);
  const parts = (async function* () {
    for await (const part of fileUploadParts(services.db.orm, id)) {
      run.bytesRead += part.length;
      yield part;
    }
  })();
  let sawHeader = false;
  for await (const { number, text } of readLines(parts)) {
    run.lastLine = number;
    summary.lines = number;
    if (!sawHeader) {
      const problem = text === null ? "the first line is too long to be a header" : headerProblem(text);
      if (problem) throw new BadHeader(problem);
      sawHeader = true;
      await log("parsing", "Header accepted: memory-service-export version 1.");
      continue;
    }
    const outcome = readExportLine(number, text, run.mayWriteProfile);
    if (outcome.kind === "error") run.lineError(number, outcome.code, outcome.message);
    if (outcome.kind !== "line") continue;
    const { line } = outcome;
    if (line.type === "memory") await run.add(number, line, outcome.bytes);
    else if (line.type === "privacy" || line.type === "bio")
      await applySettings(services, payload.userId, line, log);
  }
  if (!sawHeader) throw new BadHeader("the file is empty: a memory export starts with a header line");
  await run.flush();
  const finished = await finishImport(job, {
    itemsProcessed: run.lastLine,
    itemsTotal: run.lastLine,
    memoriesCreated: summary.memoriesCreated,
    result: resultOf(summary),
  });
  if (!finished) throw new ImportCancelled();
  await log(
    "completed",
    `Import completed: ${summary.memoriesCreated} memories restored, ${summary.duplicates} already present, ${summary.parseErrors} line(s) with errors, ${summary.skipped} line(s) not applied; the file was deleted.`,
  );
  return summary;
}

function resultOf(s: MemoryImportSummary) {
  return jobResult("import.memories", {
    lines_read: s.lines,
    memories_restored: s.memoriesCreated,
    duplicates_skipped: s.duplicates,
    parse_errors: s.parseErrors,
    lines_skipped: s.skipped,
  });
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
