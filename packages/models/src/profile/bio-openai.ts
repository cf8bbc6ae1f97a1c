import type { BioFormat, BioStyle } from "@memory/db";
import OpenAI from "openai";
import type { ModelConfig } from "../types.ts";
import { type BioLanguage, bioName } from "./bio-languages.ts";
import {
  BIO_LENGTHS,
  type BioFact,
  bioConfidence,
  bioFacts,
  bioWriting,
  type WrittenBio,
  writeLocalBio,
} from "./bio-local.ts";
import type { SourceMemory } from "./derive.ts";
import { countWords } from "./person.ts";
import { containsForbiddenDetail } from "./privacy.ts";
import { countTerms } from "./terms.ts";

const FORMAT_RULES: Record<BioFormat, string> = {
  full: "A narrative of 150 to 200 words (fewer only if the facts are too few; never invent).",
  short: "30 to 50 words.",
  bullets:
    'A bullet list: one fact per line, every line starting with "• " (bullet and a space), lines separated by a newline, at most 8 lines.',
  professional:
    "60 to 150 words centred on career, skills and learning; leave out family, health, money and other personal detail.",
};
const STYLE_RULES: Record<BioStyle, string> = {
  narrative: "Flowing prose with natural transitions.",
  factual: "Plain factual sentences, no embellishment.",
  casual: "Informal and friendly, contractions welcome.",
  formal: "Polished business tone, no contractions.",
};

const LANGUAGE_NAMES: Record<BioLanguage, string> = {
  en: "English",
  fr: "French",
  de: "German",
  nl: "Dutch",
  es: "Spanish",
  it: "Italian",
};

export function bioPrompt(
  facts: BioFact[],
  name: string,
  format: BioFormat,
  style: BioStyle,
  language: BioLanguage = "en",
): string {
  const subject = ["The user", "L'utilisateur", "Die Person", "De gebruiker"].includes(name)
    ? "the user"
    : name;
  return [
    `Write a third-person bio of ${subject} from the numbered facts below.`,
    `Format: ${FORMAT_RULES[format]}`,
    `Style: ${STYLE_RULES[style]}`,
    "Rules: use only these facts and state each at most once; never include street addresses, house numbers, " +
      "coordinates, postal codes, e-mail addresses, phone numbers or other contact details; " +
      `write in ${LANGUAGE_NAMES[language]}.`,
    'Answer with JSON: {"bio": "<the text>"}.',
    "",
    ...facts.map((f, i) => `${i + 1}. [${f.category}] ${f.sentence}`),
  ].join("\n");
}

/** Why a written bio is refused (null when it passes): length, bullet shape, forbidden details. */
export function checkBio(text: string, format: BioFormat, factWords: number): string | null {
  const words = countWords(text);
  const { min, max } = BIO_LENGTHS[format];
  if (!text.trim()) return "the bio is empty";
  if (words > max) return `it has ${words} words, more than ${max}`;
  const floor = Math.min(min, Math.floor(factWords * 0.8));
  if (words < floor) return `it has ${words} words, fewer than ${floor}`;
  if (format === "bullets" && text.split("\n").some((line) => !line.startsWith("• "))) {
    return 'not every line starts with "• "';
  }
  if (containsForbiddenDetail(text)) return "it contains an exact location, a contact detail or a secret";
  return null;
}

export interface OpenAIBioResult extends WrittenBio {
  provider: "openai" | "local";
}

/**
 * Writes a bio with an OpenAI-compatible chat model from the same facts the local writer uses,
 * checks its length, shape and forbidden details, asks once more with the reason when it fails,
 * then falls back to the local writer.
 */
export async function writeOpenAIBio(
  config: Pick<ModelConfig, "OPENAI_BASE_URL" | "OPENAI_API_KEY" | "OPENAI_CHAT_MODEL">,
  memories: SourceMemory[],
  options: { format: BioFormat; style: BioStyle; name?: string | undefined },
): Promise<OpenAIBioResult> {
  const writing = bioWriting(memories);
  const name = options.name ?? bioName(memories, writing);
  const facts = bioFacts(memories, writing, name);
  const factWords = facts.reduce((n, f) => n + countWords(f.sentence), 0);
  const client = new OpenAI({
    baseURL: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY ?? "not-needed",
    maxRetries: 2,
    timeout: 30_000,
  });
  const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
    { role: "user", content: bioPrompt(facts, name, options.format, options.style, writing.language) },
  ];
  for (let attempt = 0; attempt < 2; attempt++) {
    let text = "";
    try {
      const completion = await client.chat.completions.create({
        model: config.OPENAI_CHAT_MODEL,
        messages,
        response_format: { type: "json_object" },
        temperature: 0.4,
      });
      const content = completion.choices[0]?.message.content ?? "";
      const parsed = JSON.parse(content) as { bio?: unknown };
      text = typeof parsed.bio === "string" ? parsed.bio.trim() : "";
      const problem = checkBio(text, options.format, factWords);
      if (!problem) {
        const used = facts.filter((f) => overlaps(text, f.sentence));
        const categories = [...new Set(used.map((f) => f.category))];
        return {
          provider: "openai",
          text,
          sentences: [{ text, memoryIds: used.map((f) => f.memoryId) }],
          memoryIds: used.map((f) => f.memoryId),
          categoriesIncluded: categories,
          keyThemes: countTerms(used.map((f) => ({ id: f.memoryId, text: f.sentence })))
            .slice(0, 5)
            .map((t) => t.term),
          confidence: bioConfidence(used.length, categories.length),
        };
      }
      messages.push(
        { role: "assistant", content },
        { role: "user", content: `Rejected: ${problem}. Write it again.` },
      );
    } catch (error) {
      messages.push({
        role: "user",
        content: `Your answer was not usable (${(error as Error).message}). Answer again.`,
      });
    }
  }
  return { provider: "local", ...writeLocalBio(memories, { ...options, name }) };
}

/** Whether the written text uses a fact: most of the fact's topic words appear in it. */
function overlaps(text: string, sentence: string): boolean {
  const lower = text.toLowerCase();
  const terms = countTerms([{ id: "x", text: sentence }]).map((t) => t.term);
  if (terms.length === 0) return false;
  return terms.filter((t) => lower.includes(t)).length >= Math.ceil(terms.length / 2);
}
