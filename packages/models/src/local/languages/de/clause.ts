/** Verbs that say nothing without their complement after "ich" ("Ich wohne.", "Ich denke."). */
export const NEEDS_COMPLEMENT = ["wohne", "bin", "habe", "gehe", "denke"];
