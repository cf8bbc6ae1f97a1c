import { addIntegrationErrorsOnce, type Category, deterministicId, type ImportCheckpoint } from "@memory/db";
import type { ChatImportResult } from "@memory/db/schema";
import {
  deleteStagedChat,
  type JobPayload,
  jobResult,
  type StagedChatMessage,
  StagedChatReader,
  UnrecoverableError,
} from "@memory/jobs";
import { type ConversationMessage, containsSecret, type ExtractedFact } from "@memory/models";
import type { WorkerServices } from "../../services.ts";
import {
  claimImport,
  failImport,
  finishImport,
  ImportCancelled,
  type ImportJob,
  stopCancelled,
  undoStores,
} from "../import-lifecycle.ts";
import { indexStores, type StoreOutcome, storeMemories, writeStores } from "../store-memories.ts";
import { publishCreated } from "../store-outcome.ts";
import { userFacingError } from "../user-facing-error.ts";
import { anonymizer, identityMasker, type Masker } from "./anonymize.ts";
import { CHANNEL_PLATFORMS, type Chunk, type Conversation, ConversationSplitter } from "./conversations.ts";
import { conversationDigest } from "./digest.ts";
import { groupEpisodes } from "./group-chat.ts";
import { conversationMetadata, factPreparer, memoriesMadeBy, PLATFORM_CATEGORY } from "./memories.ts";
import {
  isSystem,
  itemIdOf,
  roleKey,
  Turns,
  type UserParticipant,
  unusableReason,
  userDetector,
} from "./messages.ts";
import { ImportProgress } from "./progress.ts";
import { withoutSecrets } from "./redact.ts";
import { GENERAL_TOPIC, topicStatement } from "./topics.ts";

export type ChatImportPayload = JobPayload<"import.chat">;

/** At most this many topics are reported (`topics_detected`) and become topic memories. */
export const MAX_TOPICS = 20;
const ERROR_BATCH = 500;
const SCAN_REPORT_EVERY = 2000;
const MAX_NAMES = 1000;
/** A batch of content_extraction ends after this many chunks or once it holds this many facts. */
const BATCH_CHUNKS = 16;
const BATCH_FACTS = 64;

interface Checkpoint {
  chunksDone: number;
  topicsDone: number;
  memoriesCreated: number;
}

export interface ChatImportSummary {
  integrationId: string;
  status: "completed" | "cancelled" | "skipped";
  memoriesCreated: number;
  conversations: number;
}

interface TopicAggregate {
  topic: string;
  conversations: number;
  participants: Set<string>;
  start: number;
  end: number;
  first: number;
}

/** What the four steps share: the job, its progress, the staged messages and the store in flight. */
interface ImportRun {
  services: WorkerServices;
  payload: ChatImportPayload;
  id: string;
  progress: ImportProgress;
  reader: StagedChatReader;
  total: number;
  checkpoint: Checkpoint;
  resumed: boolean;
  /** The store ids of the chunks written but not yet indexed, undone if the job fails for good. */
  inFlight: Set<string>;
  /** The indexing of the last chunk written, awaited before the job ends in any way. */
  indexing: Promise<unknown> | undefined;
}

interface Validated {
  invalid: Set<number>;
  roleCounts: Map<string, number>;
  /** Participant names as written (trimmed), keyed by their lower-case role key. */
  names: Map<string, string>;
  valid: number;
  first: number;
  last: number;
}

interface Detected {
  conversations: Conversation[];
  chunks: Chunk[];
  topics: TopicAggregate[];
  stats: ChatImportResult;
  user: UserParticipant;
  masker: Masker;
  filter: { minLength: number; includeSystem: boolean };
}

/**
 * Runs a chat import from its staged messages, in the spec's four steps, one function each:
 * `validate` (bad items become PARSE_ERROR entries, the rest goes on), `detectConversations` (who
 * the user is, time gaps, conversation keys, topics), `extractContent` (each conversation through
 * the memory pipeline, in batches of chunks with a checkpoint after each: facts of every
 * participant and one digest per chunk) and `createTopicMemories` (topic memories, final tally).
 * It reads the staged messages a page at a time, and deletes them when it ends in any way.
 *
 * Resumable: memory ids derive from the integration id and the chunk (the pipeline is idempotent
 * for the same store id), and a retried or resumed job skips the chunks its checkpoint lists.
 */
export async function importChat(
  services: WorkerServices,
  payload: ChatImportPayload,
  attempt: { finalAttempt: boolean },
): Promise<ChatImportSummary> {
  const { db, env, redis } = services;
  const id = payload.integrationId;
  const summary = (status: ChatImportSummary["status"], memoriesCreated = 0, conversations = 0) => ({
    integrationId: id,
    status,
    memoriesCreated,
    conversations,
  });
  const job: ImportJob = {
    services,
    integrationId: id,
    userId: payload.userId,
    discard: () => deleteStagedChat(redis, env.QUEUE_PREFIX, id),
    announce: true,
  };
  // Cancelled (or finished) before this job ran: only the staged messages are left to delete.
  const row = await claimImport(job);
  if (!row) return summary("skipped");
  const checkpoint = readCheckpoint(row.checkpoint);
  const run: ImportRun = {
    services,
    payload,
    id,
    progress: new ImportProgress(db, id),
    reader: new StagedChatReader(redis, env.QUEUE_PREFIX, id),
    total: 0,
    checkpoint,
    resumed: checkpoint.chunksDone > 0 || checkpoint.topicsDone > 0,
    inFlight: new Set(),
    indexing: undefined,
  };
  try {
    return await runSteps(run, job);
  } catch (error) {
    // A chunk still being indexed finishes (or fails) before anything is cleaned up or retried.
    await run.indexing?.catch(() => undefined);
    if (error instanceof ImportCancelled) {
      // A chunk written after the last count is undone: the memories kept are the ones counted.
      await undoStores(job, run.inFlight);
      await stopCancelled(job);
      return summary("cancelled", error.counts.memoriesCreated, error.counts.conversations);
    }
    if (error instanceof UnrecoverableError || attempt.finalAttempt) {
      // What completed chunks stored stays; the chunks in flight are undone.
      await failImport(job, {
        code: "PROCESSING_ERROR",
        message: `Import failed: ${userFacingError(error, services.logger, { integrationId: id })}`,
        deleted: "the chat data",
        inFlight: run.inFlight,
      });
    }
    throw error;
  }
}

/** The four steps, then the end: completed (announced, the staged messages deleted). */
async function runSteps(run: ImportRun, job: ImportJob): Promise<ChatImportSummary> {
  run.total = await run.reader.length();
  if (run.total === 0) {
    throw new UnrecoverableError("the staged chat messages are gone (expired or deleted): import again");
  }
  const validated = await validate(run);
  const detected = await detectConversations(run, validated);
  const extracted = await extractContent(run, validated, detected);
  const memoriesCreated = await createTopicMemories(run, detected, extracted);
  const conversations = detected.conversations.length;
  const finished = await finishImport(job, {
    itemsProcessed: run.total,
    itemsTotal: run.total,
    memoriesCreated,
    result: jobResult("import.chat", { ...detected.stats, memories_extracted: memoriesCreated }),
  });
  if (!finished) throw new ImportCancelled({ memoriesCreated, conversations });
  await run.progress.log(
    "completed",
    `Import completed: ${memoriesCreated} memories from ${conversations} conversations; the chat data was deleted.`,
  );
  return { integrationId: run.id, status: "completed", memoriesCreated, conversations };
}

/** 1. validation: unusable items become PARSE_ERROR entries (once each, even on a retry). */
async function validate(run: ImportRun): Promise<Validated> {
  const { progress, total, id } = run;
  const { db } = run.services;
  if (run.resumed) {
    await progress.log(
      "content_extraction",
      `Resumed after an interruption: ${run.checkpoint.chunksDone} conversation chunks were already done.`,
      "warning",
    );
  } else {
    await progress.log("validation", `Validating ${total} messages.`);
  }
  const now = Date.now();
  const invalid = new Set<number>();
  const roleCounts = new Map<string, number>();
  const names = new Map<string, string>();
  let seenIds: Set<string> | null = new Set<string>();
  let pending: Parameters<typeof addIntegrationErrorsOnce>[2] = [];
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for await (const { position, message } of run.reader.scan()) {
    const reason = message ? unusableReason(message, seenIds, now) : "the staged record could not be read";
    if (reason || !message) {
      invalid.add(position);
      const itemId = message ? itemIdOf(message) : String(position);
      pending.push({
        id: deterministicId(id, "parse-error", position),
        code: "PARSE_ERROR",
        message: `Message ${itemId} skipped: ${reason}.`,
        itemId,
      });
      if (pending.length >= ERROR_BATCH) {
        await addIntegrationErrorsOnce(db.orm, id, pending);
        pending = [];
      }
      continue;
    }
    const role = roleKey(message.role);
    // BOT_IS_NO_PERSON: a bot is never the user inferred from who wrote the most.
    if (!message.bot) roleCounts.set(role, (roleCounts.get(role) ?? 0) + 1);
    if (names.size < MAX_NAMES && !names.has(role)) names.set(role, message.role.trim());
    first = Math.min(first, message.timestamp);
    last = Math.max(last, message.timestamp);
    if (position % SCAN_REPORT_EVERY === 0) {
      const going = await progress.report({
        percentage: ImportProgress.percentage("validation", position, total),
        step: "validation",
        itemsTotal: total,
      });
      if (!going)
        throw new ImportCancelled({ memoriesCreated: run.checkpoint.memoriesCreated, conversations: 0 });
    }
  }
  await addIntegrationErrorsOnce(db.orm, id, pending);
  seenIds = null;
  if (!run.resumed && invalid.size > 0) {
    await progress.log(
      "validation",
      `${invalid.size} of ${total} messages could not be used (PARSE_ERROR entries).`,
      "warning",
    );
  }
  return { invalid, roleCounts, names, valid: total - invalid.size, first, last };
}

/** 2. conversation_detection: who the user is, conversations, chunks and topics. */
async function detectConversations(run: ImportRun, validated: Validated): Promise<Detected> {
  const { payload, progress, total } = run;
  const { invalid, names, valid } = validated;
  const user = userDetector(validated.roleCounts, payload.userName, names);
  const masker = payload.anonymize ? anonymizer(payload.userId, names.values()) : identityMasker;
  const excluded = [...names.values(), ...[...names.values()].map((n) => masker.speaker(n))];
  const filter = { minLength: payload.minLength, includeSystem: payload.includeSystemMessages };
  const gapMs = payload.timeGapThresholdSeconds * 1000;
  const splitter = new ConversationSplitter(payload.timeGapThresholdSeconds, excluded, {
    channelsAreGroups: CHANNEL_PLATFORMS.has(payload.platform),
  });
  const going = await progress.report(
    { percentage: ImportProgress.percentage("conversation_detection", 0, 1), step: "conversation_detection" },
    true,
  );
  if (!going)
    throw new ImportCancelled({ memoriesCreated: run.checkpoint.memoriesCreated, conversations: 0 });
  if (!run.resumed && user.source === "inferred" && user.participant) {
    await progress.log(
      "conversation_detection",
      `No role is "user" and no user_name was sent: "${user.participant}" (most messages) is taken as the user. Import again with user_name to choose another participant.`,
      "warning",
    );
  }
  // min_length reads a speaker's whole turn; a turn is finished when the next one starts.
  const turns = new Turns<{ position: number; message: StagedChatMessage }>(filter, gapMs);
  const add = (finished: ReturnType<typeof turns.flush>) => {
    for (const { position, message, considered, startsTurn } of finished) {
      // BOT_IS_NO_PERSON: an app's or a bot's message is no participant's and names no topic.
      const person = !isSystem(message.role) && !message.bot;
      const speaker = person ? masker.speaker(message.role.trim()) : null;
      const text = considered && !message.bot ? withoutSecrets(masker.text(message.content)) : null;
      splitter.add(position, message, speaker, text, startsTurn);
    }
  };
  for await (const { position, message } of run.reader.scan()) {
    if (!message || invalid.has(position)) continue;
    add(turns.push({ position, message }));
    if (position % SCAN_REPORT_EVERY === 0) {
      const going = await progress.report({
        percentage: ImportProgress.percentage("conversation_detection", position, total),
        step: "conversation_detection",
      });
      if (!going)
        throw new ImportCancelled({ memoriesCreated: run.checkpoint.memoriesCreated, conversations: 0 });
    }
  }
  add(turns.flush());
  splitter.finish();
  const { conversations, chunks } = splitter;
  // group_by_topic: false turns topic detection off: every conversation is `general`, no topic memories.
  if (!payload.groupByTopic) for (const c of conversations) c.topic = GENERAL_TOPIC;
  const topics = topTopics(conversations);
  const stats = jobResult("import.chat", {
    total_messages: total,
    valid_messages: valid,
    conversations_identified: conversations.length,
    topics_detected: topics.map((t) => t.topic),
    date_range:
      valid > 0
        ? { start: new Date(validated.first).toISOString(), end: new Date(validated.last).toISOString() }
        : { start: null, end: null },
    user_participant: user.participant === null ? null : masker.speaker(user.participant),
    user_participant_source: user.source,
  });
  if (!run.resumed) {
    await progress.log(
      "conversation_detection",
      `${conversations.length} conversations (${chunks.length} chunks) and ${topics.length} topics detected.`,
    );
  }
  return { conversations, chunks, topics, stats, user, masker, filter };
}

/** What extracting every chunk shares: the job, the detection, and what this mode makes. */
interface Extraction {
  run: ImportRun;
  validated: Validated;
  detected: Detected;
  makes: ReturnType<typeof memoriesMadeBy>;
  /** The platform's category when auto_categorize is off. */
  fixedCategory: Category | undefined;
  prepareFacts: ReturnType<typeof factPreparer>;
  /** The user's name as the memories show it (pseudonymised with `anonymize`); none for role `user`. */
  userName: string | undefined;
}

type PreparedChunk = NonNullable<Awaited<ReturnType<typeof prepareChunk>>>;

/**
 * 3. content_extraction: each conversation (or part of a long one) through the memory pipeline:
 * the facts of every participant (the user's as theirs, the others' as memories about them) and,
 * in the `conversations` and `all` modes, one digest of the chunk.
 *
 * Chunks go in batches (`prepareBatch`), and three batches move at once: the next one is read and
 * extracted, this one is written to PostgreSQL in one transaction, the one before is indexed.
 * Writes and indexing each stay in chunk order (a later fact supersedes an earlier one; the index
 * keeps the newest version). A batch's chunks count as done (checkpoint, progress) once it is indexed.
 */
async function extractContent(run: ImportRun, validated: Validated, detected: Detected): Promise<number> {
  const { progress, total } = run;
  const { chunks, stats } = detected;
  const ex = extractionOf(run, validated, detected);
  let memoriesCreated = run.checkpoint.memoriesCreated;
  let chunksDone = run.checkpoint.chunksDone;
  const cancelled = () =>
    new ImportCancelled({ memoriesCreated, conversations: detected.conversations.length });
  const position = () => (chunksDone > 0 ? (chunks[chunksDone - 1]?.to ?? -1) + 1 : 0);
  const extraction = (force: boolean) =>
    progress.report(
      {
        percentage: ImportProgress.percentage("content_extraction", position(), total),
        step: "content_extraction",
        estimatedCompletion: progress.estimate(position(), total),
        itemsProcessed: position(),
        memoriesCreated,
        checkpoint: { chunksDone, topicsDone: 0, memoriesCreated },
        result: jobResult("import.chat", { ...stats, memories_extracted: memoriesCreated }),
      },
      force,
    );
  if (!(await extraction(true))) throw cancelled();
  if (!run.resumed)
    await progress.log("content_extraction", "Extracting facts conversation by conversation.");
  progress.startRate(position());
  if (!ex.makes.facts || chunksDone >= chunks.length) return memoriesCreated;
  let upcoming = prepareBatch(ex, chunksDone);
  /** The batch before, being indexed: resolves to how many memories it stored. */
  let previous: { chunks: number; stored: Promise<number> } | undefined;
  /** Counts the batch before once it is indexed; false when the import was cancelled meanwhile. */
  const finishPrevious = async () => {
    if (!previous) return true;
    memoriesCreated += await previous.stored;
    chunksDone += previous.chunks;
    previous = undefined;
    return extraction(chunksDone === chunks.length);
  };
  for (;;) {
    const batch = await upcoming;
    if (batch.end < chunks.length) {
      upcoming = prepareBatch(ex, batch.end);
      upcoming.catch(() => undefined);
    }
    const written = batch.prepared.length > 0 ? await writeBatch(ex, batch.prepared) : undefined;
    // Cancelled: this batch, written after the last count, is undone (it is still in flight).
    if (!(await finishPrevious())) throw cancelled();
    previous = {
      chunks: batch.end - batch.start,
      stored: written ? indexBatch(run, written) : Promise.resolve(0),
    };
    if (batch.end >= chunks.length) break;
  }
  if (!(await finishPrevious())) throw cancelled();
  return memoriesCreated;
}

function extractionOf(run: ImportRun, validated: Validated, detected: Detected): Extraction {
  const { payload } = run;
  const { user, masker } = detected;
  const makes = memoriesMadeBy(payload.extractMode);
  const fixedCategory = payload.autoCategorize
    ? undefined
    : (PLATFORM_CATEGORY[payload.platform] ?? undefined);
  return {
    run,
    validated,
    detected,
    makes,
    fixedCategory,
    prepareFacts: factPreparer({ keyOnly: makes.facts === "key", fixedCategory }),
    userName: user.participant && user.participant !== "user" ? masker.speaker(user.participant) : undefined,
  };
}

/** The messages of chunk `chunk` as the extraction reads them, with their provenance ids. */
async function chunkMessages(ex: Extraction, chunk: Chunk) {
  const { run, validated } = ex;
  const { user, masker, filter } = ex.detected;
  const records = await run.reader.range(chunk.from, chunk.to);
  // A chunk holds whole turns (the splitter never cuts one): min_length reads them as the scan did.
  const turns = new Turns<{ message: StagedChatMessage }>(filter, run.payload.timeGapThresholdSeconds * 1000);
  const read: ReturnType<typeof turns.flush> = [];
  for (const [offset, m] of records.entries()) {
    if (m && !validated.invalid.has(chunk.from + offset)) read.push(...turns.push({ message: m }));
  }
  read.push(...turns.flush());
  const messages: ConversationMessage[] = [];
  const messageIds: (string | number)[] = [];
  for (const { message: m, considered } of read) {
    if (isSystem(m.role) && !filter.includeSystem) continue;
    // A turn shorter than min_length: no facts of its own, but the context of the answer that follows.
    // BOT_IS_NO_PERSON: an app's or a bot's message is the context of what follows, never a source.
    const contextOnly = !considered || m.bot === true;
    const content = withoutSecrets(masker.text(m.content)).trim();
    if (!content) continue;
    // Roles the extraction understands: "user", "assistant", "system", or a participant's name.
    const role = user.isUser(m.role)
      ? "user"
      : isSystem(m.role)
        ? "system"
        : roleKey(m.role) === "assistant"
          ? "assistant"
          : masker.speaker(m.role.trim());
    // Its own time: "tomorrow" said after midnight is not the day the conversation started.
    const timestamp = new Date(m.timestamp).toISOString();
    messages.push(contextOnly ? { role, content, timestamp, contextOnly } : { role, content, timestamp });
    // Provenance: the caller's message_id, else the index in the request's chat_data.
    messageIds.push(m.id ?? m.index);
  }
  return { messages, messageIds };
}

/** Reads chunk `index` and extracts its facts (and digest); null when no participant spoke in it. */
async function prepareChunk(ex: Extraction, index: number) {
  const { run, makes, fixedCategory, userName } = ex;
  const { chunks, conversations } = ex.detected;
  const chunk = chunks[index];
  const conversation = chunk ? conversations[chunk.conversation] : undefined;
  if (!chunk || !conversation) throw new Error(`chunk ${index} of ${chunks.length} is missing`);
  const { messages, messageIds } = await chunkMessages(ex, chunk);
  if (!messages.some((m) => m.role !== "assistant" && m.role !== "system" && !m.contextOnly)) return null;
  const { payload } = run;
  const base = { integrationId: run.id, platform: payload.platform, extractMode: payload.extractMode };
  const metadata = conversationMetadata(base, conversation);
  const extracted = await run.services.models.extract({
    messages,
    timestamp: metadata.timestamp,
    ...(userName ? { userName } : {}),
    ...(conversation.group ? { group: true } : {}),
  });
  const prepared = ex.prepareFacts(extracted);
  const facts = conversation.group ? groupEpisodes(prepared, conversation.channel) : prepared;
  const digest =
    makes.facts === "all"
      ? conversationDigest({
          facts,
          participants: conversation.participants,
          topic: conversation.topic,
          start: conversation.start,
          userName,
        })
      : null;
  if (digest && fixedCategory) {
    digest.category = fixedCategory;
    digest.categories = [fixedCategory];
  }
  return { chunk, messages, messageIds, metadata, facts: digest ? [...facts, digest] : facts };
}

/**
 * Reads and extracts the chunks from `start` on until a batch is full: BATCH_CHUNKS chunks or
 * BATCH_FACTS facts. A batch is written in one transaction and indexed in one round, so a chat of
 * many short conversations pays the round trips once per batch, not once per conversation.
 */
async function prepareBatch(ex: Extraction, start: number) {
  const { chunks } = ex.detected;
  const prepared: PreparedChunk[] = [];
  let facts = 0;
  let end = start;
  while (end < chunks.length && end - start < BATCH_CHUNKS && facts < BATCH_FACTS) {
    const chunk = await prepareChunk(ex, end);
    end += 1;
    if (!chunk) continue;
    prepared.push(chunk);
    facts += chunk.facts.length;
  }
  return { start, end, prepared };
}

/** Writes a batch's memories to PostgreSQL, one store per chunk (in flight until they are indexed). */
async function writeBatch(ex: Extraction, batch: PreparedChunk[]) {
  const { run, userName } = ex;
  const { payload, id } = run;
  const inputs = batch.map(({ chunk, messages, messageIds, metadata, facts }) => ({
    storeId: deterministicId(id, "chat", chunk.conversation, chunk.part),
    userId: payload.userId,
    messages,
    facts,
    messageIds,
    source: "chat_import",
    agentId: payload.platform,
    threadId: `${id}/${chunk.conversation}`,
    metadata: { ...metadata, ...(userName ? { user_participant: userName } : {}) },
  }));
  for (const input of inputs) run.inFlight.add(input.storeId);
  return { storeIds: inputs.map((i) => i.storeId), outcomes: await writeStores(run.services, inputs) };
}

/** Indexes a written batch and publishes its new memories; resolves to how many its chunks stored. */
function indexBatch(run: ImportRun, written: { storeIds: string[]; outcomes: StoreOutcome[] }) {
  const done = indexStores(run.services, written.outcomes).then(async (outcomes) => {
    await publishCreated(run.services, run.payload.userId, ...outcomes);
    for (const storeId of written.storeIds) run.inFlight.delete(storeId);
    return outcomes.reduce((n, o) => n + o.stored.length, 0);
  });
  run.indexing = done;
  done.catch(() => undefined);
  return done;
}

/** 4. memory_creation: topic memories across conversations. Returns the final tally. */
async function createTopicMemories(
  run: ImportRun,
  detected: Detected,
  memoriesSoFar: number,
): Promise<number> {
  const { payload, progress, total, id, services } = run;
  const { topics, conversations, chunks, stats } = detected;
  const makes = memoriesMadeBy(payload.extractMode);
  const fixedCategory = payload.autoCategorize
    ? undefined
    : (PLATFORM_CATEGORY[payload.platform] ?? undefined);
  const base = { integrationId: id, platform: payload.platform, extractMode: payload.extractMode };
  let memoriesCreated = memoriesSoFar;
  const creation = (topicsDone: number, force: boolean) =>
    progress.report(
      {
        percentage: ImportProgress.percentage("memory_creation", topicsDone, Math.max(1, topics.length)),
        step: "memory_creation",
        estimatedCompletion: new Date(Date.now() + 1000),
        itemsProcessed: total,
        memoriesCreated,
        checkpoint: { chunksDone: chunks.length, topicsDone, memoriesCreated },
        result: jobResult("import.chat", { ...stats, memories_extracted: memoriesCreated }),
      },
      force,
    );
  if (!(await creation(run.checkpoint.topicsDone, true)))
    throw new ImportCancelled({ memoriesCreated, conversations: conversations.length });
  if (!makes.topics) return memoriesCreated;
  await progress.log("memory_creation", `Creating memories for ${topics.length} topics.`);
  for (let t = run.checkpoint.topicsDone; t < topics.length; t++) {
    const topic = topics[t];
    if (!topic) continue;
    const content = topicStatement(topic.topic);
    if (!containsSecret(content)) {
      const classification = await services.models.classify(content);
      const fact: ExtractedFact = { content, ...classification, messageIndices: [] };
      const storeId = deterministicId(id, "topic", topic.topic);
      run.inFlight.add(storeId);
      const outcome = await storeMemories(services, {
        storeId,
        userId: payload.userId,
        messages: [],
        facts: [fact],
        source: "chat_import",
        agentId: payload.platform,
        metadata: {
          ...conversationMetadata(base, {
            topic: topic.topic,
            participants: [...topic.participants],
            start: topic.start,
            end: topic.end,
          }),
          conversation_count: topic.conversations,
        },
        prepareFacts: factPreparer({ keyOnly: false, fixedCategory }),
      });
      memoriesCreated += outcome.stored.length;
      await publishCreated(run.services, run.payload.userId, outcome);
      run.inFlight.delete(storeId);
    }
    if (!(await creation(t + 1, false)))
      throw new ImportCancelled({ memoriesCreated, conversations: conversations.length });
  }
  return memoriesCreated;
}

function readCheckpoint(value: ImportCheckpoint | null): Checkpoint {
  return {
    chunksDone: value?.chunksDone ?? 0,
    topicsDone: value?.topicsDone ?? 0,
    memoriesCreated: value?.memoriesCreated ?? 0,
  };
}

/** Topics across conversations, most conversations first (then first seen), without `general`. */
function topTopics(conversations: Conversation[]): TopicAggregate[] {
  const byTopic = new Map<string, TopicAggregate>();
  for (const c of conversations) {
    if (c.topic === GENERAL_TOPIC) continue;
    let t = byTopic.get(c.topic);
    if (!t) {
      t = {
        topic: c.topic,
        conversations: 0,
        participants: new Set(),
        start: c.start,
        end: c.end,
        first: c.index,
      };
      byTopic.set(c.topic, t);
    }
    t.conversations += 1;
    for (const p of c.participants) if (t.participants.size < 50) t.participants.add(p);
    t.start = Math.min(t.start, c.start);
    t.end = Math.max(t.end, c.end);
  }
  return [...byTopic.values()]
    .sort((a, b) => b.conversations - a.conversations || a.first - b.first)
    .slice(0, MAX_TOPICS);
}
