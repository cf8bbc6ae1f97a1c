import { BIO_FORMATS } from "@memory/db";
import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { type SourceMemory, writeLocalBio } from "../src/profile/index.ts";

/**
 * Issue 27: a fact states something about a person; what a participant says that is not about
 * themself (a remark), a sentence kept as said in a language without rules, and a conversation's
 * digest are episodes. They stay searchable; only facts feed the profile and the bio.
 */
describe("rule FACT_OR_EPISODE: every extracted memory says which it is", () => {
  const chat = extractFacts({
    messages: [
      { role: "Nadia", content: "I moved to Gdańsk in May and I work as a pharmacist there." },
      { role: "Emeka", content: "the ferry to the island leaves from pier four at seven every morning" },
      { role: "Nadia", content: "the car park next to the harbour closes at midnight on weekdays" },
    ],
    timestamp: "2025-06-01T09:00:00Z",
    userName: "Nadia",
  });

  it("a first-person statement of the user is a fact", () => {
    const own = chat.filter((f) => /pharmacist|Gdańsk/u.test(f.content));
    expect(own.length).toBeGreaterThan(0);
    for (const f of own) expect(f.kind ?? "fact").toBe("fact");
  });

  it("what a participant says that is not about themself is a remark, the user's too", () => {
    const remarks = chat.filter((f) => /ferry|car park/u.test(f.content));
    expect(remarks.map((f) => f.content)).toEqual([
      expect.stringMatching(/^Emeka: /u),
      expect.stringMatching(/^Nadia: /u),
    ]);
    for (const f of remarks) expect(f.kind).toBe("remark");
  });

  it("UNRESOLVED_SUBJECT: a statement whose subject points back ('It is harder than I thought') is a remark, not a fact", () => {
    const facts = extractFacts({
      messages: [
        { role: "Sam", content: "how is the new hobby going?" },
        { role: "Nadia", content: "I started learning the cello in March. It is harder than I thought." },
        { role: "Sam", content: "and the new job?" },
        {
          role: "Nadia",
          content: "It takes me an hour to get there. It was the best decision of my life though.",
        },
      ],
      timestamp: "2025-06-01T09:00:00Z",
      userName: "Nadia",
    });
    const kinds = facts.map((f) => `${f.kind ?? "fact"}: ${f.content}`);
    expect(kinds).toContain("fact: Nadia started learning the cello in 2025-03.");
    expect(kinds).toContain("fact: It takes Nadia an hour to get there.");
    expect(kinds.filter((k) => k.startsWith("fact:") && /harder|best decision/u.test(k))).toEqual([]);
    // Still searchable: the speaker's remark keeps what was said.
    expect(kinds.some((k) => k.startsWith("remark:") && /harder than/u.test(k))).toBe(true);
  });

  it("a sentence of a language without rules, kept as said, is said", () => {
    const said = extractFacts({
      messages: [{ role: "user", content: "私は来月から大阪の病院で看護師として働きます。" }],
      timestamp: "2025-06-01T09:00:00Z",
    });
    expect(said.length).toBe(1);
    expect(said[0]?.kind).toBe("said");
  });
});

describe("rule FACTS_FEED_THE_BIO: the bio reads facts only", () => {
  const memory = (i: number, content: string, metadata: Record<string, unknown> = {}): SourceMemory => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    content,
    category: i % 2 === 0 ? "career" : "interests",
    importance: 0.9,
    metadata,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
  });
  const facts = [
    memory(0, "I work as a pharmacist at the hospital in Gdańsk."),
    memory(1, "I play the violin in an amateur orchestra every Thursday."),
    memory(2, "I have been leading the night shift team for three years."),
    memory(3, "I love sailing on the bay with my brother in summer."),
  ];
  const episodes = [
    memory(4, "Nadia: everyone bring a dish to the harbour picnic on Saturday.", { kind: "remark" }),
    memory(5, "私は来月から大阪の病院で看護師として働きます。", { kind: "said" }),
    memory(6, "On 2025-06-01 Nadia and Emeka talked about the ferry and the car park.", {
      kind: "conversation",
    }),
  ];

  it("cites no remark, sentence kept as said or digest, in any format", () => {
    for (const format of BIO_FORMATS) {
      const bio = writeLocalBio([...facts, ...episodes], { format, style: "factual" });
      const cited = new Set(bio.memoryIds);
      for (const e of episodes) expect(cited.has(e.id)).toBe(false);
      expect(bio.text).not.toMatch(/harbour picnic|大阪|talked about/u);
    }
  });
});
