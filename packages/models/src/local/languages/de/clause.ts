/** Verbs that say nothing without their complement after "ich" ("Ich wohne.", "Ich denke."). */
export const NEEDS_COMPLEMENT = ["wohne", "bin", "habe", "gehe", "denke"];
/** Subjects before such a verb. */
export const FIRST_PERSON_SUBJECTS = ["ich", "wir"];
/** Possessives before a lone noun: "Meine Güte." */
export const POSSESSIVES = ["mein", "meine"];
/** Conjunctions a sentence cut off before its second half ends with. */
export const CONJUNCTIONS = ["aber", "und"];
