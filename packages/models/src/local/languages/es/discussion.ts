import { oneOf, rx } from "../patterns.ts";

/**
 * Spanish, a member of a group chat on the matter the group discusses (ON_THE_MATTER, as in
 * English): agreed, convinced, for or against a proposal ("Estoy de acuerdo", "No estoy
 * convencida", "Estoy a favor de …"). An episode, never a fact for the profile.
 */
const DEGREE = oneOf(["muy", "totalmente", "bastante", "completamente", "también", "tan", "del todo"]);
const STANCE_WORDS = oneOf(["de acuerdo", "convencid[oa]s?", "a favor", "en contra"]);
export const STANCE_ON_A_PROPOSAL = [rx`^(?:yo )?(?:no )?estoy (?:${DEGREE} )*${STANCE_WORDS}`];
export const ON_THE_MATTER = [...STANCE_ON_A_PROPOSAL];
