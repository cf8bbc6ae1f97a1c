import type { Category, MemoryMetadata } from "@memory/db";
import type { ExtractedFact } from "@memory/models";
import { containsSecret } from "@memory/models";
import type { Conversation } from "./conversations.ts";

export const EXTRACT_MODES = ["conversations", "insights", "topics", "all"] as const;
export type ExtractMode = (typeof EXTRACT_MODES)[number];

/** The category of every memory of an import with `auto_categorize: false` (spec 4.10's typical categories). */
export const PLATFORM_CATEGORY: Record<string, Category> = {
  chatgpt: "learning",
  claude: "learning",
  telegram: "relationships",
  whatsapp: "relationships",
  slack: "career",
  discord: "interests",
};

/** In the `insights` mode, at most this many key facts per conversation (or part of one). */
export const INSIGHTS_PER_CHUNK = 3;

/** Which memories each mode makes: facts per conversation, key facts only, and/or topic memories. */
export const memoriesMadeBy = (mode: ExtractMode) => ({
  facts:
    mode === "conversations" || mode === "all"
      ? ("all" as const)
      : mode === "insights"
        ? ("key" as const)
        : null,
  topics: mode === "topics" || mode === "all",
});

/**
 * The step between extraction and storage: drops anything that still looks like a secret (a
 * remote model may have rephrased one), keeps only key facts in the `insights` mode, and sets the
 * platform's category when the caller turned auto-categorisation off.
 */
export function factPreparer(options: { keyOnly: boolean; fixedCategory: Category | undefined }) {
  return (facts: ExtractedFact[]): ExtractedFact[] => {
    let kept = facts.filter((f) => !containsSecret(f.content));
    if (options.keyOnly) {
      kept = kept
        .map((fact, order) => ({ fact, order }))
        .filter(({ fact }) => fact.memoryType === "semantic")
        .sort((a, b) => b.fact.importance - a.fact.importance || a.order - b.order)
        .slice(0, INSIGHTS_PER_CHUNK)
        .sort((a, b) => a.order - b.order)
        .map(({ fact }) => fact);
    }
    const category = options.fixedCategory;
    // A category the caller set is sure: the classifier's score is not its.
    return category
      ? kept.map(({ categoryScore: _, ...f }) => ({ ...f, category, categories: [category] }))
      : kept;
  };
}

/** Provenance of an imported memory, in its metadata (listed and filterable like any metadata). */
export function conversationMetadata(
  base: { integrationId: string; platform: string; extractMode: ExtractMode },
  conversation: Pick<Conversation, "topic" | "participants" | "start" | "end"> & { index?: number },
): MemoryMetadata & { timestamp: string } {
  const start = new Date(conversation.start).toISOString();
  return {
    platform: base.platform,
    integration_id: base.integrationId,
    extract_mode: base.extractMode,
    ...(conversation.index !== undefined ? { conversation_index: conversation.index } : {}),
    conversation_topic: conversation.topic,
    conversation_participants: conversation.participants,
    start_time: start,
    end_time: new Date(conversation.end).toISOString(),
    // Relative dates resolve against each message's own time; this is the fallback (the start).
    timestamp: start,
  };
}
