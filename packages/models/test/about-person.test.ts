import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { aboutPersonModel } from "../src/local/about-person.ts";
import { extractFacts } from "../src/local/extract.ts";
import { createLocalModelProvider, createModelProvider } from "../src/provider.ts";

const model = aboutPersonModel();
const timestamp = "2026-05-01T10:00:00Z";
const LOCAL = {
  MODEL_PROVIDER: "local" as const,
  OPENAI_BASE_URL: "http://127.0.0.1:1/v1",
  OPENAI_CHAT_MODEL: "unused",
  OPENAI_EMBEDDING_MODEL: "unused",
  OPENAI_EMBEDDING_DIMENSIONS: 1,
  OPENAI_MAX_CONCURRENCY: 1,
};

describe("the about-person model (LOCAL_FACT_MODEL=model)", () => {
  it("loads its weights with a threshold between 0 and 1", () => {
    expect(model.threshold).toBeGreaterThan(0);
    expect(model.threshold).toBeLessThan(1);
  });

  it("scores statements about the person above requests and reactions", () => {
    const facts = [
      "My brother lives in Cork with his wife.",
      "I'm allergic to shellfish.",
      "I have a cat called Biscuit.",
    ];
    const talk = [
      "Can you make the second paragraph shorter?",
      "haha thank you so much, perfect",
      "Please translate this into Spanish.",
    ];
    const lowestFact = Math.min(...facts.map((s) => model.probability(s, "en")));
    expect(lowestFact).toBeGreaterThan(Math.max(...talk.map((s) => model.probability(s, "en"))));
    // Not every fact reaches the threshold: "I'm allergic to shellfish." does not (0.38 < 0.84).
    expect(model.isAboutPerson("My brother lives in Cork with his wife.", "en")).toBe(true);
    for (const sentence of talk) expect(model.isAboutPerson(sentence, "en"), sentence).toBe(false);
  });

  it("turns a fact it rejects into the speaker's remark between people, into an episode with an assistant", () => {
    const people = {
      timestamp,
      userName: "Rosa",
      messages: [
        { role: "Rosa", content: "I started pottery classes on Thursdays at the community centre." },
        { role: "Ines", content: "oh nice, which one?" },
      ],
    };
    const assistant = {
      timestamp,
      messages: [{ role: "user", content: "I started pottery classes on Thursdays." }],
    };
    const never = () => false;
    expect(extractFacts(people).map((f) => f.kind ?? "fact")).toContain("fact");
    expect(extractFacts(people, undefined, never).map((f) => f.kind)).toEqual(["remark"]);
    expect(extractFacts(assistant).map((f) => f.kind ?? "fact")).toEqual(["fact"]);
    const [episode] = extractFacts(assistant, undefined, never);
    expect([episode?.kind, episode?.memoryType]).toEqual(["said", "episodic"]);
  });

  it("is switched on by LOCAL_FACT_MODEL=model in the local provider, the rules alone by default", async () => {
    const input = {
      timestamp,
      messages: [{ role: "user", content: "I live in Leeds with my partner. I'm a reviewing the slides." }],
    };
    const rules = await createLocalModelProvider();
    const kinds = async (p: typeof rules) => (await p.extract(input)).map((f) => f.kind ?? "fact");
    expect(await kinds(rules)).toEqual(["fact", "fact"]);
    const local = { ...LOCAL, LOCAL_FACT_MODEL: "model" as const };
    expect(await kinds(await createModelProvider(local))).toEqual(["fact", "said"]);
  });

  it("ships the weights the training script writes, byte for byte", () => {
    const script = new URL("../scripts/train-about-person.ts", import.meta.url).pathname;
    const run = spawnSync(process.execPath, [script, "--check"], { encoding: "utf8" });
    expect(run.stdout).toContain("the weights file is what training writes");
    expect(run.status).toBe(0);
  });
});
