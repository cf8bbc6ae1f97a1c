import { oneOf, rx } from "../patterns.ts";

/**
 * Dutch, a member of a group chat on the matter the group discusses (ON_THE_MATTER, as in
 * English): agreed, convinced, for or against a proposal ("Ik ben het eens met …", "Ik ben niet
 * overtuigd", "Ik ben voor het nieuwe logo"; not "Ik ben voor mijn werk in Gent").
 */
const DEGREE = oneOf(["er", "niet", "helemaal", "ook", "wel", "totaal", "echt", "nog"]);
const STANCE_WORDS = oneOf([
  "(?:het )?(?:(?:er|niet|helemaal|ook) )*(?:mee )?eens",
  "overtuigd",
  "(?:voor|tegen) (?:het|dit|dat|die|deze|de)\\b",
]);
export const STANCE_ON_A_PROPOSAL = [rx`^ik ben (?:${DEGREE} )*${STANCE_WORDS}`];
export const ON_THE_MATTER = [...STANCE_ON_A_PROPOSAL];
