import { describe, expect, it } from "vitest";
import { analyseQuery, eventDateIn } from "../src/query/analyse.ts";

const now = new Date("2026-04-07T22:00:00Z");

describe("analyseQuery", () => {
  it("takes 'On what date …' and 'In which year …' for when-questions, and their date word for no keyword", () => {
    for (const query of [
      "On what date did Marcus and Priya get engaged?",
      "In which year did Sofia move to Porto?",
      "At what time does the shift start?",
    ]) {
      expect(analyseQuery(query, now).asksWhen, query).toBe(true);
    }
    expect(analyseQuery("On what date did Marcus and Priya get engaged?", now).keywords).toEqual([
      "marcus",
      "priya",
      "engaged",
    ]);
    expect(analyseQuery("Was the baby born before or after the due date?", now).asksWhen).toBe(false);
    expect(analyseQuery("Was the baby born before or after the due date?", now).keywords).toContain("date");
  });

  it("leaves Chinese and Japanese question words out of the keywords, as 'what' and 'when' are (CJK_INTERROGATIVES)", () => {
    expect(analyseQuery("健太の趣味は何ですか？", now).keywords).toEqual(["健太", "趣味"]);
    expect(analyseQuery("健太はいつ大阪に引っ越しましたか？", now).keywords).toEqual([
      "健太",
      "大阪",
      "引っ越し",
    ]);
    expect(analyseQuery("健太はどんな車に乗っていますか？", now).keywords).not.toContain("どんな");
    expect(analyseQuery("小林什么时候回国？", now).keywords).not.toContain("什么时候");
    expect(analyseQuery("谁是小林的老师？", now).keywords).toEqual(expect.arrayContaining(["老师"]));
    expect(analyseQuery("谁是小林的老师？", now).keywords).not.toContain("谁是");
    expect(analyseQuery("小林有多少只猫？", now).keywords).not.toContain("多少");
  });

  it("leaves the question's own phrasing out of the keywords ('what kind of', 'in the end', 'end up')", () => {
    expect(analyseQuery("What kind of books does Hannah enjoy?", now).keywords).toEqual([
      "books",
      "hannah",
      "enjoy",
    ]);
    expect(analyseQuery("Where did Sofia go for Easter in the end?", now).keywords).toEqual([
      "sofia",
      "easter",
    ]);
    expect(analyseQuery("How did Dmitri end up with his new job?", now).keywords).toEqual([
      "dmitri",
      "new",
      "job",
    ]);
  });

  it("reads 'for a living' as work, not as the word 'living' ('living room' answered it)", () => {
    expect(analyseQuery("What does Tariq do for a living?", now).keywords).toEqual(["tariq", "work", "job"]);
  });

  it("reads 'now' and 'currently' as the present, not as a date to match", () => {
    expect(analyseQuery("Where does Priya live now?", now).dates).toEqual([]);
    expect(analyseQuery("What is the plan right now?", now).dates).toEqual([]);
    expect(analyseQuery("Who manages her currently?", now).dates).toEqual([]);
    expect(analyseQuery("What did I do today?", now).dates).toEqual([
      { from: "2026-04-07", to: "2026-04-07" },
    ]);
  });

  it("keeps both ends of a range and opens 'since', 'from … onwards', 'after' and 'before'", () => {
    const onwards = analyseQuery("Which rotations did Marcus do from September 2025 onwards?", now);
    expect(eventDateIn("2025-09-10", onwards.dates)).toBe(true);
    expect(eventDateIn("2026-01-05", onwards.dates)).toBe(true);
    expect(eventDateIn("2025-08-30", onwards.dates)).toBe(false);
    const since = analyseQuery("What changed since March 2026?", now);
    expect(eventDateIn("2026-04-01", since.dates)).toBe(true);
    expect(eventDateIn("2026-02-01", since.dates)).toBe(false);
    const before = analyseQuery("Where did she work before 2024?", now);
    expect(eventDateIn("2019", before.dates)).toBe(true);
    expect(eventDateIn("2024-03", before.dates)).toBe(false);
    const range = analyseQuery("What happened from 3 to 10 January 2026?", now);
    expect(eventDateIn("2026-01-07", range.dates)).toBe(true);
    expect(eventDateIn("2026-01-12", range.dates)).toBe(false);
  });

  it("reads a year on its own ('in 2024'), which chrono leaves out", () => {
    const year = analyseQuery("What did Sofia do in 2024?", now);
    expect(year.dates).toEqual([{ from: "2024-01-01", to: "2024-12-31" }]);
    expect(analyseQuery("What did Sofia do in May 2024?", now).dates).toEqual([
      { from: "2024-05-01", to: "2024-05-31" },
    ]);
    expect(analyseQuery("Where will they spend summer 2026?", now).dates).toEqual([
      { from: "2026-06-01", to: "2026-08-31" },
    ]);
    expect(analyseQuery("How many pages is the 1500 page novel?", now).dates).toEqual([]);
  });
});
