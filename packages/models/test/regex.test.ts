import { describe, expect, it } from "vitest";
import { escapeRegExp, wholeWords } from "../src/text/regex.ts";

describe("regex helpers", () => {
  it("escapes every special character", () => {
    expect(new RegExp(escapeRegExp("a.b*(c)?")).test("a.b*(c)?")).toBe(true);
    expect(new RegExp(escapeRegExp("a.b")).test("axb")).toBe(false);
  });

  it("finds phrases as whole words only, accented letters counting as letters", () => {
    expect(wholeWords(["jae-won"]).test("where does jae-won live")).toBe(true);
    expect(wholeWords(["ada"]).test("adam lives here")).toBe(false);
    expect(wholeWords(["zoé"]).test("zoéa")).toBe(false);
    expect("Ada met Ada Lovelace".replace(wholeWords(["ada lovelace", "ada"], "gi"), "X")).toBe("X met X");
  });
});
