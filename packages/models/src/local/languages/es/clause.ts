/** Verbs that say nothing without their complement after "yo" ("Yo vivo.", "Yo voy."). */
export const NEEDS_COMPLEMENT = ["vivo", "soy", "tengo", "voy"];
/** Subjects before such a verb. */
export const FIRST_PERSON_SUBJECTS = ["yo"];
/** Possessives before a lone noun: "Mi turno." */
export const POSSESSIVES = ["mi"];
/** Conjunctions a sentence cut off before its second half ends with. */
export const CONJUNCTIONS = ["pero", "y"];
