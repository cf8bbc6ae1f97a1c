import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LEFT_OUT, loadBioRewrites, type RewriteFile, runBioRewrites } from "./bio-rewrites.ts";

const file: RewriteFile = {
  language: "fr",
  name: "Léa",
  items: [
    { id: "a", half: "tuning", fact: "J'habite à Nantes.", third_person: "Léa habite à Nantes." },
    // A household's "on": the French writer leaves it out.
    {
      id: "b",
      half: "tuning",
      fact: "On habite à Nantes.",
      third_person: "Léa et sa famille habitent à Nantes.",
    },
    // A reference the writer does not give: counted wrong, and listed for the tuning half only.
    { id: "c", half: "tuning", fact: "Je travaille à Lyon.", third_person: "Elle travaille à Lyon." },
    { id: "d", half: "check", fact: "Je travaille à Lyon.", third_person: "Elle travaille à Lyon." },
  ],
};

describe("bio rewrites", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("counts a rewrite as the reference, left out or wrong, per half; lists the tuning half's wrong ones only", () => {
    const r = runBioRewrites([file]);
    expect(r.figures.fr?.tuning).toEqual({ items: 3, exact: 1, leftOut: 1, wrong: 1 });
    expect(r.figures.fr?.check).toEqual({ items: 1, exact: 0, leftOut: 0, wrong: 1 });
    expect(r.wrongTuning).toEqual([
      {
        id: "c",
        fact: "Je travaille à Lyon.",
        expected: "Elle travaille à Lyon.",
        got: "Léa travaille à Lyon.",
      },
    ]);
  });

  it("counts a fact whose reference is LEFT_OUT as the reference when the writer leaves it out, else wrong", () => {
    const english: RewriteFile = {
      language: "en",
      name: "Maya",
      items: [
        { id: "a", half: "tuning", fact: "We go camping every summer.", third_person: LEFT_OUT },
        { id: "b", half: "check", fact: "I go camping every summer.", third_person: LEFT_OUT },
      ],
    };
    const r = runBioRewrites([english]);
    expect(r.figures.en?.tuning).toEqual({ items: 1, exact: 1, leftOut: 0, wrong: 0 });
    expect(r.figures.en?.check).toEqual({ items: 1, exact: 0, leftOut: 0, wrong: 1 });
  });

  it("refuses a file with a duplicate id or an unknown half", () => {
    dir = mkdtempSync(join(tmpdir(), "bio-rewrites-"));
    mkdirSync(join(dir, "bio-rewrites"));
    const bad = { ...file, items: [...file.items, { ...file.items[0], half: "other" }] };
    writeFileSync(join(dir, "bio-rewrites", "fr.json"), JSON.stringify(bad));
    expect(() => loadBioRewrites(dir)).toThrow(/a: duplicate id[\s\S]*a: half must be tuning or check/u);
  });
});
