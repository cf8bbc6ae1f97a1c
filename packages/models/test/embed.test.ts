import { beforeAll, describe, expect, it } from "vitest";
import { LocalModelProvider } from "../src/local/provider.ts";
import { loadWordVectors } from "../src/local/word-vectors.ts";
import { prepareLocalModel } from "../src/prepare.ts";

let provider: LocalModelProvider;

beforeAll(async () => {
  const prepared = await prepareLocalModel();
  provider = new LocalModelProvider(loadWordVectors(prepared.path));
});

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

describe("local embeddings", () => {
  it("returns unit vectors of the declared dimension, deterministically", async () => {
    expect(provider.embeddingModel).toBe("local:wink-sg-100d");
    expect(provider.dimension).toBe(100);
    const texts = ["I love playing football", "Ich wohne in München", "", "the of and", "xqzv bloop"];
    const vectors = await provider.embed(texts);
    expect(vectors).toHaveLength(texts.length);
    for (const v of vectors) {
      expect(v).toHaveLength(100);
      expect(v.every(Number.isFinite)).toBe(true);
      expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    }
    expect(await provider.embed(texts)).toEqual(vectors);
  });

  it("puts similar sentences closer than unrelated ones", async () => {
    const [football, soccer, bank] = await provider.embed([
      "I love playing football",
      "Soccer is my favourite sport",
      "My bank account is overdrawn",
    ]);
    if (!football || !soccer || !bank) throw new Error("missing vectors");
    const similar = cosine(football, soccer);
    const unrelated = cosine(football, bank);
    console.log(
      `cos(football, soccer) = ${similar.toFixed(3)}, cos(football, bank) = ${unrelated.toFixed(3)}`,
    );
    expect(similar).toBeGreaterThan(unrelated + 0.2);
  });

  it("relates texts outside the English vocabulary through shared word parts", async () => {
    const [a, b, c] = await provider.embed([
      "Ich wohne in Hamburg",
      "Wir wohnen in Hamburg",
      "Mein Lieblingsessen ist Sushi",
    ]);
    if (!a || !b || !c) throw new Error("missing vectors");
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c));
  });

  it("ranks the relevant memory first for a query", async () => {
    const memories = [
      "I live in Paris",
      "I'm allergic to peanuts",
      "I work at Google as an engineer",
      "My dog is called Max",
    ];
    const [query, ...vectors] = await provider.embed(["what food allergies do I have", ...memories]);
    if (!query) throw new Error("missing query vector");
    const scores = vectors.map((v) => cosine(query, v));
    expect(scores.indexOf(Math.max(...scores))).toBe(1);
  });
});

describe("word similarity (search's partial word matches)", () => {
  it("relates words of one meaning and not unrelated ones, and knows nothing of unknown words", () => {
    const words = provider.words;
    expect(words.similarity("illness", "malaria")).toBeGreaterThan(0.45);
    expect(words.similarity("work", "job")).toBeGreaterThan(0.6);
    expect(words.similarity("illness", "malaria")).toBeGreaterThan(words.similarity("illness", "guitar"));
    expect(words.similarity("dog", "dog")).toBe(1);
    expect(words.similarity("xqzvbloop", "dog")).toBe(0);
  });
});
