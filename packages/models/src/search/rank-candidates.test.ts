import type { MemoryRow } from "@memory/db";
import { describe, expect, it } from "vitest";
import { analyseQuery } from "../query/analyse.ts";
import type { WordRelatedness } from "../types.ts";
import {
  compoundOf,
  matchStem,
  orderResults,
  RANK_WEIGHTS,
  type Ranked,
  rankCandidates,
  withFeedback,
} from "./index.ts";

const row = (
  id: string,
  content: string,
  metadata: Record<string, unknown> = {},
  searchContext = "",
): MemoryRow => ({
  id,
  userId: "u",
  content,
  category: "health",
  memoryType: "episodic",
  importance: 0.5,
  metadata,
  processingStatus: "ready",
  contentHash: id,
  slot: null,
  searchContext,
  version: 1,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-01T00:00:00Z"),
});

/** A tiny word-relatedness table standing in for the word vectors. */
const related: WordRelatedness = {
  similarity: (a, b) => (a === b ? 1 : [a, b].sort().join(" ") === "illness malaria" ? 0.7 : 0),
};

/** The explanation of one memory's rank for `query` (meaning 0). */
const explain = (query: string, memory: MemoryRow) =>
  rankCandidates(
    analyseQuery(query),
    [{ id: memory.id, dense: 0 }],
    new Map([[memory.id, memory]]),
    undefined,
    {
      explain: true,
    },
  )[0]?.explanation;

const rank = (query: string, rows: MemoryRow[], words?: WordRelatedness) =>
  rankCandidates(
    analyseQuery(query),
    // Unrelated meaning (cosine 0): these tests are about the other parts of the score.
    rows.map((r) => ({ id: r.id, dense: 0 })),
    new Map(rows.map((r) => [r.id, r])),
    words,
  ).sort((a, b) => b.score - a.score);

describe("search ranking", () => {
  const rows = [
    row("malaria", "Kwame had malaria, three days in bed."),
    row("offline", "Kwame was offline in October."),
    row("other", "Kwame likes football."),
  ];

  it("gives partial credit to a memory that says a query word differently", () => {
    const exact = rank("What illness kept Kwame offline?", rows);
    const soft = rank("What illness kept Kwame offline?", rows, related);
    const score = (ranked: typeof exact, id: string) => ranked.find((r) => r.row.id === id)?.score ?? 0;
    expect(score(soft, "malaria")).toBeGreaterThan(score(exact, "malaria"));
    // Partial: a memory with the exact word still counts more than one with a related word.
    expect(score(soft, "offline")).toBeGreaterThan(score(soft, "malaria"));
    expect(score(soft, "other")).toBe(score(exact, "other"));
  });

  it("favours a memory about the attribute asked for, said another way, but not a digest", () => {
    const about = { subject: "Jae-won" };
    const ranked = rank("Where does Jae-won live now?", [
      row("moved", "Jae-won moved on 2026-08-09, a small flat in Mangwon-dong.", about),
      row("climbs", "Jae-won climbs on Tuesdays and Fridays.", about),
      row("digest", "On 2026-08-16 Jae-won and Maggie talked. Jae-won moved to a small flat.", {
        kind: "conversation",
        conversation_participants: ["jae-won", "maggie"],
      }),
    ]);
    const score = (id: string) => ranked.find((r) => r.row.id === id)?.score ?? 0;
    expect(score("moved") - score("climbs")).toBeCloseTo(RANK_WEIGHTS.slotTopic, 5);
    expect(score("digest")).toBe(score("climbs"));
    // "for a living" asks for a job, not a residence.
    const job = rank("What does Jae-won do for a living?", [
      row("flat", "Jae-won rents a small flat.", about),
      row("boss", "Jae-won's boss says make it work.", about),
    ]);
    expect(job[0]?.row.id).toBe("boss");
  });

  it("never matches stop words", () => {
    const ranked = rank("Where do I go climbing?", [row("go", "We go to the cinema on Fridays.")]);
    expect(ranked[0]?.score ?? 0).toBeLessThan(0.2);
  });

  it("knows hyphenated names and names of several words as people, not as words", () => {
    const ranked = rank("How often does Jae-won go climbing?", [
      row("other", "Maggie goes climbing on Fridays.", { subject: "Maggie" }),
      row("him", "Jae-won goes climbing on Fridays.", { subject: "Jae-won" }),
      row("won", "Our team won the climbing cup.", { subject: "Maggie" }),
    ]);
    expect(ranked.map((r) => r.row.id)).toEqual(["him", "other", "won"]);
  });

  it("knows a Chinese or Japanese name in a query, where no space or boundary sets it apart (SPACELESS_NAMES)", () => {
    const chat = { user_participant: "美咲", conversation_participants: ["由佳", "美咲"] };
    const ranked = rank("美咲はどこに住んでいますか？", [
      row("friend", "由佳: 京都に住んでる。", { ...chat, subject: "由佳" }),
      row("hers", "名古屋に住んでる。", chat),
    ]);
    expect(ranked.map((r) => r.row.id)).toEqual(["hers", "friend"]);
    const chinese = rank("晓雯最喜欢哪个歌手？", [
      row("his", "陈浩最喜欢五月天。", { subject: "陈浩" }),
      row("hers", "我最喜欢周杰伦。", { user_participant: "晓雯" }),
    ]);
    expect(chinese.map((r) => r.row.id)).toEqual(["hers", "his"]);
    const explained = explain("美咲はどこに住んでいますか？", row("hers", "名古屋に住んでる。", chat));
    expect(explained?.boosts.map((b) => b.reason)).toEqual(["name"]);
    // "晓雯最" (the name and the character after it, which the segmenter joins) is the name, no word to match.
    const joined = explain(
      "晓雯最喜欢哪个歌手？",
      row("digest", "晓雯: 我养了一只猫。", { user_participant: "晓雯" }),
    );
    expect(joined?.matched_terms).toEqual([]);
    // A name of one character is no name inside another word: "下雪" (it snows) does not name 雪.
    const snow = explain("昨天下雪了吗？", row("m", "我喜欢冬天。", { user_participant: "雪" }));
    expect(snow?.boosts).toEqual([]);
  });

  it("takes a remark said to the other person of a two-person chat as about them", () => {
    const chat = { user_participant: "Lucía", conversation_participants: ["Tomás", "Lucía"] };
    const ranked = rank("Which city did Tomás say he would never leave?", [
      row("to him", "Lucía: You always said you'd never leave Madrid.", chat),
      row("her own", "Lucía: I'd never leave Valencia.", chat),
    ]);
    const score = (id: string) => ranked.find((r) => r.row.id === id)?.score ?? 0;
    // The same words: one is about Tomás (+ about), the other about Lucía (− someone else).
    expect(score("to him") - score("her own")).toBeCloseTo(
      RANK_WEIGHTS.personAbout - RANK_WEIGHTS.personOther,
      3,
    );
  });

  it("takes a remark that names the other person first as about them ('Lucía: Tomás always said …', stored for 'you always said …')", () => {
    const chat = { user_participant: "Lucía", conversation_participants: ["Tomás", "Lucía"] };
    const ranked = rank("Which city did Tomás say he would never leave?", [
      row("to him", "Lucía: Tomás would never leave Madrid.", chat),
      row("his own", "Tomás would never leave Madrid.", { ...chat, subject: "Tomás" }),
    ]);
    const score = (id: string) => ranked.find((r) => r.row.id === id)?.score ?? 0;
    // About Tomás both (+ about), not only mentioning him.
    expect(score("to him")).toBeCloseTo(score("his own"), 3);
  });

  it("takes a conversation digest as about each of its participants, the user's friend as much as the user", () => {
    const digest = {
      kind: "conversation",
      user_participant: "Marcus",
      participants: ["Priya"],
      conversation_participants: ["Priya", "Marcus"],
    };
    const text = "On 2026-04-07 Priya and Marcus talked. Marcus: I start at UBC. Priya: We signed the lease.";
    const score = (query: string) => rank(query, [row("digest", text, digest)])[0]?.score ?? 0;
    // The same words, one person named: it used to be about Marcus (+about) and only mention Priya.
    expect(score("What did Priya sign?")).toBeCloseTo(score("What did Marcus sign?"), 3);
    expect(score("What did Priya sign?")).toBeCloseTo(
      score("What did they sign?") + RANK_WEIGHTS.personAbout,
      3,
    );
  });

  it("counts a query word found only in the memory's search context at half weight", () => {
    const ranked = rank("When is Marta's wedding?", [
      row("answer", "Lucía: It's on 2025-05-24 in Zaragoza.", {}, "marta wedding when's"),
      row("mum", "Mum wants to talk about the wedding for hours."),
      row("none", "Lucía made four cups for mum."),
    ]);
    expect(ranked.map((r) => r.row.id)).toEqual(["answer", "mum", "none"]);
    const score = (id: string) => ranked.find((r) => r.row.id === id)?.score ?? 0;
    // Both words from the context: half of what both words in the text would give.
    expect(score("answer")).toBeCloseTo(RANK_WEIGHTS.words * RANK_WEIGHTS.context, 3);
    expect(score("none")).toBe(0);
  });

  it("reads family words as the relation they name ('father' / 'baba', 'mother' / 'mum', 'parents' / 'dad'; t10, t07)", () => {
    const rows = [
      row("uncle", "Eleni: Uncle Stelios walks to the harbour every evening now."),
      row("other", "Eleni: The harbour is busy every evening now."),
      row("baba", "Eleni: Baba walks to the harbour every evening now."),
    ];
    expect(
      rank("How is Nikos's father doing with the walks to the harbour?", rows).map((r) => r.row.id),
    ).toEqual(["baba", "uncle", "other"]);
    const mum = rank("What did Tariq give his mother?", [
      row("gift", "We got mum a new sewing machine."),
      row("gave", "Tariq gave Hannah a lift."),
    ]);
    expect(mum[0]?.row.id).toBe("gift");
    const parents = rank("What health problems did Nikos's parents have?", [
      row("dad", "Eleni: Dad has diabetes type 2."),
      row("none", "Eleni: The doctor is happy."),
    ]);
    expect(parents[0]?.row.id).toBe("dad");
  });

  it("gives part of a word's credit to a memory with the compound's part ('beehives' / 'hives', t11; 'headteacher' / 'head', t07)", () => {
    const ranked = rank("How many beehives does Hattie have?", [
      row("hives", "Hattie is down to three hives."),
      row("other", "Hattie has a garden."),
      row("exact", "Hattie has three beehives."),
    ]);
    // Part of a word counts less than the whole word.
    expect(ranked.map((r) => r.row.id)).toEqual(["exact", "hives", "other"]);
    expect(compoundOf("headteacher", new Set(["head", "parc"]))).toBe(true);
    expect(compoundOf("hives", new Set(["beehives"]))).toBe(true);
    // An ending, or a part shorter than four letters, makes no compound.
    expect(compoundOf("teacher", new Set(["teach"]))).toBe(false);
    expect(compoundOf("sunday", new Set(["day"]))).toBe(false);
  });

  it("meets Chinese and Japanese words in a compound (HAN_COMPOUND: 毎朝 / 朝) or another form (OKURIGANA: 飲みます / 飲む)", () => {
    const ranked = rank("健太は朝なにを飲みますか？", [
      row("other", "健太は夜にパンを食べる。"),
      row("morning", "健太は毎朝ジムに行く。"),
      row("drink", "健太は毎日紅茶を飲む。"),
    ]);
    // Each has one query word: "飲む" whole, "毎朝" as the compound holding "朝" (half its credit).
    expect(ranked.map((r) => r.row.id)).toEqual(["drink", "morning", "other"]);
    expect(compoundOf("朝", new Set(["毎朝"]))).toBe(true);
    expect(compoundOf("歌手", new Set(["歌"]))).toBe(true);
    // Inside it is no part: a word of three characters holds no word at its middle.
    expect(compoundOf("大", new Set(["東大阪"]))).toBe(false);
    // Kana are no Chinese characters.
    expect(compoundOf("朝", new Set(["朝ごはん"]))).toBe(false);
    expect(matchStem("飲む")).toBe(matchStem("飲み"));
    expect(matchStem("働き")).toBe("働");
    expect(matchStem("新しい")).toBe("新");
    // Kana only, or kanji only, stays as written.
    expect(matchStem("ほうじ茶")).toBe("ほうじ茶");
    expect(matchStem("東京")).toBe("東京");
  });
});

describe("feedback from the best results", () => {
  it("lifts a memory that shares the best results' words, not the query's ('where did he live before?')", () => {
    const rows = [
      row("now", "Jae-won moved to a small flat in Mangwon-dong, Seoul."),
      row("before", "The flat in Busan was tiny and far from the library.", { subject: "Jae-won" }),
      row("other", "Jae-won loves jazz."),
    ];
    const query = analyseQuery("Where does Jae-won live now, and where did he move from?");
    const ranked = rank("Where does Jae-won live now, and where did he move from?", rows);
    const score = (list: Ranked[], id: string) => list.find((r) => r.row.id === id)?.score ?? 0;
    const fed = withFeedback(query, ranked);
    // "flat" comes from the best result; the memory about the other flat gains, the best one keeps its words' score.
    expect(score(fed, "before")).toBeGreaterThan(score(ranked, "before"));
    expect(score(fed, "before")).toBeLessThanOrEqual(score(ranked, "before") + RANK_WEIGHTS.feedback);
    expect(score(fed, "other")).toBe(score(ranked, "other"));
  });

  it("gives no feedback when nothing matches the query well", () => {
    const rows = [row("a", "Kwame likes football."), row("b", "Kwame plays football on Sundays.")];
    const query = analyseQuery("What is the capital of Peru?");
    const ranked = rank("What is the capital of Peru?", rows);
    expect(withFeedback(query, ranked).map((r) => r.score)).toEqual(ranked.map((r) => r.score));
  });
});

describe("result order", () => {
  it("demotes a result whose source messages a better result already came from", () => {
    const scored = (id: string, score: number, ids: string[]) => ({
      row: row(id, id, { message_ids: ids }),
      score,
    });
    const ordered = orderResults([
      scored("digest", 0.9, ["m1", "m2", "m3"]),
      scored("fact", 0.8, ["m2"]),
      scored("other", 0.6, ["m7"]),
      scored("partly new", 0.5, ["m3", "m8"]),
      scored("no provenance", 0.4, []),
    ]);
    expect(ordered.map((r) => [r.row.id, r.score])).toEqual([
      ["digest", 0.9],
      ["other", 0.6],
      ["partly new", 0.5],
      ["fact", 0.48],
      ["no provenance", 0.4],
    ]);
  });

  it("demotes a fact after the conversation digest that condenses it less: the fact says it precisely", () => {
    const ordered = orderResults([
      { row: row("digest", "digest", { kind: "conversation", message_ids: ["m1", "m2", "m3"] }), score: 0.9 },
      { row: row("fact", "fact", { message_ids: ["m2"] }), score: 0.8 },
      { row: row("same fact again", "again", { message_ids: ["m2"] }), score: 0.7 },
      { row: row("other", "other", { message_ids: ["m7"] }), score: 0.6 },
    ]);
    expect(ordered.map((r) => [r.row.id, r.score])).toEqual([
      ["digest", 0.9],
      ["fact", 0.68],
      ["other", 0.6],
      ["same fact again", 0.42],
    ]);
  });

  it("orders results that both reach the top score by their unclipped sums", () => {
    const ordered = orderResults([
      {
        row: { ...row("asked slot, named person, every word", "a", {}), importance: 0.2 },
        score: 1,
        raw: 1.3,
      },
      { row: { ...row("every word", "b", {}), importance: 0.9 }, score: 1, raw: 1.05 },
    ]);
    expect(ordered.map((r) => [r.row.id, r.score])).toEqual([
      ["asked slot, named person, every word", 1],
      ["every word", 1],
    ]);
  });
});

describe("LENGTH_CALIBRATED_MEANING", () => {
  const bias = { slope: 0.054, pivot: 7, cap: 25 };
  const long =
    "On 2025-09-17 Tomás and Lucía talked. Tomás has something to tell Lucía, call Tomás when Lucía can. Tomás asked Inés to marry him in Sintra at sunset, she said yes, mum screamed and dad said finally.";
  const meaning = (content: string, lengthBias?: typeof bias) =>
    rankCandidates(
      analyseQuery("Who did Tomás propose to?"),
      [{ id: "m", dense: 0.5 }],
      new Map([["m", row("m", content)]]),
      undefined,
      { explain: true, ...(lengthBias ? { lengthBias } : {}) },
    )[0]?.explanation?.meaning ?? -1;

  it("a longer text's vector is nearer to any query: with the same cosine, a long digest earns less meaning than a short fact", () => {
    expect(meaning(long, bias)).toBeLessThan(meaning("Tomás asked Inés to marry him.", bias));
    // A fact of the pivot's length keeps the plain mapping; without a measured bias (openai) nothing changes.
    expect(meaning("Tomás asked Inés to marry him in Sintra at sunset in September.", bias)).toBe(
      meaning("x y"),
    );
    expect(meaning(long)).toBe(meaning("Tomás asked Inés to marry him."));
  });

  it("a text of Chinese or Japanese script is read at the pivot (hashed features have no length bias)", () => {
    expect(meaning("陈浩说他下个月要去墨尔本读研究生，艾米也想跟他一起回国看外婆和舅舅", bias)).toBe(
      meaning("x y"),
    );
  });
});
