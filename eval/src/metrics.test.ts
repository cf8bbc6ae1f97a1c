import { describe, expect, it } from "vitest";
import { Bm25 } from "./bm25.ts";
import { answerCoverage, classifyMemory, mean, narrowProvenance, recallAt, sample } from "./metrics.ts";
import { importParts, provenanceOf } from "./provenance.ts";
import { cjkTable } from "./report.ts";
import { type QuestionResult, type Summary, summarize, summarizeCjk } from "./summary.ts";
import { countWords, stem, tokenize } from "./text.ts";

describe("BM25", () => {
  const docs = [
    { id: "a", text: "the cat sat on the mat" },
    { id: "b", text: "dogs chase cats in the park" },
    { id: "c", text: "my sister paints watercolours every sunday" },
  ];

  it("matches Okapi BM25 computed by hand (k1 1.2, b 0.75)", () => {
    const bm = new Bm25(docs);
    // Tokens without stop words: a = cat sat mat (3), b = dogs chase cats park (4), c = sister paints
    // watercolours every sunday (5); avgdl = 4. "sunday" occurs in 1 of 3 documents.
    const idf = Math.log(1 + (3 - 1 + 0.5) / (1 + 0.5));
    const expected = (idf * (1 * 2.2)) / (1 + 1.2 * (1 - 0.75 + (0.75 * 5) / 4));
    const scores = bm.scores("on sunday");
    expect(scores.find((s) => s.id === "c")?.score).toBeCloseTo(expected, 10);
    expect(scores.find((s) => s.id === "a")?.score).toBe(0);
  });

  it("ranks by score, drops documents without a query word, and caps at k", () => {
    const bm = new Bm25(docs);
    expect(bm.search("cat mat", 5)).toEqual(["a"]);
    expect(bm.search("cats park sister", 1)).toEqual(["b"]);
    expect(bm.search("nothing matches here", 5)).toEqual([]);
  });

  it("gives a rarer word more weight than a common one", () => {
    const bm = new Bm25([
      { id: "1", text: "coffee every morning" },
      { id: "2", text: "coffee with Lena" },
      { id: "3", text: "coffee in Lyon" },
    ]);
    expect(bm.idf("lyon")).toBeGreaterThan(bm.idf("coffee"));
    expect(bm.search("coffee lyon", 3)[0]).toBe("3");
  });
});

describe("recall and coverage", () => {
  it("recall@k is the share of evidence ids in the first k retrieved items", () => {
    const retrieved = [["m1"], ["m7", "m2"], ["m3"]];
    expect(recallAt(["m2"], retrieved, 1)).toBe(0);
    expect(recallAt(["m2"], retrieved, 2)).toBe(1);
    expect(recallAt(["m2", "m3", "m9"], retrieved, 3)).toBeCloseTo(2 / 3);
    expect(recallAt(["m1"], [], 10)).toBe(0);
  });

  it("under the three-message rule a memory citing more than three messages remembers none of them", () => {
    const retrieved = [
      ["m1", "m2", "m3", "m4"],
      ["m5", "m6", "m7"],
    ];
    expect(recallAt(["m2", "m6"], retrieved, 10)).toBe(1);
    expect(recallAt(["m2", "m6"], narrowProvenance(retrieved), 10)).toBe(0.5);
    // Positions stay: the wide memory still takes its rank.
    expect(recallAt(["m6"], narrowProvenance(retrieved), 1)).toBe(0);
  });

  it("answer coverage counts the answer's content words, stop words out, light stemming", () => {
    expect(answerCoverage("painting watercolours", ["She paints watercolour landscapes"])).toBe(1);
    expect(answerCoverage("the LMU Klinikum in Munich", ["works in Munich"])).toBeCloseTo(1 / 3);
    expect(answerCoverage("the", ["anything"])).toBeNull();
  });

  it("averages per question, and per kind only over that kind's questions", () => {
    const q = (id: string, kind: QuestionResult["kind"], r10: number, b10: number): QuestionResult => ({
      conversation: "t01",
      half: "tuning",
      id,
      kind,
      recall: { 5: r10, 10: r10, 20: r10 },
      recallNarrow: { 5: r10 / 2, 10: r10 / 2, 20: r10 / 2 },
      words10: 100,
      coverage10: null,
      extracted: r10 > 0 ? 1 : 0,
      bm25: { recall: { 5: b10, 10: b10, 20: b10 }, words10: 50 },
    });
    const s = summarize(
      [{ id: "t01", half: "tuning", messages: 10, memories: 4, importMs: 2000 }],
      [q("a", "single", 1, 0.5), q("b", "single", 0, 0.5), q("c", "multi", 0.5, 0)],
    );
    expect(s.recall["@10"]).toBeCloseTo(0.5);
    expect(s.recallNarrow["@10"]).toBeCloseTo(0.25);
    expect(s.recallByKind.single).toBeCloseTo(0.5);
    expect(s.recallByKind.when).toBeNull();
    expect(s.ratio10).toBeCloseTo(0.5 / (1 / 3));
    expect(s.importSecondsMean).toBe(2);
    expect(s.extracted).toBeCloseTo(2 / 3);
    expect(mean([null, 1, 3])).toBe(2);
  });

  it("reports junk by the no_fact lists over all memories and over facts alone, weighted by memories", () => {
    const c = (id: string, noFact: { junk: number; labelled: number; factJunk: number; facts: number }) => ({
      id,
      half: "tuning" as const,
      messages: 10,
      memories: noFact.labelled,
      importMs: 1000,
      noFact,
    });
    const s = summarize(
      [
        c("t01", { junk: 3, labelled: 10, factJunk: 1, facts: 5 }),
        c("t02", { junk: 1, labelled: 10, factJunk: 0, facts: 15 }),
      ],
      [],
    );
    expect(s.noFactJunk).toBeCloseTo(4 / 20);
    expect(s.noFactFactJunk).toBeCloseTo(1 / 20);
  });

  it("groups the ja/zh/ko conversations as CJK and marks their ratio against 1.2 x BM25", () => {
    const q = (conversation: string, r10: number, b10: number): QuestionResult => ({
      conversation,
      half: "tuning",
      id: `${conversation}-q`,
      kind: "single",
      recall: { 5: r10, 10: r10, 20: r10 },
      recallNarrow: { 5: r10, 10: r10, 20: r10 },
      words10: 100,
      coverage10: null,
      extracted: 1,
      bm25: { recall: { 5: b10, 10: b10, 20: b10 }, words10: 50 },
    });
    const conversation = (id: string, language?: string) => ({
      id,
      half: "tuning" as const,
      messages: 10,
      memories: 4,
      importMs: 1000,
      ...(language ? { language } : {}),
    });
    const questions = [q("t01", 1, 0.1), q("t12", 0.6, 0.5), q("t13", 0.8, 0.5)];
    expect(summarizeCjk([conversation("t01"), conversation("t02", "fr")], questions)).toBeNull();
    const s = summarizeCjk(
      [conversation("t01"), conversation("t12", "ja"), conversation("t13", "zh")],
      questions,
    );
    expect(s?.conversations).toBe(2);
    expect(s?.recall["@10"]).toBeCloseTo(0.7);
    expect(s?.ratio10).toBeCloseTo(1.4);
    const printed = cjkTable("tuning", s as Summary, ["ja", "zh"]);
    expect(printed).toContain("== tuning, CJK (ja, zh): 2 conversations, 2 questions ==");
    expect(printed).toMatch(/evidence recall@10 +0\.70 +0\.50 +1\.40 +>= 1\.2 x BM25 +met/);
    const atTarget = summarizeCjk([conversation("t12", "ja")], questions) as Summary;
    expect(cjkTable("tuning", atTarget, ["ja"])).toMatch(/1\.20 +>= 1\.2 x BM25 +met/);
    const low = summarizeCjk([conversation("t12", "ja")], [q("t12", 0.5, 0.5)]) as Summary;
    expect(cjkTable("tuning", low, ["ja"])).toMatch(/1\.00 +>= 1\.2 x BM25 +MISSED/);
  });
});

describe("junk labels", () => {
  const labels = new Map<string, "fact" | "none">([
    ["u1", "fact"],
    ["u2", "none"],
    ["a1", "none"],
  ]);
  it("is junk only when every provenance message is `none`", () => {
    expect(classifyMemory(["u2", "a1"], labels)).toBe("junk");
    expect(classifyMemory(["u2", "u1"], labels)).toBe("fact");
    expect(classifyMemory([], labels)).toBe("unknown");
    expect(classifyMemory(["x"], labels)).toBe("unknown");
  });
});

describe("provenance", () => {
  it("maps message_indices of a part to the message ids the extraction read", () => {
    const long = (n: number) => `message number ${n} is long enough to pass the fifty character minimum`;
    const items = [
      { message_id: "m1", timestamp: "2025-01-01T10:00:00Z", role: "A", content: long(1) },
      { message_id: "m2", timestamp: "2025-01-01T10:01:00Z", role: "B", content: "short" },
      { message_id: "m3", timestamp: "2025-01-01T10:02:00Z", role: "A", content: long(3) },
      // more than an hour later: a second conversation
      { message_id: "m4", timestamp: "2025-01-01T12:00:00Z", role: "B", content: long(4) },
    ];
    const parts = importParts("integration-1", items);
    expect([...parts.values()]).toEqual([["m1", "m3"], ["m4"]]);
    const [first] = [...parts.keys()];
    expect(provenanceOf({ store_id: first, message_indices: [1] }, parts)).toEqual(["m3"]);
    expect(provenanceOf({ message_ids: ["m2"], message_indices: [0] }, parts)).toEqual(["m2"]);
    expect(provenanceOf({ store_id: "unknown", message_indices: [0] }, parts)).toEqual([]);
  });
});

describe("BM25 in languages written without spaces", () => {
  it("finds a Japanese message by a word of a Japanese question", () => {
    const bm = new Bm25([
      { id: "a", text: "健太: 来週から大阪の新しい会社で働くことになった" },
      { id: "b", text: "美咲: 週末は雨らしいね" },
    ]);
    expect(bm.search("健太は大阪で何をしますか？", 5)).toEqual(["a"]);
  });

  it("finds a Chinese message by a word of a Chinese question", () => {
    const bm = new Bm25([
      { id: "a", text: "小雨: 我下个月要搬到深圳去了" },
      { id: "b", text: "阿杰: 今天好热啊" },
    ]);
    expect(bm.search("小雨要搬到哪里？", 5)).toEqual(["a"]);
  });
});

describe("text", () => {
  it("segments Chinese and Japanese into words and drops their function words", () => {
    expect(tokenize("我下个月要搬到深圳去了")).toEqual(expect.arrayContaining(["下个月", "搬到", "深圳"]));
    expect(tokenize("我下个月要搬到深圳去了")).not.toContain("我");
    expect(tokenize("来週から大阪の新しい会社")).toEqual(["来週", "大阪", "新しい", "会社"]);
    expect(tokenize("see 来週 Tokyo")).toEqual(["see", "来週", "tokyo"]);
    expect(countWords("来週から大阪の新しい会社")).toBe(6);
  });

  it("tokenizes lowercase words without stop words", () => {
    expect(tokenize("What is Melanie's hobby?")).toEqual(["melanie", "hobby"]);
    expect(countWords("  two   words ")).toBe(2);
    expect(stem("paintings")).toBe("paint");
    expect(stem("hobbies")).toBe("hobby");
  });

  it("samples the same items for the same seed", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(sample(items, 10, 7)).toEqual(sample(items, 10, 7));
    expect(new Set(sample(items, 10, 7)).size).toBe(10);
  });
});
