/** Verbs that say nothing without their complement after "je" ("J'habite.", "Je pense."). */
export const NEEDS_COMPLEMENT = ["habite", "suis", "vais", "fais", "ai", "pense", "sais", "propose"];
