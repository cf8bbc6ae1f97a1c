/** Verbs that say nothing without their complement after "yo" ("Yo vivo.", "Yo voy."). */
export const NEEDS_COMPLEMENT = ["vivo", "soy", "tengo", "voy"];
