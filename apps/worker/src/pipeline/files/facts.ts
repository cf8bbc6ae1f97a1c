import { hasLanguageRules } from "@memory/models";
import type { Chunk, Sentence } from "./chunk.ts";

export const EXTRACT_MODES = ["comprehensive", "smart", "highlights", "summary"] as const;
export type ExtractMode = (typeof EXTRACT_MODES)[number];

/** A memory to be, before classification: its text, importance and where it came from. */
export interface DraftFact {
  content: string;
  importance: number;
  page: number;
  chunkIndex: number;
  section: string;
}

const MAX_FACT_CHARS = 600;
const MAX_CODE_CHARS = 4000;
const SMART_PER_CHUNK = 2;
const SMART_MIN_SCORE = 0.45;
const HIGHLIGHT_MIN_SCORE = 0.55;
const SUMMARY_SENTENCES = 5;
const SUMMARY_MAX_CHARS = 1200;

/** Findings and actionable statements: decisions, results, obligations, recommendations, deadlines. */
const KEY =
  /\b(must|should|need(s|ed)? to|required?|recommend(s|ed|ation)?|important|key|critical|conclu(de|sion)s?|result(s|ed)?|found|find(ing|ings)?|show(s|ed)|decided?|decision|goal|plan(s|ned)?|deadline|due|action|priority|will|increase[ds]?|decrease[ds]?|grew|reduced?)\b/i;
const ACTIONABLE =
  /\b(must|should|need(s|ed)? to|required?|recommend(s|ed|ation)?|deadline|due|action|todo|to do)\b/i;
const FINDING =
  /\b(found|find(ing|ings)?|show(s|ed)|result(s|ed)?|conclu(de|sion)s?|increase[ds]?|decrease[ds]?|grew|reduced?|improved?)\b/i;

/** Whether a sentence carries information on its own (not a heading, a caption or a fragment). */
export function isInformative(text: string): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < 12 || letters / text.length < 0.5) return false;
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? [])
    .length;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  if (cjk < 10 && words < 5) return false;
  if (/[:：]$/.test(text)) return false;
  return true;
}

/** How much a sentence matters, 0..1: facts with figures, names, findings and actions score higher. */
export function scoreSentence(text: string): number {
  let score = 0.35;
  if (/\d/.test(text)) score += 0.15;
  if (/\s\p{Lu}\p{Ll}+/u.test(text)) score += 0.05;
  if (KEY.test(text)) score += 0.15;
  if (ACTIONABLE.test(text)) score += 0.1;
  if (FINDING.test(text)) score += 0.1;
  if (text.length >= 60 && text.length <= 300) score += 0.05;
  return Math.round(Math.min(0.95, score) * 100) / 100;
}

function clip(text: string, max = MAX_FACT_CHARS): string {
  if (text.length <= max) return text;
  const at = text.lastIndexOf(" ", max - 1);
  return `${text.slice(0, at > max / 2 ? at : max - 1).trim()}…`;
}

const fact = (
  chunk: Chunk,
  s: Sentence,
  content: string,
  importance: number,
  max = MAX_FACT_CHARS,
): DraftFact => ({
  content: clip(content, max),
  importance,
  page: s.page,
  chunkIndex: chunk.index,
  section: chunk.section,
});

/**
 * The memories of one chunk in the modes that work chunk by chunk:
 * - `comprehensive`: one memory per passage (the chunk's informative sentences; a code block, up to 4000 characters);
 * - `smart`: the chunk's one or two most important sentences, when they score high enough;
 * - `highlights`: only findings and actionable statements (results, decisions, recommendations, obligations, deadlines).
 * `summary` is built over the whole document by `SummaryBuilder`.
 */
export function chunkFacts(chunk: Chunk, mode: Exclude<ExtractMode, "summary">): DraftFact[] {
  if (chunk.code) {
    if (mode !== "comprehensive") return [];
    const first = chunk.sentences[0];
    if (!first) return [];
    const where = chunk.section ? ` in "${chunk.section}"` : "";
    return [fact(chunk, first, `Code${where}:\n${chunk.text}`, 0.4, MAX_CODE_CHARS)];
  }
  const informative = chunk.sentences.filter((s) => isInformative(s.text));
  if (informative.length === 0) return [];
  if (mode === "comprehensive") {
    const first = informative[0] as Sentence;
    const importance = Math.max(...informative.map((s) => scoreSentence(s.text)));
    // The passage whole: its own sentences are at most chunk_size characters.
    const passage = informative.map((s) => s.text).join(" ");
    return [fact(chunk, first, passage, importance, passage.length)];
  }
  const scored = informative.map((s, order) => ({ s, order, score: scoreSentence(s.text) }));
  if (mode === "smart") {
    // CUES_OF_ITS_LANGUAGE: the score's cue words are English; in a script they cannot match
    // (Japanese, Chinese, Russian …) the threshold would drop every passage, so the best ones stay.
    const minScore = hasLanguageRules(chunk.text) ? SMART_MIN_SCORE : 0;
    return scored
      .filter((x) => x.score >= minScore)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, SMART_PER_CHUNK)
      .sort((a, b) => a.order - b.order)
      .map((x) => fact(chunk, x.s, x.s.text, x.score));
  }
  return scored
    .filter((x) => x.score >= HIGHLIGHT_MIN_SCORE && (ACTIONABLE.test(x.s.text) || FINDING.test(x.s.text)))
    .map((x) => fact(chunk, x.s, x.s.text, Math.min(0.95, x.score + 0.05)));
}

/**
 * `summary`: one memory for the whole document, made of its highest-scoring sentences in reading
 * order (a few hundred words at most). Holds only the best few sentences while chunks stream by.
 */
export class SummaryBuilder {
  private best: { s: Sentence; score: number; order: number; chunk: Chunk }[] = [];
  private order = 0;

  add(chunk: Chunk): void {
    if (chunk.code) return;
    for (const s of chunk.sentences) {
      const order = this.order++;
      if (!isInformative(s.text)) continue;
      this.best.push({ s, score: scoreSentence(s.text), order, chunk });
      if (this.best.length > SUMMARY_SENTENCES * 4) this.trim();
    }
  }

  build(title: string): DraftFact[] {
    this.trim();
    const picked = this.best.sort((a, b) => a.order - b.order);
    const first = picked[0];
    if (!first) return [];
    let text = `Summary of ${title}:`;
    for (const p of picked) {
      if (text.length + p.s.text.length + 1 > SUMMARY_MAX_CHARS) break;
      text += ` ${p.s.text}`;
    }
    const importance = Math.max(...picked.map((p) => p.score));
    return [{ content: text, importance, page: first.s.page, chunkIndex: first.chunk.index, section: "" }];
  }

  private trim() {
    this.best = this.best.sort((a, b) => b.score - a.score || a.order - b.order).slice(0, SUMMARY_SENTENCES);
  }
}
