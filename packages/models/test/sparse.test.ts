import { describe, expect, it } from "vitest";
import { sparseVector } from "../src/sparse.ts";
import { fnv1a } from "../src/text/tokenize.ts";

describe("sparse lexical vectors", () => {
  it("counts term frequency of content words, stop words out, indices unique and sorted", () => {
    const v = sparseVector("I love football. Football is the best sport, and I play football every week!");
    expect(v.indices.length).toBe(v.values.length);
    expect(new Set(v.indices).size).toBe(v.indices.length);
    expect([...v.indices].sort((a, b) => a - b)).toEqual(v.indices);
    expect(v.values[v.indices.indexOf(fnv1a("football"))]).toBe(3);
    expect(v.indices).not.toContain(fnv1a("the"));
    expect(v.indices).not.toContain(fnv1a("i"));
    for (const i of v.indices) expect(Number.isInteger(i) && i >= 0 && i <= 0xffffffff).toBe(true);
  });

  it("is deterministic, case- and accent-aware, and handles other languages and empty text", () => {
    expect(sparseVector("Ich wohne in München")).toEqual(sparseVector("ich WOHNE in münchen"));
    expect(sparseVector("Ich wohne in München").indices).toContain(fnv1a("münchen"));
    expect(sparseVector("j'habite à Lyon").indices).toContain(fnv1a("habite"));
    expect(sparseVector("")).toEqual({ indices: [], values: [] });
    expect(sparseVector("the and of")).toEqual({ indices: [], values: [] });
  });

  it("shares tokens between singular and plural (light stemming)", () => {
    expect(sparseVector("hobbies").indices).toEqual(sparseVector("hobby").indices);
    expect(sparseVector("concerts").indices).toEqual(sparseVector("concert").indices);
  });

  it("adds a memory's search context at half weight, once per word, never over the text's own count", () => {
    const v = sparseVector("It's on the 24th in Zaragoza.", "marta wedding wedding zaragoza");
    const at = (word: string) => v.values[v.indices.indexOf(fnv1a(word))];
    expect(at("marta")).toBe(0.5);
    expect(at("wedding")).toBe(0.5);
    expect(at("zaragoza")).toBe(1);
    expect(sparseVector("text", "")).toEqual(sparseVector("text"));
  });
});

describe("sparse vectors of languages without spaces", () => {
  it("index a Japanese memory by its words, so a Japanese query shares them", () => {
    const memory = sparseVector("私は東京に住んでいます。来月、大阪の会社で新しい仕事を始めます！");
    const query = sparseVector("大阪の仕事");
    expect(query.indices.length).toBe(2);
    for (const id of query.indices) expect(memory.indices).toContain(id);
    expect(memory.indices).toContain(fnv1a("東京"));
    expect(memory.indices).not.toContain(fnv1a("私は東京に住んでいます"));
  });

  it("index a Korean noun without its particle", () => {
    expect(sparseVector("부산에서 일해요").indices).toContain(fnv1a("부산"));
    expect(sparseVector("부산").indices).toEqual([fnv1a("부산")]);
  });
});
