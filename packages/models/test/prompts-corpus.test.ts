import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";

/**
 * Real prompts people write to ChatGPT, none of them about the person who sends it:
 * `fixtures/awesome-chatgpt-prompts.csv` is `prompts.csv` of github.com/f/awesome-chatgpt-prompts at
 * commit 0002c43ac93fde44221b811920aaad0ad033be47 (2025-01-06), released under CC0 1.0: 197 prompts,
 * most of them a role for the assistant and the first move of a game ("I want you to act as a
 * linux terminal. … my first command is pwd"). Each is read as a chat with an assistant, once with
 * a short answer (the game's) and once with a long one (a working session's).
 */
function prompts(): string[] {
  const csv = readFileSync(new URL("fixtures/awesome-chatgpt-prompts.csv", import.meta.url), "utf8");
  // Two quoted fields a line ("act","prompt"); a quote inside a field is doubled.
  const rows = [...csv.matchAll(/^"((?:[^"]|"")*)","((?:[^"]|"")*)"$/gmu)];
  return rows.slice(1).map((row) => (row[2] ?? "").replaceAll('""', '"'));
}

const at = "2025-01-06T10:00:00Z";
const factsOf = (prompt: string, answer: string) =>
  extractFacts({
    messages: [
      { role: "user", content: prompt, timestamp: at },
      { role: "assistant", content: answer, timestamp: at },
    ],
    timestamp: at,
  }).filter((f) => f.kind === undefined || f.kind === "fact");

describe("the awesome-chatgpt-prompts corpus (CC0): prompts to an assistant are no facts", () => {
  const all = prompts();

  it("reads all 197 prompts of the file", () => {
    expect(all).toHaveLength(197);
    expect(all[2]).toMatch(/^I want you to act as a linux terminal\./u);
  });

  // What is left: a cover letter's own facts ("I've worked as a frontend developer for 8 months"), a
  // role written in the first person ("I am an expert in the field of architecture …") and "I want
  // to act as a Statistician" (the user's role, or "you" dropped: the text does not say).
  it("gives a fact for at most 3 prompts with a short answer (46 before ROLE_PLAY_PROMPT and FIRST_TURN, 8 before MOVE_OF_THE_GAME)", () => {
    const given = all.filter((p) => factsOf(p, "Understood.").length > 0);
    expect(given.length).toBeLessThanOrEqual(3);
  });

  it("gives a fact for at most 2 prompts with a long answer (23 before FIRST_TURN, 4 before MOVE_OF_THE_GAME)", () => {
    const answer = "Understood. I will stay in the role you described and answer as you asked. ".repeat(10);
    const given = all.filter((p) => factsOf(p, answer).length > 0);
    expect(given.length).toBeLessThanOrEqual(2);
  });
});
