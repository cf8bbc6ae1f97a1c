import {
  type Category,
  contentHash,
  deterministicId,
  type Executor,
  findByContentHashes,
  findSlotHolder,
  getMemory,
  insertMemories,
  lockUserMemories,
  type MemoryMetadata,
  type MemoryRow,
  type NewMemory,
  refreshRepeatedMemories,
  updateMemoryVersioned,
} from "@memory/db";
import { alsoFilledSlot, type ConversationMessage, type ExtractedFact, searchContexts } from "@memory/models";
import type { WorkerServices } from "../services.ts";
import { categoriesOf, indexMemories } from "./index-memories.ts";
import { provenanceOf } from "./provenance.ts";

export interface StoreInput {
  /** Seed of the memories' ids: the same input and seed always write the same rows and points. */
  storeId: string;
  userId: string;
  messages: ConversationMessage[];
  source: string;
  agentId?: string;
  threadId?: string;
  /** Caller metadata (timestamp, platform, session_id, …) copied onto every memory. */
  metadata: Record<string, unknown>;
  /**
   * Optional step between extraction and storage (imports: keep only key facts, set a fixed
   * category, drop anything that looks like a secret). Must be deterministic for the same input.
   */
  prepareFacts?: (facts: ExtractedFact[]) => ExtractedFact[];
  /**
   * Facts to store instead of extracting them from `messages` (imports' own memories, such as a
   * topic summary); they still go through dedupe, supersede, embedding and indexing.
   */
  facts?: ExtractedFact[];
  /** Metadata of one fact on top of `metadata` (file imports: page_number, chunk_index, section). */
  factMetadata?: (fact: ExtractedFact) => MemoryMetadata;
  /**
   * The caller's id of each of `messages` (chat imports: the `message_id`, else the index in
   * `chat_data`); a fact's `metadata.message_ids` lists them. Without it, the indices into `messages`.
   */
  messageIds?: ReadonlyArray<string | number>;
}

export interface StoredMemory {
  row: MemoryRow;
  categories: Category[];
  /** True when the memory is new; false when it is a newer version of a stored fact (supersede). */
  isNew: boolean;
}

export interface StoreOutcome {
  stored: StoredMemory[];
  /** Facts that were already stored: nothing new was written for them. */
  duplicates: number;
  factsExtracted: number;
}

/**
 * The memory pipeline shared by every way in (store, imports): extract facts, skip the ones
 * already stored, supersede single-valued attributes as a new version of the stored memory,
 * embed, write PostgreSQL (the source of truth) and then Qdrant, and mark the memories ready.
 *
 * The PostgreSQL part runs in one transaction under a per-user lock, so identical stores sent at
 * the same moment see each other's rows (the fact is stored once) and facts for the same slot
 * supersede in turn, also within one batch ("I live in Vienna." … "I live in Oslo." gives one
 * memory at version n+2). Idempotent: a retry of the same storeId finds its own earlier writes
 * and completes them.
 */
export async function storeMemories(services: WorkerServices, input: StoreInput): Promise<StoreOutcome> {
  return indexWritten(services, await writeMemories(services, input));
}

/**
 * Step 1 of `storeMemories`: the facts (extracted unless given) written to PostgreSQL in one
 * transaction, as `embedding_generation` rows (visible, not yet searchable). `indexWritten` is step 2.
 */
export async function writeMemories(services: WorkerServices, input: StoreInput): Promise<StoreOutcome> {
  const [outcome] = await writeStores(services, [input]);
  if (!outcome) throw new Error("writeStores answered no outcome for one store");
  return outcome;
}

/**
 * Step 1 for several stores of one user at once (an import's chunks): one transaction and one lock
 * for all of them, each store's rows written in turn, exactly as if they were written one after
 * another (a later store sees an earlier one's rows: dedupe and supersede in order). An import
 * writes its next batch while the previous one is indexed (PostgreSQL decides dedupe and supersede
 * in write order; the index keeps the newest version, see `indexMemories`).
 */
export async function writeStores(services: WorkerServices, inputs: StoreInput[]): Promise<StoreOutcome[]> {
  const userId = inputs[0]?.userId;
  if (userId === undefined) return [];
  if (inputs.some((i) => i.userId !== userId)) throw new Error("writeStores: every store must be one user's");
  const facts: ExtractedFact[][] = [];
  for (const input of inputs) facts.push(await factsOf(services, input));
  const written = await services.db.orm.transaction(async (tx) => {
    await lockUserMemories(tx, userId);
    const out: { stored: StoredMemory[]; duplicates: number }[] = [];
    for (const [i, input] of inputs.entries()) out.push(await writeRows(tx, input, facts[i] ?? []));
    return out;
  });
  return written.map((w, i) => ({ ...w, factsExtracted: facts[i]?.length ?? 0 }));
}

/** The facts a store writes: given, or extracted from its messages; then its own preparation. */
async function factsOf(services: WorkerServices, input: StoreInput): Promise<ExtractedFact[]> {
  const timestamp = typeof input.metadata.timestamp === "string" ? input.metadata.timestamp : undefined;
  const extracted =
    input.facts ??
    (await services.models.extract({ messages: input.messages, ...(timestamp ? { timestamp } : {}) }));
  return input.prepareFacts ? input.prepareFacts(extracted) : extracted;
}

/** Step 2: vectors, then Qdrant, then ready (at the version written: a memory superseded meanwhile is indexed again). */
export async function indexWritten(services: WorkerServices, written: StoreOutcome): Promise<StoreOutcome> {
  const [outcome] = await indexStores(services, [written]);
  return outcome ?? written;
}

/**
 * Step 2 for the outcomes of `writeStores`, in one round: a memory that several of them wrote (a
 * slot superseded by a later store) is indexed once, at the newest version written.
 */
export async function indexStores(
  services: WorkerServices,
  written: StoreOutcome[],
): Promise<StoreOutcome[]> {
  const newest = new Map<string, StoredMemory>();
  for (const s of written.flatMap((w) => w.stored)) {
    const seen = newest.get(s.row.id);
    if (!seen || s.row.version >= seen.row.version) newest.set(s.row.id, s);
  }
  await indexMemories(services, [...newest.values()]);
  return written.map((w) => ({
    ...w,
    stored: w.stored.map((s) => ({ ...s, row: { ...s.row, processingStatus: "ready" } })),
  }));
}

interface Candidate {
  fact: ExtractedFact;
  hash: string;
  index: number;
}

/**
 * Step 1, inside the caller's transaction: PostgreSQL rows as `embedding_generation` (visible, not
 * yet deletable, not yet searchable). Returns the memories to embed, each once, in its final state.
 */
async function writeRows(
  tx: Executor,
  input: StoreInput,
  facts: ExtractedFact[],
): Promise<{ stored: StoredMemory[]; duplicates: number }> {
  const ourIds = facts.map((_, i) => deterministicId(input.storeId, i));
  const hashes = facts.map((fact) => contentHash(fact.content));
  const existing = await findByContentHashes(tx, input.userId, hashes, ourIds);
  const { repeats, retries, singles, chains } = sortFacts(input, facts, hashes, existing);
  const w = rowWriter(tx, input, ourIds);

  // Each memory once, in its latest state (a slot chain rewrites the same row).
  const stored = new Map<string, StoredMemory>();
  const keep = (row: MemoryRow, categories: Category[]) =>
    stored.set(row.id, { row, categories, isNew: ourIds.includes(row.id) });
  for (const { row, categories } of await insertSingles(w, singles)) keep(row, categories);
  for (const row of retries) keep(row, categoriesOf(row));
  for (const [slot, chain] of chains) {
    const end = await writeSlotChain(w, slot, chain, repeats);
    if (end?.categories) keep(end.row, end.categories);
  }
  await refreshRepeatedMemories(
    tx,
    repeats.filter((r) => !stored.has(r.id)),
  );
  return { stored: [...stored.values()], duplicates: repeats.length };
}

/** A stored memory a fact repeats: its importance may rise to the fact's. */
interface Repeat {
  id: string;
  importance: number;
}

/** The facts of one store, sorted by what happens to them. */
interface SortedFacts {
  /** Already stored by someone else (or restated in the same slot): only refreshed. */
  repeats: Repeat[];
  /** Written by an earlier attempt of this store: kept as they are. */
  retries: MemoryRow[];
  /** New memories without a slot. */
  singles: Candidate[];
  /** Facts for each single-valued attribute, in the order they were said. */
  chains: Map<string, Candidate[]>;
}

/** Sorts the facts (each content once) against the rows that already hold their contents. */
function sortFacts(
  input: StoreInput,
  facts: ExtractedFact[],
  hashes: string[],
  existing: Map<string, MemoryRow>,
): SortedFacts {
  const sorted: SortedFacts = { repeats: [], retries: [], singles: [], chains: new Map() };
  const seen = new Set<string>();
  for (const [index, fact] of facts.entries()) {
    const hash = hashes[index] ?? contentHash(fact.content);
    if (seen.has(hash)) continue;
    seen.add(hash);
    const same = existing.get(hash);
    if (same && !(fact.slot && same.slot === fact.slot)) {
      if (same.metadata.store_id === input.storeId) sorted.retries.push(same);
      else sorted.repeats.push({ id: same.id, importance: fact.importance });
      continue;
    }
    if (fact.slot) {
      const chain = sorted.chains.get(fact.slot) ?? [];
      chain.push({ fact, hash, index });
      sorted.chains.set(fact.slot, chain);
    } else if (same) {
      sorted.repeats.push({ id: same.id, importance: fact.importance });
    } else {
      sorted.singles.push({ fact, hash, index });
    }
  }
  return sorted;
}

/** How the facts of one store become rows: in its transaction, under the ids its facts get. */
interface RowWriter {
  tx: Executor;
  input: StoreInput;
  ourIds: string[];
  metadataOf: (fact: ExtractedFact) => MemoryMetadata;
  contextOf: (fact: ExtractedFact) => string;
  newRow: (c: Candidate) => NewMemory;
}

function rowWriter(tx: Executor, input: StoreInput, ourIds: string[]): RowWriter {
  const metadataOf = (fact: ExtractedFact): MemoryMetadata => ({
    ...input.metadata,
    source: input.source,
    ...(input.agentId !== undefined ? { agent_id: input.agentId } : {}),
    ...(input.threadId !== undefined ? { thread_id: input.threadId } : {}),
    ...provenanceOf(input, fact.messageIndices),
    store_id: input.storeId,
    categories: fact.categories,
    ...(fact.categoryScore !== undefined ? { category_score: fact.categoryScore } : {}),
    ...(fact.subject ? { subject: fact.subject } : {}),
    ...(fact.kind ? { kind: fact.kind } : {}),
    ...(fact.participants?.length ? { participants: fact.participants } : {}),
    ...(fact.location ? { location: fact.location } : {}),
    ...(fact.eventDate ? { event_date: fact.eventDate } : {}),
    ...(fact.language ? { language: fact.language } : {}),
    ...input.factMetadata?.(fact),
  });
  // A digest already condenses a whole conversation: it has no context of its own.
  const contextIn = searchContexts(input.messages);
  // Who the user is in a chat between named people: their first-person facts are about them.
  const user = input.metadata?.user_participant;
  const userName = typeof user === "string" && user.trim() ? user : undefined;
  const contextOf = (fact: ExtractedFact): string =>
    fact.kind === "conversation"
      ? ""
      : contextIn(fact.messageIndices, fact.content, fact.subject ?? userName);
  const newRow = (c: Candidate): NewMemory => ({
    id: ourIds[c.index] ?? deterministicId(input.storeId, c.index),
    userId: input.userId,
    content: c.fact.content,
    category: c.fact.category,
    memoryType: c.fact.memoryType,
    importance: c.fact.importance,
    metadata: metadataOf(c.fact),
    contentHash: c.hash,
    slot: c.fact.slot ?? null,
    searchContext: contextOf(c.fact),
    processingStatus: "embedding_generation",
  });
  return { tx, input, ourIds, metadataOf, contextOf, newRow };
}

/** Inserts the new memories without a slot; answers each one's row with its categories. */
async function insertSingles(w: RowWriter, singles: Candidate[]) {
  const inserted = new Map((await insertMemories(w.tx, singles.map(w.newRow))).map((row) => [row.id, row]));
  const rows: { row: MemoryRow; categories: Category[] }[] = [];
  for (const c of singles) {
    const id = w.ourIds[c.index] ?? "";
    // A retried job finds its rows from the first attempt instead of inserting them.
    const row = inserted.get(id) ?? (await getMemory(w.tx, id));
    if (row) rows.push({ row, categories: c.fact.categories });
  }
  return rows;
}

/**
 * Writes one slot's facts in the order they were said, each a new version of the slot's holder
 * (the first a new memory when nobody holds it). Restatements of the holder go to `repeats`.
 * Answers the holder's last row, with the categories to index it under (null: this store changed
 * nothing it must index), or null when the holder could not be read back.
 */
async function writeSlotChain(w: RowWriter, slot: string, chain: Candidate[], repeats: Repeat[]) {
  const { tx, input, ourIds } = w;
  const first = chain[0];
  if (!first) return null;
  // A fact that also fills another slot ("… as a head nurse at …" states the job title) replaces
  // that slot's holder when its own slot has none.
  const also = alsoFilledSlot(slot, first.fact.content);
  let current =
    (await findSlotHolder(tx, input.userId, slot, ourIds)) ??
    (also ? await findSlotHolder(tx, input.userId, also, ourIds) : null);
  let pending = chain;
  if (!current) {
    // Nobody holds the slot: the first fact is a new memory (or our own from an earlier attempt).
    const id = ourIds[first.index] ?? "";
    const [row] = await insertMemories(tx, [w.newRow(first)]);
    current = row ?? (await getMemory(tx, id));
    if (!current) return null;
  }
  if (current.metadata.store_id === input.storeId) {
    // Written by this store (just now, or by an earlier attempt): continue after the fact the row holds.
    const done = chain.findLastIndex((c) => c.hash === current?.contentHash);
    pending = chain.slice(done + 1);
  } else {
    // A restatement of what the holder already says is a repeat, not a new version.
    while (pending[0] && pending[0].hash === current.contentHash) {
      repeats.push({ id: current.id, importance: pending[0].fact.importance });
      pending = pending.slice(1);
    }
  }
  let categories = current.metadata.store_id === input.storeId ? categoriesOf(current) : null;
  for (const c of pending) {
    current = await supersede(w, current, c, slot);
    categories = c.fact.categories;
  }
  return { row: current, categories };
}

/** Writes fact `c` as the next version of `holder`, the memory that holds its slot. */
async function supersede(w: RowWriter, holder: MemoryRow, c: Candidate, slot: string): Promise<MemoryRow> {
  const row = await updateMemoryVersioned(
    w.tx,
    holder,
    {
      content: c.fact.content,
      category: c.fact.category,
      memoryType: c.fact.memoryType,
      importance: Math.max(c.fact.importance, holder.importance),
      metadata: { ...w.metadataOf(c.fact), supersedes_version: holder.version },
      contentHash: c.hash,
      slot,
      searchContext: w.contextOf(c.fact),
      processingStatus: "embedding_generation",
    },
    "supersede",
  );
  // The user's rows are locked: a row that changed meanwhile can only be a bug; stop the chain.
  if (!row) throw new Error(`memory ${holder.id} changed while its user's rows were locked`);
  return row;
}

export { categoriesOf };
