import { detectChatExport } from "@memory/chat-exports";
import {
  addIntegrationError,
  addIntegrationErrorsOnce,
  CATEGORIES,
  type Category,
  deleteFileUpload,
  deterministicId,
  finishIntegration,
  getFileUpload,
  getIntegration,
  readFileUpload,
  startIntegration,
} from "@memory/db";
import { UnrecoverableError } from "@memory/jobs";
import { containsSecret, type ExtractedFact } from "@memory/models";
import type { WorkerServices } from "../../services.ts";
import { announceEnd } from "../integration-ended.ts";
import { storeMemories } from "../store-memories.ts";
import { abandonFailedStore, publishCreated } from "../store-outcome.ts";
import { userFacingError } from "../user-facing-error.ts";
import { importChatExportFile } from "./chat-export.ts";
import { type Chunk, chunkBlocks } from "./chunk.ts";
import { classifyFile } from "./detect.ts";
import { chunkFacts, type DraftFact, SummaryBuilder } from "./facts.ts";
import { fileLimits } from "./limits.ts";
import { PageOcr } from "./ocr.ts";
import { parseDocument } from "./parse.ts";
import { FileProgress } from "./progress.ts";
import { type FileImportPayload, type FileImportSummary, FileRejected } from "./types.ts";

/** Chunks whose memories are stored together (one storeMemories call, one checkpoint). */
const BATCH_CHUNKS = 20;
/** Category of document memories when no `category` is given and auto-categorisation is off. */
export const UNCATEGORIZED_DOCUMENT: Category = "learning";

/**
 * Runs a file import from its staged bytes, in the spec's four steps: upload (done by the API),
 * parsing (classify the bytes, then the parser of their kind, page by page for PDFs with OCR of
 * pages without text), chunking (sentence and heading boundaries) and memory_creation (facts per
 * extract mode, through the shared memory pipeline in batches with a checkpoint after each). The
 * staged bytes are deleted when it ends in any way.
 *
 * A file that cannot be used (wrong type, encrypted, damaged, empty, no text) fails at once with
 * its code and message in the status view's errors, before anything is stored.
 */
export async function importFile(
  services: WorkerServices,
  payload: FileImportPayload,
  attempt: { finalAttempt: boolean },
): Promise<FileImportSummary> {
  const { db } = services;
  const id = payload.integrationId;
  const summary = (status: FileImportSummary["status"], memoriesCreated = 0, chunks = 0, pages = 0) => ({
    integrationId: id,
    status,
    memoriesCreated,
    chunks,
    pages,
  });
  const row = await getIntegration(db.orm, id);
  if (!row || row.userId !== payload.userId) throw new UnrecoverableError(`integration ${id} not found`);
  if (!(await startIntegration(db.orm, id))) {
    await deleteFileUpload(db.orm, id);
    return summary("skipped");
  }
  const progress = new FileProgress(db, id);
  const checkpoint = readCheckpoint(row.checkpoint);
  const stopped = async (memoriesCreated: number, chunks: number, pages: number) => {
    await deleteFileUpload(db.orm, id);
    await progress.log(
      "cancelled",
      "Import stopped after its cancellation; stored memories are kept.",
      "warning",
    );
    return summary("cancelled", memoriesCreated, chunks, pages);
  };
  const ocr = services.env.FILE_IMPORT_OCR ? new PageOcr() : null;
  let currentStoreId: string | undefined;
  try {
    const upload = await getFileUpload(db.orm, id);
    if (!upload)
      throw new UnrecoverableError(
        "the uploaded file is gone (already processed or deleted): upload it again",
      );
    const bytes = await readFileUpload(db.orm, id);

    // A native chat export (WhatsApp, Telegram, ChatGPT, Claude, Slack, Discord) is a chat import.
    const chatExport = detectChatExport(bytes, payload.filename);
    if (chatExport)
      return await importChatExportFile(services, payload, bytes, chatExport, progress, attempt);

    // 2. parsing
    const kind = classifyFile(bytes, payload.filename);
    if (kind.type === "unsupported") throw new FileRejected(kind.code, kind.message);
    if (!(await progress.report("parsing", 0, 1, {}, true)))
      return await stopped(checkpoint.memoriesCreated, 0, 0);
    await progress.log("parsing", `Parsing ${payload.filename} (${kind.kind}, ${bytes.length} bytes).`);
    let cancelled = false;
    const doc = await parseDocument(kind.kind, bytes, {
      filename: payload.filename,
      limits: fileLimits(services.env),
      password: upload.password ?? undefined,
      ocr,
      onProgress: async (done, total) => {
        const going = await progress.report(
          "parsing",
          done,
          total,
          { itemsProcessed: done, itemsTotal: total },
          done === total,
        );
        if (!going) cancelled = true;
        return going;
      },
    });
    if (cancelled) return await stopped(checkpoint.memoriesCreated, 0, doc.totalPages);
    if (doc.warnings.length > 0) {
      await addIntegrationErrorsOnce(
        db.orm,
        id,
        doc.warnings.map((w, i) => ({
          id: deterministicId(id, "warning", i),
          code: w.code,
          message: w.message,
          ...(w.itemId ? { itemId: w.itemId } : {}),
        })),
      );
    }
    const textLength = doc.blocks.reduce((n, b) => n + b.text.length, 0);
    const ocrPages = typeof doc.metadata.ocr_pages === "number" ? doc.metadata.ocr_pages : 0;
    await progress.log(
      "parsing",
      `${doc.totalPages} page(s), ${textLength} characters of text${ocrPages > 0 ? `, ${ocrPages} page(s) read by OCR` : ""}.`,
    );

    // 3. chunking
    const chunks = chunkBlocks(doc.blocks, payload.chunkSize, payload.chunkOverlap);
    if (chunks.length === 0 || textLength === 0) {
      throw new FileRejected("NO_TEXT", "The file contains no text to import.");
    }
    const stats = {
      filename: payload.filename,
      file_kind: doc.kind,
      total_pages: doc.totalPages,
      text_length: textLength,
      chunks_created: chunks.length,
      ...(typeof doc.metadata.encoding === "string" ? { encoding: doc.metadata.encoding } : {}),
      ocr_pages: ocrPages,
    };
    if (
      !(await progress.report(
        "chunking",
        1,
        1,
        { itemsProcessed: 0, itemsTotal: chunks.length, result: stats },
        true,
      ))
    ) {
      return await stopped(checkpoint.memoriesCreated, chunks.length, doc.totalPages);
    }
    await progress.log(
      "chunking",
      `${chunks.length} chunks of at most ${payload.chunkSize} characters (overlap ${payload.chunkOverlap}).`,
    );

    // 4. memory_creation
    const title = typeof doc.metadata.title === "string" ? doc.metadata.title : payload.filename;
    const baseMetadata = {
      ...(payload.metadata ?? {}),
      ...(doc.metadata.front_matter ? { front_matter: doc.metadata.front_matter } : {}),
      integration_id: id,
      filename: payload.filename,
      file_kind: doc.kind,
      extract_mode: payload.extractMode,
    };
    const categories = new Set<string>(
      Array.isArray(row.result?.categories_detected) ? (row.result.categories_detected as string[]) : [],
    );
    let memoriesCreated = checkpoint.memoriesCreated;
    const batches = Math.ceil(chunks.length / BATCH_CHUNKS);
    const store = async (storeId: string, list: DraftFact[]) => {
      const facts = await toFacts(services, list, payload);
      if (facts.length === 0) return;
      const drafts = new Map(facts.map((f) => [f.fact, f.draft]));
      currentStoreId = storeId;
      const outcome = await storeMemories(services, {
        storeId,
        userId: payload.userId,
        messages: [],
        facts: facts.map((f) => f.fact),
        source: "file_import",
        agentId: "file_import",
        threadId: id,
        metadata: baseMetadata,
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
      currentStoreId = undefined;
      memoriesCreated += outcome.stored.length;
      for (const s of outcome.stored) for (const c of s.categories) categories.add(c);
      await publishCreated(services, payload.userId, outcome);
    };
    const report = (batchesDone: number, force: boolean) =>
      progress.report(
        "memory_creation",
        batchesDone,
        batches,
        {
          itemsProcessed: Math.min(chunks.length, batchesDone * BATCH_CHUNKS),
          itemsTotal: chunks.length,
          memoriesCreated,
          checkpoint: { batchesDone, memoriesCreated },
          result: { ...stats, memories_extracted: memoriesCreated, categories_detected: [...categories] },
        },
        force,
      );
    if (!(await report(checkpoint.batchesDone, true)))
      return await stopped(memoriesCreated, chunks.length, doc.totalPages);
    await progress.log("memory_creation", `Creating memories in ${payload.extractMode} mode.`);
    if (payload.extractMode === "summary") {
      const builder = new SummaryBuilder();
      for (const chunk of chunks) builder.add(chunk);
      if (checkpoint.batchesDone === 0)
        await store(deterministicId(id, "file", "summary"), builder.build(title));
    } else {
      for (let b = checkpoint.batchesDone; b < batches; b++) {
        const batch: Chunk[] = chunks.slice(b * BATCH_CHUNKS, (b + 1) * BATCH_CHUNKS);
        const drafts = batch.flatMap((c) =>
          chunkFacts(c, payload.extractMode as Exclude<typeof payload.extractMode, "summary">),
        );
        await store(deterministicId(id, "file", b), drafts);
        if (!(await report(b + 1, b + 1 === batches)))
          return await stopped(memoriesCreated, chunks.length, doc.totalPages);
      }
    }

    const result = { ...stats, memories_extracted: memoriesCreated, categories_detected: [...categories] };
    const finished = await announceEnd(
      services,
      await finishIntegration(db.orm, id, {
        status: "completed",
        itemsProcessed: chunks.length,
        itemsTotal: chunks.length,
        memoriesCreated,
        result,
      }),
    );
    await deleteFileUpload(db.orm, id);
    if (!finished) return await stopped(memoriesCreated, chunks.length, doc.totalPages);
    await progress.log(
      "completed",
      `Import completed: ${memoriesCreated} memories from ${chunks.length} chunks; the file was deleted.`,
    );
    return summary("completed", memoriesCreated, chunks.length, doc.totalPages);
  } catch (error) {
    const rejected = error instanceof FileRejected;
    if (rejected || error instanceof UnrecoverableError || attempt.finalAttempt) {
      if (currentStoreId)
        await abandonFailedStore(services, payload.userId, currentStoreId).catch(() => undefined);
      await deleteFileUpload(db.orm, id).catch(() => undefined);
      await addIntegrationError(db.orm, {
        integrationId: id,
        code: rejected ? error.code : "PROCESSING_ERROR",
        message: rejected
          ? error.message
          : `Import failed: ${userFacingError(error, services.logger, { integrationId: id })}`,
      }).catch(() => undefined);
      await progress.log("failed", "Import failed; the file was deleted.", "error").catch(() => undefined);
      await announceEnd(services, await finishIntegration(db.orm, id, { status: "failed" }));
    }
    if (rejected) return summary("failed");
    throw error;
  } finally {
    await ocr?.close();
  }
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
        memoryType: classified?.memoryType ?? "semantic",
        importance: draft.importance,
        messageIndices: [],
      },
    });
  }
  return out;
}

function readCheckpoint(value: Record<string, unknown> | null): {
  batchesDone: number;
  memoriesCreated: number;
} {
  const n = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0);
  return { batchesDone: n(value?.batchesDone), memoriesCreated: n(value?.memoriesCreated) };
}
