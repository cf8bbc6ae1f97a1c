import type { Category, MemoryType } from "@memory/db";

export type { Category, MemoryType };

export interface ConversationMessage {
  /**
   * "user" (the memory service's user), "assistant" (an AI assistant: never a source of facts),
   * "system" (ignored), or the name of another participant of a chat: their first-person
   * statements become facts about them ("Melanie paints."), with `subject` set to the name.
   */
  role: string;
  content: string;
  /**
   * Context only (a chat import's message shorter than `min_length`): never a source of facts of its
   * own, but read as the context of what follows ("do you still run?" before "3 times a week now").
   */
  contextOnly?: boolean;
  /** When it was said (ISO 8601): its relative dates ("tomorrow") resolve against it; else against the input's `timestamp`. */
  timestamp?: string;
}

export interface ExtractionInput {
  messages: ConversationMessage[];
  /** ISO 8601 timestamp of the conversation; relative dates ("last Friday", "next month", "gestern") resolve against it. Defaults to now. */
  timestamp?: string;
  /** The user's own name in a chat between named people: a vocative ("thanks, Daniel") is not a fact. */
  userName?: string;
  /**
   * A group chat or a channel, read by more people than spoke in this stretch of it: "you" is never
   * the one other speaker ("I'll send you the slides" to a channel stays as said). Absent: a chat
   * of two named people reads "you" as the other one.
   */
  group?: boolean;
}

/** The kinds of episode (`metadata.kind`): searchable, never read by the profile or the bio. */
export const EPISODE_KINDS = ["remark", "said", "conversation"] as const;
export type EpisodeKind = (typeof EPISODE_KINDS)[number];

export interface ExtractedFact {
  /** One atomic fact, in the user's own language (never translated), relative dates resolved to absolute dates. */
  content: string;
  /** Primary category (one of the ten). */
  category: Category;
  /** All matching categories, primary first, at least one. */
  categories: Category[];
  /** How sure the primary category is, 0..1; a profile section leaves out a fact below `SURE_CATEGORY`. */
  categoryScore?: number;
  /** "semantic" (lasting fact) or "episodic" (time-bound event). */
  memoryType: MemoryType;
  /** 0..1 */
  importance: number;
  /** Indices into input.messages the fact came from. */
  messageIndices: number[];
  /** People named in the fact. */
  participants?: string[];
  /** Place named in the fact. */
  location?: string;
  /** ISO date of the event for episodic facts, when known (YYYY-MM-DD, or YYYY-MM / YYYY when only that is known). */
  eventDate?: string;
  /** ISO 639-1 guess, e.g. "en", "de", "fr", "es". */
  language?: string;
  /** For single-valued attributes of the user (e.g. "residence", "employer", "job_title", "relationship_status", "name", "age"): a newer fact with the same slot supersedes the older one ("I moved to Berlin" supersedes "I live in Paris"). */
  slot?: string;
  /** The person the fact is about when it is not the user (another participant of a chat, e.g. "Melanie"). */
  subject?: string;
  /**
   * What the memory is (absent: a fact). Episodes stay searchable but never feed the profile or the
   * bio: "remark", what a participant said that is not about themself ("Aoife: mostly cows at this
   * practice"); "said", a sentence of a language without rules kept as it was said; "conversation",
   * a digest of a conversation (chat imports).
   */
  kind?: "fact" | EpisodeKind;
}

export interface Classification {
  category: Category;
  categories: Category[];
  /** How sure the primary category is, 0..1 (the local provider's CATEGORY_SCORE; absent when not measured). */
  categoryScore?: number;
  memoryType: MemoryType;
  importance: number;
  slot?: string;
}

export interface SparseVector {
  indices: number[];
  values: number[];
}

export interface ModelProvider {
  readonly name: "local" | "openai";
  /** Recorded with the Qdrant collection, e.g. "local:wink-sg-100d" or "openai:text-embedding-3-small". */
  readonly embeddingModel: string;
  readonly dimension: number;
  extract(input: ExtractionInput): Promise<ExtractedFact[]>;
  /** Classify a single already-extracted text (used when a user edits a memory's content). */
  classify(text: string): Promise<Classification>;
  /** Dense vectors, L2-normalised, length === dimension. */
  embed(texts: string[]): Promise<number[][]>;
  /**
   * Sparse lexical vectors for Qdrant's IDF modifier (term-frequency values; token ids hashed to
   * uint32; a memory's search context at a lower weight). Same for both providers, pure and synchronous.
   */
  sparse(text: string, context?: string): SparseVector;
  /**
   * Word-level relatedness for ranking search candidates (the local model's word vectors); the
   * openai provider has none, and search then matches words exactly.
   */
  readonly words?: WordRelatedness;
  /** How much nearer to any query this provider's vector of a longer text comes (the local model's, measured); none: no correction. */
  readonly lengthBias?: LengthBias;
  close(): Promise<void>;
}

/**
 * The cosine between a text's vector and an unrelated query grows with the text's length (an average
 * of more word vectors lies nearer their common direction): about `slope` × ln(content words),
 * measured up to `cap` words, relative to a text of `pivot` words.
 */
export interface LengthBias {
  slope: number;
  pivot: number;
  cap: number;
}

/** How close two words are in meaning, −1..1 (0 when unknown). */
export interface WordRelatedness {
  similarity(a: string, b: string): number;
}

export interface ModelConfig {
  MODEL_PROVIDER: "local" | "openai";
  OPENAI_BASE_URL: string;
  OPENAI_API_KEY?: string | undefined;
  OPENAI_CHAT_MODEL: string;
  OPENAI_EMBEDDING_MODEL: string;
  OPENAI_EMBEDDING_DIMENSIONS: number;
  OPENAI_MAX_CONCURRENCY: number;
  /** Folder for the converted word-vector file; default <repo>/.data/models (git-ignored). */
  MODEL_CACHE_DIR?: string | undefined;
}
