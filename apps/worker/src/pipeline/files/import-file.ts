import { detectChatExport } from "@memory/chat-exports";
import {
  addIntegrationErrorsOnce,
  CATEGORIES,
  type Category,
  deleteFileUpload,
  deterministicId,
  getFileUpload,
  type ImportCheckpoint,
  readFileUpload,
} from "@memory/db";
import { jobResult, readJobResult, UnrecoverableError } from "@memory/jobs";
import { containsSecret, type ExtractedFact } from "@memory/models";
import type { WorkerServices } from "../../services.ts";
import {
  claimImport,
  failImport,
  finishImport,
  ImportCancelled,
  type ImportJob,
  stopCancelled,
} from "../import-lifecycle.ts";
import { storeMemories } from "../store-memories.ts";
import { publishCreated } from "../store-outcome.ts";
import { userFacingError } from "../user-facing-error.ts";
import { importChatExportFile } from "./chat-export.ts";
import { type Chunk, chunkBlocks } from "./chunk.ts";
import { classifyFile } from "./detect.ts";
import { chunkFacts, type DraftFact, SummaryBuilder } from "./facts.ts";
import { fileLimits } from "./limits.ts";
import { PageOcr } from "./ocr.ts";
import { parseDocument } from "./parse.ts";
import { FileProgress } from "./progress.ts";
import {
  type FileImportPayload,
  type FileImportSummary,
  FileRejected,
  type ParsedDocument,
} from "./types.ts";

/** Chunks whose memories are stored together (one storeMemories call, one checkpoint). */
const BATCH_CHUNKS = 20;
/** Category of document memories when no `category` is given and auto-categorisation is off. */
export const UNCATEGORIZED_DOCUMENT: Category = "learning";

/** What the steps of one file import share. */
interface FileRun {
  job: ImportJob;
  services: WorkerServices;
  payload: FileImportPayload;
  progress: FileProgress;
  checkpoint: { batchesDone: number; memoriesCreated: number };
  /** Categories of the memories stored so far (with an earlier attempt's, from the row). */
  categories: Set<Category>;
  /** How far it got: what a cancelled or completed import reports. */
  counts: { memoriesCreated: number; chunks: number; pages: number };
  /** The store being written, undone if the job fails for good. */
  storeId: string | undefined;
}

/** The file's statistics in `result` (the status view's processing_stats). */
type FileStats = ReturnType<typeof fileStats>;

/**
 * Runs a file import from its staged bytes, in the spec's four steps: upload (done by the API),
 * parsing (classify the bytes, then the parser of their kind, page by page for PDFs with OCR of
 * pages without text), chunking (sentence and heading boundaries) and memory_creation (facts per
 * extract mode, through the shared memory pipeline in batches with a checkpoint after each). The
 * staged bytes are deleted when it ends in any way; claim, cancel, finish and failure follow the
 * import lifecycle (import-lifecycle.ts).
 *
 * A file that cannot be used (wrong type, encrypted, damaged, empty, no text) fails at once with
 * its code and message in the status view's errors, before anything is stored.
 */
export async function importFile(
  services: WorkerServices,
  payload: FileImportPayload,
  attempt: { finalAttempt: boolean },
): Promise<FileImportSummary> {
  const id = payload.integrationId;
  const job: ImportJob = {
    services,
    integrationId: id,
    userId: payload.userId,
    discard: () => deleteFileUpload(services.db.orm, id),
    announce: true,
  };
  const row = await claimImport(job);
  if (!row) return summaryOf(id, "skipped");
  const checkpoint = readCheckpoint(row.checkpoint);
  const earlier = readJobResult("import.file", row.result);
  const run: FileRun = {
    job,
    services,
    payload,
    progress: new FileProgress(services.db, id),
    checkpoint,
    categories: new Set<Category>(earlier.ok ? (earlier.value.categories_detected ?? []) : []),
    counts: { memoriesCreated: checkpoint.memoriesCreated, chunks: 0, pages: 0 },
    storeId: undefined,
  };
  const ocr = services.env.FILE_IMPORT_OCR ? new PageOcr() : null;
  try {
    return await runSteps(run, ocr, attempt);
  } catch (error) {
    if (error instanceof ImportCancelled) {
      await stopCancelled(job);
      return summaryOf(id, "cancelled", run.counts);
    }
    const rejected = error instanceof FileRejected;
    if (rejected || error instanceof UnrecoverableError || attempt.finalAttempt) {
      await failImport(job, {
        code: rejected ? error.code : "PROCESSING_ERROR",
        message: rejected
          ? error.message
          : `Import failed: ${userFacingError(error, services.logger, { integrationId: id })}`,
        deleted: "the file",
        inFlight: run.storeId ? [run.storeId] : [],
      });
    }
    if (rejected) return summaryOf(id, "failed");
    throw error;
  } finally {
    await ocr?.close();
  }
}

function summaryOf(
  integrationId: string,
  status: FileImportSummary["status"],
  counts = { memoriesCreated: 0, chunks: 0, pages: 0 },
): FileImportSummary {
  return { integrationId, status, ...counts };
}

/** Throws ImportCancelled when a progress report found the import cancelled. */
function going(answer: boolean) {
  if (!answer) throw new ImportCancelled();
}

/** The steps after the claim: a chat export goes to the chat import, a document through the four steps. */
async function runSteps(
  run: FileRun,
  ocr: PageOcr | null,
  attempt: { finalAttempt: boolean },
): Promise<FileImportSummary> {
  const { services, payload } = run;
  const id = payload.integrationId;
  const upload = await getFileUpload(services.db.orm, id);
  if (!upload)
    throw new UnrecoverableError("the uploaded file is gone (already processed or deleted): upload it again");
  const bytes = await readFileUpload(services.db.orm, id);
  // A native chat export (WhatsApp, Telegram, ChatGPT, Claude, Slack, Discord) is a chat import.
  const chatExport = detectChatExport(bytes, payload.filename);
  if (chatExport)
    return await importChatExportFile(services, payload, bytes, chatExport, run.progress, attempt);
  const doc = await parse(run, bytes, upload.password ?? undefined, ocr);
  const chunks = chunkDocument(doc, payload);
  const stats = fileStats(payload, doc, chunks);
  await reportChunks(run, chunks, stats);
  await createMemories(run, doc, chunks, stats);
  return await finish(run, chunks, stats);
}

/** 2. parsing: classify the bytes, then the parser of their kind; its warnings go to the status view. */
async function parse(
  run: FileRun,
  bytes: Uint8Array,
  password: string | undefined,
  ocr: PageOcr | null,
): Promise<ParsedDocument> {
  const { services, payload, progress } = run;
  const id = payload.integrationId;
  const kind = classifyFile(bytes, payload.filename);
  if (kind.type === "unsupported") throw new FileRejected(kind.code, kind.message);
  going(await progress.report("parsing", 0, 1, {}, true));
  await progress.log("parsing", `Parsing ${payload.filename} (${kind.kind}, ${bytes.length} bytes).`);
  let cancelled = false;
  const doc = await parseDocument(kind.kind, bytes, {
    filename: payload.filename,
    limits: fileLimits(services.env),
    password,
    ocr,
    onProgress: async (done, total) => {
      const answer = await progress.report(
        "parsing",
        done,
        total,
        { itemsProcessed: done, itemsTotal: total },
        done === total,
      );
      if (!answer) cancelled = true;
      return answer;
    },
  });
  run.counts.pages = doc.totalPages;
  going(!cancelled);
  if (doc.warnings.length > 0) {
    await addIntegrationErrorsOnce(
      services.db.orm,
      id,
      doc.warnings.map((w, i) => ({
        id: deterministicId(id, "warning", i),
        code: w.code,
        message: w.message,
        ...(w.itemId ? { itemId: w.itemId } : {}),
      })),
    );
  }
  const ocrPages = ocrPagesOf(doc);
  await progress.log(
    "parsing",
    `${doc.totalPages} page(s), ${textLengthOf(doc)} characters of text${ocrPages > 0 ? `, ${ocrPages} page(s) read by OCR` : ""}.`,
  );
  return doc;
}

const textLengthOf = (doc: ParsedDocument) => doc.blocks.reduce((n, b) => n + b.text.length, 0);
const ocrPagesOf = (doc: ParsedDocument) =>
  typeof doc.metadata.ocr_pages === "number" ? doc.metadata.ocr_pages : 0;

/** 3. chunking: sentence and heading boundaries; a document without text is rejected. */
function chunkDocument(doc: ParsedDocument, payload: FileImportPayload): Chunk[] {
  const chunks = chunkBlocks(doc.blocks, payload.chunkSize, payload.chunkOverlap);
  if (chunks.length === 0 || textLengthOf(doc) === 0) {
    throw new FileRejected("NO_TEXT", "The file contains no text to import.");
  }
  return chunks;
}

function fileStats(payload: FileImportPayload, doc: ParsedDocument, chunks: Chunk[]) {
  return jobResult("import.file", {
    filename: payload.filename,
    file_kind: doc.kind,
    total_pages: doc.totalPages,
    text_length: textLengthOf(doc),
    chunks_created: chunks.length,
    ...(typeof doc.metadata.encoding === "string" ? { encoding: doc.metadata.encoding } : {}),
    ocr_pages: ocrPagesOf(doc),
  });
}

async function reportChunks(run: FileRun, chunks: Chunk[], stats: FileStats) {
  const { progress, payload } = run;
  run.counts.chunks = chunks.length;
  going(
    await progress.report(
      "chunking",
      1,
      1,
      { itemsProcessed: 0, itemsTotal: chunks.length, result: stats },
      true,
    ),
  );
  await progress.log(
    "chunking",
    `${chunks.length} chunks of at most ${payload.chunkSize} characters (overlap ${payload.chunkOverlap}).`,
  );
}

/**
 * 4. memory_creation: facts per extract mode (one summary, or the facts of each batch of chunks),
 * stored through the shared memory pipeline with a checkpoint after each batch.
 */
async function createMemories(run: FileRun, doc: ParsedDocument, chunks: Chunk[], stats: FileStats) {
  const { payload, progress, checkpoint } = run;
  const id = payload.integrationId;
  const batches = Math.ceil(chunks.length / BATCH_CHUNKS);
  const report = async (batchesDone: number, force: boolean) =>
    going(
      await progress.report(
        "memory_creation",
        batchesDone,
        batches,
        {
          itemsProcessed: Math.min(chunks.length, batchesDone * BATCH_CHUNKS),
          itemsTotal: chunks.length,
          memoriesCreated: run.counts.memoriesCreated,
          checkpoint: { batchesDone, memoriesCreated: run.counts.memoriesCreated },
          result: resultOf(run, stats),
        },
        force,
      ),
    );
  await report(checkpoint.batchesDone, true);
  await progress.log("memory_creation", `Creating memories in ${payload.extractMode} mode.`);
  const mode = payload.extractMode;
  if (mode === "summary") {
    const builder = new SummaryBuilder();
    for (const chunk of chunks) builder.add(chunk);
    const title = typeof doc.metadata.title === "string" ? doc.metadata.title : payload.filename;
    if (checkpoint.batchesDone === 0)
      await store(run, doc, deterministicId(id, "file", "summary"), builder.build(title));
    return;
  }
  for (let b = checkpoint.batchesDone; b < batches; b++) {
    const batch: Chunk[] = chunks.slice(b * BATCH_CHUNKS, (b + 1) * BATCH_CHUNKS);
    await store(
      run,
      doc,
      deterministicId(id, "file", b),
      batch.flatMap((c) => chunkFacts(c, mode)),
    );
    await report(b + 1, b + 1 === batches);
  }
}

const resultOf = (run: FileRun, stats: FileStats) =>
  jobResult("import.file", {
    ...stats,
    memories_extracted: run.counts.memoriesCreated,
    categories_detected: [...run.categories],
  });

/** Stores one batch's facts under `storeId` (idempotent for a retried batch) and publishes them. */
async function store(run: FileRun, doc: ParsedDocument, storeId: string, list: DraftFact[]) {
  const { services, payload } = run;
  const facts = await toFacts(services, list, payload);
  if (facts.length === 0) return;
  const drafts = new Map(facts.map((f) => [f.fact, f.draft]));
  run.storeId = storeId;
  const outcome = await storeMemories(services, {
    storeId,
    userId: payload.userId,
    messages: [],
    facts: facts.map((f) => f.fact),
    source: "file_import",
    agentId: "file_import",
    threadId: payload.integrationId,
    metadata: {
      ...(payload.metadata ?? {}),
      ...(doc.metadata.front_matter ? { front_matter: doc.metadata.front_matter } : {}),
      integration_id: payload.integrationId,
      filename: payload.filename,
      file_kind: doc.kind,
      extract_mode: payload.extractMode,
    },
    factMetadata: (fact) => {
      const draft = drafts.get(fact);
      return draft
        ? {
            page_number: draft.page,
            chunk_index: draft.chunkIndex,
            ...(draft.section ? { section: draft.section } : {}),
          }
        : {};
    },
  });
  run.storeId = undefined;
  run.counts.memoriesCreated += outcome.stored.length;
  for (const s of outcome.stored) for (const c of s.categories) run.categories.add(c);
  await publishCreated(services, payload.userId, outcome);
}

/** Completes the import (announced) and deletes the file; cancelled meanwhile, it stops instead. */
async function finish(run: FileRun, chunks: Chunk[], stats: FileStats): Promise<FileImportSummary> {
  const { memoriesCreated } = run.counts;
  const finished = await finishImport(run.job, {
    itemsProcessed: chunks.length,
    itemsTotal: chunks.length,
    memoriesCreated,
    result: resultOf(run, stats),
  });
  going(finished);
  await run.progress.log(
    "completed",
    `Import completed: ${memoriesCreated} memories from ${chunks.length} chunks; the file was deleted.`,
  );
  return summaryOf(run.payload.integrationId, "completed", run.counts);
}

/**
 * Classifies each draft and sets its category: the `category` form field when given (the
 * classifier's categories follow it when auto_categorize is on), else the classifier's, else
 * (auto_categorize off) `learning`. Facts from documents never fill a personal slot (a document
 * that says "I live in Paris" does not move the user), and anything that looks like a secret is dropped.
 */
async function toFacts(services: WorkerServices, drafts: DraftFact[], payload: FileImportPayload) {
  const given = CATEGORIES.find((c) => c === payload.category);
  const out: { fact: ExtractedFact; draft: DraftFact }[] = [];
  for (const draft of drafts) {
    if (containsSecret(draft.content)) continue;
    const classified = payload.autoCategorize ? await services.models.classify(draft.content) : null;
    const primary: Category = given ?? classified?.category ?? UNCATEGORIZED_DOCUMENT;
    const categories = [primary, ...(classified?.categories ?? []).filter((c) => c !== primary)];
    out.push({
      draft,
      fact: {
        content: draft.content,
        category: primary,
        categories,
        ...(classified?.categoryScore !== undefined && primary === classified.category
          ? { categoryScore: classified.categoryScore }
          : {}),
        memoryType: classified?.memoryType ?? "semantic",
        importance: draft.importance,
        messageIndices: [],
      },
    });
  }
  return out;
}

function readCheckpoint(value: ImportCheckpoint | null): {
  batchesDone: number;
  memoriesCreated: number;
} {
  return { batchesDone: value?.batchesDone ?? 0, memoriesCreated: value?.memoriesCreated ?? 0 };
}
