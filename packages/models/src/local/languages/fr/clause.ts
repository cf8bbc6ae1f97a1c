/** Verbs that say nothing without their complement after "je" ("J'habite.", "Je pense."). */
export const NEEDS_COMPLEMENT = ["habite", "suis", "vais", "fais", "ai", "pense", "sais", "propose"];
/** Subjects before such a verb. */
export const FIRST_PERSON_SUBJECTS = ["je", "j'", "nous"];
/** Possessives before a lone noun: "Mon tour." */
export const POSSESSIVES = ["mon", "ma", "mes"];
/** Conjunctions a sentence cut off before its second half ends with. */
export const CONJUNCTIONS = ["mais", "et"];
