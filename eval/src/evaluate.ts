import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isEpisodeKind } from "@memory/models/profile";
import { Bm25 } from "./bm25.ts";
import type { ApiUser } from "./client.ts";
import type { LoadedConversation } from "./dataset.ts";
import { answerCoverage, classifyMemory, KS, narrowProvenance, recallAt } from "./metrics.ts";
import { type ChatItem, importParts, provenanceOf } from "./provenance.ts";
import type { ConversationResult, QuestionResult, RecallAt } from "./summary.ts";
import { countWords } from "./text.ts";

const SEARCH_LIMIT = 20;

const recalls = (evidence: string[], retrieved: string[][]): RecallAt =>
  Object.fromEntries(KS.map((k) => [k, recallAt(evidence, retrieved, k)])) as RecallAt;

/**
 * A dev-set conversation is a chat of two (`user_name`, `other_name`): sent as a direct message, as
 * a Slack or Discord export marks one (`channel_type` "dm"), so a channel's rules (CHANNEL_IS_A_GROUP)
 * do not read it as a group.
 */
export const chatDataOf = (c: LoadedConversation): ChatItem[] =>
  c.messages.map((m) => ({
    message_id: m.message_id,
    timestamp: m.timestamp,
    role: m.role,
    content: m.content,
    metadata: { channel_type: "dm" },
  }));

export interface ImportedConversation {
  c: LoadedConversation;
  user: ApiUser;
  chatData: ChatItem[];
  imported: Awaited<ReturnType<ApiUser["importChat"]>>;
}

/** One conversation imported through `POST /v1/integrations/chat` as `user`. */
export async function importConversation(
  c: LoadedConversation,
  user: ApiUser,
  timeoutMs: number,
): Promise<ImportedConversation> {
  const chatData = chatDataOf(c);
  return { c, user, chatData, imported: await user.importChat(c.platform, chatData, c.user_name, timeoutMs) };
}

/**
 * An imported conversation's figures: every question searched (`POST /v1/memories/search`, limit
 * 20) and answered by BM25 over the raw messages. Run once every conversation is imported: the
 * words' weights in Qdrant's sparse index are computed over the whole collection, so a search made
 * while another import is running would depend on timing.
 */
export async function measureConversation({
  c,
  user,
  chatData,
  imported,
}: ImportedConversation): Promise<{ conversation: ConversationResult; questions: QuestionResult[] }> {
  const parts = importParts(imported.integrationId, chatData);

  const all = await user.listAll();
  const conversation: ConversationResult = {
    id: c.id,
    half: c.half,
    messages: c.messages.length,
    ...(c.language ? { language: c.language } : {}),
    memories: all.length,
    importMs: imported.ms,
    serverSeconds: imported.serverSeconds,
  };
  if (c.no_fact) {
    const noFact = new Set(c.no_fact);
    const labels = new Map(
      c.messages.map((m) => [m.message_id, noFact.has(m.message_id) ? "none" : "fact"] as const),
    );
    const junk = (memories: typeof all) =>
      memories.filter((m) => classifyMemory(provenanceOf(m.metadata, parts), labels) === "junk").length;
    // Facts apart from episodes (digests, remarks, sentences kept as said): only facts feed the profile.
    const facts = all.filter((m) => !isEpisodeKind(m.metadata.kind));
    conversation.noFact = {
      junk: junk(all),
      labelled: all.length,
      factJunk: junk(facts),
      facts: facts.length,
    };
  }

  // The speaker's name is part of a chat line ("Melanie: I paint"), so BM25 sees it as our extractor does.
  const bm25 = new Bm25(c.messages.map((m) => ({ id: m.message_id, text: `${m.role}: ${m.content}` })));
  const words = new Map(c.messages.map((m) => [m.message_id, countWords(m.content)]));
  // Reading failures (tuning half only): every memory with the message ids it came from.
  const dumpDir = process.env.EVAL_DUMP_DIR;
  if (dumpDir && c.half === "tuning") {
    mkdirSync(dumpDir, { recursive: true });
    const dump = all.map((m) => ({
      content: m.content,
      messages: provenanceOf(m.metadata, parts),
      metadata: m.metadata,
    }));
    writeFileSync(join(dumpDir, `${c.id}.json`), JSON.stringify(dump, null, 1));
  }
  const extracted = new Set(all.flatMap((m) => provenanceOf(m.metadata, parts)));
  const questions: QuestionResult[] = [];
  for (const q of c.questions) {
    const results = await user.search(q.question, SEARCH_LIMIT);
    const retrieved = results.map((r) => provenanceOf(r.metadata, parts));
    const top10 = results.slice(0, 10).map((r) => r.content);
    const hits = bm25.search(q.question, SEARCH_LIMIT);
    questions.push({
      conversation: c.id,
      half: c.half,
      id: q.id,
      kind: q.kind,
      recall: recalls(q.evidence, retrieved),
      recallNarrow: recalls(q.evidence, narrowProvenance(retrieved)),
      words10: top10.reduce((s, t) => s + countWords(t), 0),
      coverage10: answerCoverage(q.answer, top10),
      extracted: q.evidence.filter((id) => extracted.has(id)).length / q.evidence.length,
      bm25: {
        recall: recalls(
          q.evidence,
          hits.map((id) => [id]),
        ),
        words10: hits.slice(0, 10).reduce((s, id) => s + (words.get(id) ?? 0), 0),
      },
      ...(c.half === "tuning"
        ? {
            detail: {
              question: q.question,
              answer: q.answer,
              evidence: q.evidence,
              // Where each evidence message first appears in the 20 results (null: not there), and
              // whether any memory of the user came from it at all (false: extraction lost it).
              evidenceRank: q.evidence.map((id) => {
                const i = retrieved.findIndex((ids) => ids.includes(id));
                return i < 0 ? null : i + 1;
              }),
              evidenceExtracted: q.evidence.map((id) => extracted.has(id)),
              top10: results
                .slice(0, 10)
                .map((r, i) => ({ content: r.content, messages: retrieved[i] ?? [] })),
            },
          }
        : {}),
    });
  }
  return { conversation, questions };
}
