import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BIO_WRITING, type BioLanguage, genderFromOwnWords } from "@memory/models/profile";

/**
 * Hand-written first-person facts with the third-person sentence a careful native writer would put
 * in a bio (eval/data/bio-rewrites/<language>.json), written by someone who did not read the
 * rewriter. `half` splits them: the rewriter is tuned on `tuning` only; `check` is read as totals.
 */
export interface RewriteItem {
  id: string;
  half: "tuning" | "check";
  fact: string;
  third_person: string;
  note?: string;
}

export interface RewriteFile {
  language: string;
  name: string;
  items: RewriteItem[];
}

/** Per half: what the bio writer makes of each fact. */
export interface RewriteFigures {
  items: number;
  /** The writer's sentence is the reference (spaces and apostrophes normalised), or it leaves out a fact whose reference is LEFT_OUT. */
  exact: number;
  /** The writer leaves out of the bio a fact the reference states (it cannot say it without a guess). */
  leftOut: number;
  /** The writer states something else: a sentence the reference does not read as, or a fact whose reference is LEFT_OUT. */
  wrong: number;
}

export interface RewriteResult {
  figures: Record<string, Record<RewriteItem["half"], RewriteFigures>>;
  /** The tuning half's wrong rewrites, to read; the check half's are counted only. */
  wrongTuning: { id: string; fact: string; expected: string; got: string }[];
}

/** The bio's own writer of a language (BIO_WRITING), about a named user. */
const rewriterOf = (language: string) =>
  Object.hasOwn(BIO_WRITING, language) ? BIO_WRITING[language as BioLanguage].thirdPerson : undefined;

/** The reference of a fact that a bio should leave out (its third person would need a guess). */
export const LEFT_OUT = "—";

export function loadBioRewrites(dataDir: string): RewriteFile[] {
  const dir = join(dataDir, "bio-rewrites");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const file = JSON.parse(readFileSync(join(dir, f), "utf8")) as RewriteFile;
      const ids = new Set<string>();
      const problems = [
        ...(rewriterOf(file.language) ? [] : [`unknown language "${file.language}"`]),
        ...file.items.flatMap((item) => {
          const duplicate = ids.has(item.id);
          ids.add(item.id);
          return [
            ...(duplicate ? [`${item.id}: duplicate id`] : []),
            ...(item.half === "tuning" || item.half === "check"
              ? []
              : [`${item.id}: half must be tuning or check`]),
            ...(item.fact && item.third_person ? [] : [`${item.id}: fact and third_person are required`]),
          ];
        }),
      ];
      if (problems.length > 0) throw new Error(`bio-rewrites/${f} has problems:\n  ${problems.join("\n  ")}`);
      return file;
    });
}

const normalise = (text: string) => text.replace(/[’‘]/gu, "'").replace(/\s+/gu, " ").trim();

/** Rewrites every fact with the bio's writer of its language and compares it with the reference. */
export function runBioRewrites(files: RewriteFile[]): RewriteResult {
  const figures: RewriteResult["figures"] = {};
  const wrongTuning: RewriteResult["wrongTuning"] = [];
  for (const file of files) {
    const rewrite = rewriterOf(file.language);
    if (!rewrite) continue;
    const empty = (): RewriteFigures => ({ items: 0, exact: 0, leftOut: 0, wrong: 0 });
    const halves = { tuning: empty(), check: empty() };
    // The user who said a half's facts: their gender only as those facts tell it (GENDER_FROM_OWN_WORDS).
    const genderOf = (half: RewriteItem["half"]) =>
      genderFromOwnWords(file.items.filter((i) => i.half === half).map((i) => i.fact));
    const gender = { tuning: genderOf("tuning"), check: genderOf("check") };
    for (const item of file.items) {
      const got = rewrite(item.fact, file.name, gender[item.half]);
      const counts = halves[item.half];
      counts.items++;
      if (got === null && item.third_person === LEFT_OUT) counts.exact++;
      else if (got === null) counts.leftOut++;
      else if (normalise(got) === normalise(item.third_person)) counts.exact++;
      else {
        counts.wrong++;
        if (item.half === "tuning")
          wrongTuning.push({ id: item.id, fact: item.fact, expected: item.third_person, got });
      }
    }
    figures[file.language] = halves;
  }
  return { figures, wrongTuning };
}
