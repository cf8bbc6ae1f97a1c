import OpenAI from "openai";
import type { z } from "zod";
import { ModelOutputError } from "../errors.ts";
import { extractFacts } from "../local/extract.ts";
import { detectLanguage } from "../local/language.ts";
import { containsSecret } from "../local/secrets.ts";
import { personSlot } from "../local/write-facts.ts";
import { Semaphore } from "../semaphore.ts";
import { sparseVector } from "../sparse.ts";
import type {
  Category,
  Classification,
  ExtractedFact,
  ExtractionInput,
  ModelConfig,
  ModelProvider,
  SparseVector,
} from "../types.ts";
import { CLASSIFY_SYSTEM_PROMPT, EXTRACTION_SYSTEM_PROMPT } from "./prompts.ts";
import { classificationOutputSchema, extractionOutputSchema, type ModelFact } from "./schema.ts";

/** Retries of a malformed answer (after the first attempt). */
const OUTPUT_RETRIES = 2;
/** Retries of 408/409/429/5xx and connection errors, with the SDK's exponential backoff (0.5 s, 1 s, 2 s, ... ≤ 8 s). */
const HTTP_RETRIES = 4;
const EMBEDDING_BATCH = 128;

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

export type OpenAIProviderConfig = Pick<
  ModelConfig,
  | "OPENAI_BASE_URL"
  | "OPENAI_API_KEY"
  | "OPENAI_CHAT_MODEL"
  | "OPENAI_EMBEDDING_MODEL"
  | "OPENAI_EMBEDDING_DIMENSIONS"
  | "OPENAI_MAX_CONCURRENCY"
>;

function uniqueCategories(primary: Category, listed: readonly Category[] | null | undefined): Category[] {
  return [...new Set([primary, ...(listed ?? [])])];
}

function normalise(vector: readonly number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return norm > 0 ? vector.map((x) => x / norm) : vector.map((_, i) => (i === 0 ? 1 : 0));
}

/** Any OpenAI-compatible server (OpenAI, Ollama, vLLM, LiteLLM): chat for extraction, embeddings API for vectors. */
export class OpenAIModelProvider implements ModelProvider {
  readonly name = "openai" as const;
  readonly embeddingModel: string;
  readonly dimension: number;
  readonly #client: OpenAI;
  readonly #chatModel: string;
  readonly #model: string;
  readonly #limit: Semaphore;

  readonly #log: (line: string) => void;

  constructor(config: OpenAIProviderConfig, log: (line: string) => void = (line) => console.warn(line)) {
    this.#log = log;
    this.#client = new OpenAI({
      baseURL: config.OPENAI_BASE_URL,
      // Ollama and vLLM need no key, but the SDK insists on one.
      apiKey: config.OPENAI_API_KEY ?? "not-needed",
      maxRetries: HTTP_RETRIES,
      timeout: 120_000,
    });
    this.#chatModel = config.OPENAI_CHAT_MODEL;
    this.#model = config.OPENAI_EMBEDDING_MODEL;
    this.embeddingModel = `openai:${config.OPENAI_EMBEDDING_MODEL}`;
    this.dimension = config.OPENAI_EMBEDDING_DIMENSIONS;
    this.#limit = new Semaphore(config.OPENAI_MAX_CONCURRENCY);
  }

  /**
   * Facts by the chat model. When its answer stays unusable (invalid JSON or schema after the
   * retries), the local rule-based extractor takes over for this conversation, with a log line: a
   * store never fails, or stores nothing, because of one bad answer.
   */
  async extract(input: ExtractionInput): Promise<ExtractedFact[]> {
    const timestamp = input.timestamp ?? new Date().toISOString();
    const conversation = input.messages.map((m, index) => ({
      index,
      role: m.role,
      content: m.content,
      ...(m.timestamp ? { timestamp: m.timestamp } : {}),
      ...(m.contextOnly ? { context_only: true } : {}),
    }));
    let output: z.output<typeof extractionOutputSchema>;
    try {
      output = await this.#completeJson(
        [
          { role: "system", content: EXTRACTION_SYSTEM_PROMPT },
          {
            role: "user",
            content: JSON.stringify({
              timestamp,
              ...(input.userName ? { user_name: input.userName } : {}),
              ...(input.group ? { group: true } : {}),
              messages: conversation,
            }),
          },
        ],
        extractionOutputSchema,
      );
    } catch (error) {
      if (!(error instanceof ModelOutputError)) throw error;
      this.#log(
        `openai provider: ${error.message}; using the local extractor for this conversation (${input.messages.length} messages)`,
      );
      return extractFacts(input);
    }
    return output.facts
      .filter((fact) => !containsSecret(fact.content))
      .map((fact) => this.#toFact(fact, input.messages));
  }

  async classify(text: string): Promise<Classification> {
    const output = await this.#completeJson(
      [
        { role: "system", content: CLASSIFY_SYSTEM_PROMPT },
        { role: "user", content: text },
      ],
      classificationOutputSchema,
    );
    const result: Classification = {
      category: output.category,
      categories: uniqueCategories(output.category, output.categories),
      memoryType: output.memory_type,
      importance: output.importance,
    };
    if (output.slot) result.slot = output.slot;
    return result;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const batches: string[][] = [];
    for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) batches.push(texts.slice(i, i + EMBEDDING_BATCH));
    const results = await Promise.all(
      batches.map((batch) =>
        this.#limit.run(() =>
          // encoding_format is left to the SDK: it asks for base64 and decodes it (4× smaller responses).
          this.#client.embeddings.create({
            model: this.#model,
            // The API rejects empty strings.
            input: batch.map((t) => (t.trim() ? t : " ")),
            dimensions: this.dimension,
          }),
        ),
      ),
    );
    return results.flatMap((response, b) => {
      const sorted = [...response.data].sort((x, y) => x.index - y.index);
      if (sorted.length !== (batches[b]?.length ?? 0)) {
        throw new ModelOutputError(
          `embeddings: expected ${batches[b]?.length} vectors, got ${sorted.length}`,
          1,
        );
      }
      return sorted.map((item) => {
        const vector = Array.from(item.embedding);
        if (vector.length !== this.dimension) {
          throw new ModelOutputError(
            `embedding model ${this.#model} returned ${vector.length} dimensions, OPENAI_EMBEDDING_DIMENSIONS is ${this.dimension}`,
            1,
          );
        }
        return normalise(vector);
      });
    });
  }

  sparse(text: string, context?: string): SparseVector {
    return sparseVector(text, context);
  }

  async close(): Promise<void> {}

  #toFact(fact: ModelFact, messages: ExtractionInput["messages"]): ExtractedFact {
    const messageCount = messages.length;
    const out: ExtractedFact = {
      content: fact.content,
      category: fact.category,
      categories: uniqueCategories(fact.category, fact.categories),
      memoryType: fact.memory_type,
      importance: fact.importance,
      messageIndices: [...new Set(fact.message_indices ?? [])].filter((i) => i < messageCount),
      language: fact.language ?? detectLanguage(fact.content),
    };
    const participants = (fact.participants ?? []).map((p) => p.trim()).filter(Boolean);
    if (participants.length > 0) out.participants = participants;
    if (fact.location) out.location = fact.location;
    if (fact.event_date) out.eventDate = fact.event_date;
    // A subject is another participant of the chat, never the user or the assistant.
    const subject =
      fact.subject && !/^(?:user|assistant|system)$/i.test(fact.subject) ? fact.subject : undefined;
    if (subject && subject !== "null") out.subject = subject;
    // An episode is kept as said (a remark): searchable, never a slot, never read by the profile or bio.
    if (fact.kind === "episode") out.kind = "remark";
    else if (fact.slot)
      out.slot =
        out.subject && !fact.slot.startsWith("person:") ? personSlot(out.subject, fact.slot) : fact.slot;
    if (out.eventDate && !/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(out.eventDate)) delete out.eventDate;
    return out;
  }

  /**
   * A chat completion in JSON mode, validated by `schema`. A malformed answer is retried with the
   * validation error fed back to the model; after OUTPUT_RETRIES it is a ModelOutputError.
   */
  async #completeJson<S extends z.ZodType>(messages: ChatMessage[], schema: S): Promise<z.output<S>> {
    const conversation = [...messages];
    let lastOutput: string | undefined;
    let lastError = "";
    for (let attempt = 1; attempt <= OUTPUT_RETRIES + 1; attempt++) {
      const completion = await this.#limit.run(() =>
        this.#client.chat.completions.create({
          model: this.#chatModel,
          messages: conversation,
          response_format: { type: "json_object" },
          temperature: 0,
        }),
      );
      lastOutput = completion.choices[0]?.message.content ?? "";
      let parsed: unknown;
      try {
        parsed = JSON.parse(lastOutput);
      } catch (error) {
        lastError = `not valid JSON (${(error as Error).message})`;
      }
      if (parsed !== undefined) {
        const result = schema.safeParse(parsed);
        if (result.success) return result.data;
        lastError = result.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
          .join("; ");
      }
      conversation.push(
        { role: "assistant", content: lastOutput },
        {
          role: "user",
          content: `That answer was invalid: ${lastError}. Reply again with only the corrected JSON object.`,
        },
      );
    }
    throw new ModelOutputError(
      `model ${this.#chatModel} gave invalid output ${OUTPUT_RETRIES + 1} times: ${lastError}`,
      OUTPUT_RETRIES + 1,
      lastOutput,
    );
  }
}
