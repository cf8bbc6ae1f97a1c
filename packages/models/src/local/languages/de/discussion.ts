import { oneOf, rx } from "../patterns.ts";

/**
 * German, a member of a group chat on the matter the group discusses (ON_THE_MATTER, as in
 * English): being for or against a proposal, agreed or convinced ("Ich bin dafür", "Ich bin nicht
 * überzeugt", "Ich bin einverstanden"). An episode, never a fact for the profile.
 */
const DEGREE = oneOf([
  "auch",
  "nicht",
  "ganz",
  "total",
  "absolut",
  "voll",
  "eher",
  "sehr",
  "wirklich",
  "noch",
  "so",
]);
const STANCE_WORDS = oneOf(["dafür", "dagegen", "einverstanden", "überzeugt", "skeptisch", "offen für"]);
export const STANCE_ON_A_PROPOSAL = [rx`^ich bin (?:${DEGREE} )*${STANCE_WORDS}`];
export const ON_THE_MATTER = [...STANCE_ON_A_PROPOSAL];
