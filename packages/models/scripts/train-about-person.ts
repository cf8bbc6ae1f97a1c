/**
 * Trains the local provider's "states something about the person" model (src/local/about-person.ts)
 * on the TUNING data only, cross-validates it leaving one file out, chooses its threshold there and
 * writes src/local/about-person.weights.json. Deterministic (seeded), no network:
 *
 *   node packages/models/scripts/train-about-person.ts            # train, print the figures, write
 *   node packages/models/scripts/train-about-person.ts --check    # fail if the file would change
 *
 * Data (see docs/local-provider.md, "The about-person model"): the user's messages of eval/data/junk/tuning/*.json
 * (`fact` / `none`) and, in eval/data/tuning/*.json, the messages that are `evidence` of a question
 * (positive) or listed in `no_fact` (negative). Messages in languages without rules are left out.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AboutPersonWeights, featureBuckets, WEIGHTS_FILE } from "../src/local/about-person.ts";
import { hasLanguageRules } from "../src/local/any-language.ts";
import { conversationOf } from "../src/local/conversation.ts";
import { detectLanguage } from "../src/local/language.ts";
import { messageSentences } from "../src/local/message-sentences.ts";
import { ConversationReader } from "../src/local/read-conversation.ts";
import { seededRandom } from "../src/text/seeded-random.ts";
import type { ConversationMessage, ExtractionInput } from "../src/types.ts";

const ROOT = new URL("../../../eval/data/", import.meta.url).pathname;
const BUCKETS = 1 << 14;
const EPOCHS = 12;
const L2 = 1e-5;
const RATE = 0.2;
const SEED = 27;
/** A pasted document is a few sentences of evidence, not hundreds. */
const MAX_SENTENCES = 30;

/** One labelled message: its sentences' feature buckets, the file it came from, its label. */
export interface Example {
  group: string;
  positive: boolean;
  sentences: number[][];
  /** The sentences the rules make a fact of, read in their conversation: what the model decides on. */
  candidates: number[][];
}

interface RawMessage {
  message_id: string;
  role: string;
  content: string;
  timestamp?: string;
  label?: "fact" | "none";
}

/** A message of a conversation as the chat import hands it to the extraction, with its label if any. */
interface Read {
  message: ConversationMessage;
  positive: boolean | undefined;
}

/** Which sentences of each message the rules make a fact of: the reader asks the model exactly there. */
function ruleCandidates(input: ExtractionInput): Map<number, number[][]> {
  const found = new Map<number, number[][]>();
  let index = 0;
  const seen = new Set<string>();
  const reader = new ConversationReader(conversationOf(input), undefined, (sentence, language) => {
    if (!seen.has(`${index}|${sentence}`)) {
      seen.add(`${index}|${sentence}`);
      found.set(index, [...(found.get(index) ?? []), featureBuckets(sentence, language, BUCKETS)]);
    }
    return true;
  });
  input.messages.forEach((message, i) => {
    index = i;
    reader.read(message, i);
  });
  return found;
}

/** The labelled messages of one conversation, each with its sentences and the rules' candidates. */
function conversationExamples(group: string, read: Read[], userName?: string): Example[] {
  const input: ExtractionInput = { messages: read.map((r) => r.message), ...(userName ? { userName } : {}) };
  const conversation = conversationOf(input);
  const candidates = ruleCandidates(input);
  return read.flatMap(({ message, positive }, i) => {
    if (positive === undefined || !hasLanguageRules(message.content)) return [];
    const language = detectLanguage(message.content, conversation.language);
    const sentences = messageSentences(message.content, language, conversation.withAssistant)
      .slice(0, MAX_SENTENCES)
      .map((s) => featureBuckets(s, language, BUCKETS));
    const example = { group, positive, sentences, candidates: candidates.get(i) ?? [] };
    return sentences.length > 0 ? [example] : [];
  });
}

const jsonFiles = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({
      id: f.replace(/\.json$/, ""),
      data: JSON.parse(readFileSync(join(ROOT, dir, f), "utf8")),
    }));

/** The chat import's roles: "user" for the person, "assistant", or another participant's name. */
const asImported = (m: RawMessage, role: string): ConversationMessage => ({
  role: m.role === role ? "user" : m.role,
  content: m.content,
  ...(m.timestamp ? { timestamp: m.timestamp } : {}),
});

/** The labelled real exports of the tuning half: the user's messages, `fact` or `none`. */
function junkExamples(): Example[] {
  return jsonFiles("junk/tuning").flatMap(({ id, data }) => {
    const role = data.platform === "chatgpt" || data.platform === "claude" ? "user" : data.user_name;
    return data.conversations.flatMap((c: { messages: RawMessage[] }) =>
      conversationExamples(
        id,
        c.messages.map((m) => ({
          message: asImported(m, role),
          positive: m.role === role && m.label ? m.label === "fact" : undefined,
        })),
        role === "user" ? undefined : role,
      ),
    );
  });
}

/** The tuning dev set: evidence of a question is positive, a `no_fact` message negative. */
function devExamples(): Example[] {
  return jsonFiles("tuning").flatMap(({ id, data }) => {
    const evidence = new Set<string>(data.questions.flatMap((q: { evidence: string[] }) => q.evidence));
    const none = new Set<string>(data.no_fact ?? []);
    const read = (data.messages as RawMessage[]).map((m) => ({
      message: asImported(m, data.user_name),
      positive: evidence.has(m.message_id) ? true : none.has(m.message_id) ? false : undefined,
    }));
    return conversationExamples(id, read, data.user_name);
  });
}

interface Model {
  bias: number;
  weights: Float64Array;
}

const score = (m: Model, buckets: number[]) => {
  let z = m.bias;
  for (const b of buckets) z += m.weights[b] ?? 0;
  return 1 / (1 + Math.exp(-z));
};

/** Logistic regression by AdaGrad over (buckets, label) pairs; positives weighted up to balance. */
function fit(rows: { buckets: number[]; positive: boolean }[], seed: number): Model {
  const model: Model = { bias: 0, weights: new Float64Array(BUCKETS) };
  const squares = new Float64Array(BUCKETS + 1).fill(1e-8);
  const positives = rows.filter((r) => r.positive).length;
  const positiveWeight = Math.sqrt((rows.length - positives) / Math.max(1, positives));
  const order = rows.map((_, i) => i);
  const next = seededRandom(seed);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const i of order) {
      const row = rows[i];
      if (!row) continue;
      const gradient =
        (score(model, row.buckets) - (row.positive ? 1 : 0)) * (row.positive ? positiveWeight : 1);
      for (const b of row.buckets) {
        const g = gradient + L2 * (model.weights[b] ?? 0);
        squares[b] = (squares[b] ?? 0) + g * g;
        model.weights[b] = (model.weights[b] ?? 0) - (RATE * g) / Math.sqrt(squares[b] ?? 1);
      }
      squares[BUCKETS] = (squares[BUCKETS] ?? 0) + gradient * gradient;
      model.bias -= (RATE * gradient) / Math.sqrt(squares[BUCKETS] ?? 1);
    }
  }
  return model;
}

/**
 * Label noise: a `fact` message has several sentences, and only some state the fact. First every
 * sentence of a positive message is positive; then, refitted, only its best sentence and those
 * the first model finds at least as likely as 0.5 stay positive (the others are left out, neither
 * positive nor negative). Every sentence of a negative message is negative.
 */
export function train(examples: Example[], seed = SEED): Model {
  const negatives = examples
    .filter((e) => !e.positive)
    .flatMap((e) => e.sentences.map((buckets) => ({ buckets, positive: false })));
  const all = examples
    .filter((e) => e.positive)
    .flatMap((e) => e.sentences.map((buckets) => ({ buckets, positive: true })));
  const first = fit([...negatives, ...all], seed);
  const kept = examples
    .filter((e) => e.positive)
    .flatMap((e) => {
      const scores = e.sentences.map((s) => score(first, s));
      const best = Math.max(...scores);
      return e.sentences.filter((_, i) => scores[i] === best || (scores[i] ?? 0) >= 0.5);
    })
    .map((buckets) => ({ buckets, positive: true }));
  return fit([...negatives, ...kept], seed);
}

/** One message scored by a model that never saw its file. */
interface Scored {
  group: string;
  positive: boolean;
  /** The best sentence's probability: the model alone. */
  best: number;
  /** Each rule candidate's probability: the rules and the model together. */
  candidates: number[];
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** A message counts as a fact when `says` holds: the confusion counts against the labels. */
function counts(scored: Scored[], says: (s: Scored) => boolean): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const s of scored) {
    if (says(s)) s.positive ? c.tp++ : c.fp++;
    else s.positive ? c.fn++ : c.tn++;
  }
  return c;
}

const f1 = (c: Counts) => (2 * c.tp) / Math.max(1, 2 * c.tp + c.fp + c.fn);
/** The rules and the model at `threshold`: a message gives a fact when a rule candidate passes. */
const gated = (threshold: number) => (s: Scored) => s.candidates.some((p) => p >= threshold);

/** Leave one file out: every message scored by a model that never saw its file. */
function crossValidate(examples: Example[]): Scored[] {
  const groups = [...new Set(examples.map((e) => e.group))];
  return groups.flatMap((group) => {
    const model = train(examples.filter((e) => e.group !== group));
    return examples
      .filter((e) => e.group === group)
      .map((e) => ({
        group,
        positive: e.positive,
        best: Math.max(...e.sentences.map((x) => score(model, x))),
        candidates: e.candidates.map((x) => score(model, x)),
      }));
  });
}

/**
 * The threshold at which the model alone (a message's best sentence) reaches the best F1 over the
 * cross-validated messages, precision and recall alike. Not the threshold at which the rules and
 * the model do best together: the rules were written on these very data (their figures here are
 * in-sample), so against them any threshold above 0 looks like a loss.
 */
function bestThreshold(scored: Scored[]): number {
  let best = { threshold: 0.5, f1: -1 };
  for (let t = 5; t <= 95; t++) {
    const f = f1(counts(scored, (s) => s.best >= t / 100));
    if (f > best.f1) best = { threshold: t / 100, f1: f };
  }
  return best.threshold;
}

/**
 * Among the messages the rules make a fact of, how well the model orders the labelled facts above
 * the rest (the area under the ROC curve of their best rule candidate): what the gate can do.
 */
function candidateAuc(scored: Scored[]): number {
  const withCandidates = scored.filter((s) => s.candidates.length > 0);
  const best = (s: Scored) => Math.max(...s.candidates);
  const pos = withCandidates.filter((s) => s.positive).map(best);
  const neg = withCandidates.filter((s) => !s.positive).map(best);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / Math.max(1, pos.length * neg.length);
}

/** The rules and the model together at a few thresholds (0: the rules alone), for the record. */
function sweep(scored: Scored[]): string[] {
  return [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.84, 0.9].map((t) =>
    report(`  rules + model at ${t}`, counts(scored, gated(t))),
  );
}

const percent = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)} %`);

function report(label: string, c: Counts): string {
  return `${label}: precision ${percent(c.tp, c.tp + c.fp)}, recall ${percent(c.tp, c.tp + c.fn)}, F1 ${f1(c).toFixed(3)} (${c.tp} tp, ${c.fp} fp, ${c.fn} fn, ${c.tn} tn)`;
}

/** The cross-validated figures: the rules alone, the rules and the model, the model alone; per data set. */
function figures(scored: Scored[], threshold: number): string[] {
  const parts: [string, Scored[]][] = [
    ["all", scored],
    ["real exports (junk/tuning)", scored.filter((s) => /chatgpt/.test(s.group))],
    ["dev conversations (tuning)", scored.filter((s) => !/chatgpt/.test(s.group))],
  ];
  return parts.flatMap(([name, part]) => [
    `${name}, ${part.length} messages:`,
    report("  rules alone (in-sample: written on these data)", counts(part, gated(0))),
    report(`  rules + model at ${threshold} (model out of fold)`, counts(part, gated(threshold))),
    report(
      `  model alone at ${threshold}, best sentence (out of fold)`,
      counts(part, (s) => s.best >= threshold),
    ),
  ]);
}

/** The weights file: only the buckets that carry weight, rounded to 4 decimals. */
function weightsFile(model: Model, threshold: number, summary: string): AboutPersonWeights {
  const indices: number[] = [];
  const values: number[] = [];
  model.weights.forEach((w, i) => {
    const rounded = Math.round(w * 1e4) / 1e4;
    if (rounded !== 0) {
      indices.push(i);
      values.push(rounded);
    }
  });
  return {
    buckets: BUCKETS,
    bias: Math.round(model.bias * 1e4) / 1e4,
    indices,
    values,
    threshold,
    trainedOn: summary,
  };
}

function main(): void {
  const examples = [...junkExamples(), ...devExamples()];
  const positives = examples.filter((e) => e.positive).length;
  const sentences = examples.reduce((n, e) => n + e.sentences.length, 0);
  const files = new Set(examples.map((e) => e.group)).size;
  console.log(`${examples.length} messages (${positives} positive), ${sentences} sentences, ${files} files`);
  const scored = crossValidate(examples);
  const threshold = bestThreshold(scored);
  const lines = figures(scored, threshold);
  const auc = `the rules' candidates (${scored.filter((s) => s.candidates.length > 0).length} messages): AUC of the model ${candidateAuc(scored).toFixed(3)}`;
  for (const line of [...lines, auc, "all, the rules and the model at other thresholds:", ...sweep(scored)])
    console.log(line);
  const summary = `tuning data only, ${examples.length} messages (${positives} positive), leave one file out; ${lines[2]?.trim()}`;
  const text = `${JSON.stringify(weightsFile(train(examples), threshold, summary))}\n`;
  if (process.argv.includes("--check")) {
    const same = readFileSync(WEIGHTS_FILE, "utf8") === text;
    console.log(
      same
        ? "the weights file is what training writes"
        : "the weights file differs from what training writes: the rules or the tuning data changed since it was trained; run `node packages/models/scripts/train-about-person.ts` and commit packages/models/src/local/about-person.weights.json",
    );
    process.exitCode = same ? 0 : 1;
    return;
  }
  writeFileSync(WEIGHTS_FILE, text);
  console.log(`wrote ${WEIGHTS_FILE.pathname} (${text.length} bytes)`);
}

if (import.meta.main) main();
