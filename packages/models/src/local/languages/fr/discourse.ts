/** French words that make a sentence a question or a request, or lead into it without content. */

/** What a question opens with ("Est-ce que …", "Pourquoi …", "Peux-tu …"). */
export const QUESTION_OPENERS = [
  "qu'est-ce",
  "est-ce",
  "pourquoi",
  "comment",
  "quand",
  "où",
  "qui",
  "quel",
  "quelle",
  "peux-tu",
  "pouvez-vous",
];
/** Phrases of a request to the other person ("peux-tu", "s'il te plaît"). */
export const REQUEST_PHRASES = [
  "peux-tu",
  "pouvez-vous",
  "pourrais-tu",
  "s'il te plaît",
  "s'il vous plaît",
  "aide-moi",
  "dis-moi",
];
/** Words that lead into a sentence and say nothing ("comme je disais", "en fait"; "moi" before "je"). */
export const LEADING_FILLERS = [
  "comme je disais",
  "comme je l'ai dit",
  "ah",
  "eh bien",
  "bon",
  "au fait",
  // CONTEXT_LEAD, in French: "pour info, je suis …".
  "pour info",
  "pour information",
  "pour (?:ton|votre) information",
  "pour (?:le )?contexte",
  "pour (?:te|vous) donner (?:un peu )?(?:de |du )?contexte",
  "pour que (?:tu saches|vous sachiez)",
  "petit contexte",
  "alors",
  "en fait",
  "et",
  "mais",
  "moi(?=,?\\s+je\\b)",
  "voilà",
  "bref",
  "du coup",
  "en gros",
  // VIEWPOINT_LEAD, in French: "perso, je …", "de mon côté, je …".
  "perso(?=,?\\s+(?:je\\b|j'))",
  "personnellement",
  "pour ma part",
  "de mon côté",
  // An answer to "quoi de neuf ?" before the news: "pas grand-chose, je rentre de …" (before a comma or stop only).
  "(?:pas grand-chose|pas grand chose|rien de spécial|rien de neuf)(?=\\s*[,.!;-])",
];
