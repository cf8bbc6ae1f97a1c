/** Closed classes of Spanish words that the rewrite of a first person reads (RAE, Nueva gramática). */

/** Verbs whose subject is what one likes or feels and whose person is a dative ("me gusta", "me duele"). */
export const DATIVE_VERBS =
  /^(?:gusta|encanta|interesa|duele|cuesta|apetece|preocupa|molesta|fascina|aburre|importa|agrada|falta|sobra|queda|toca|pica|pesa|emociona|divierte|asusta|cae|parece|chifla|flipa|mola)(?:n|ría|rían|ba|ban|ó|aron)?$/u;

/** Determiners and prepositions: the word after one is a noun or an infinitive, never a finite verb. */
export const DETERMINERS = new Set(
  "el la los las un una unos unas este esta estos estas ese esa esos esas aquel aquella mi mis tu tus su sus cada todo toda todos todas otro otra otros otras mucho mucha muchos muchas poco poca pocos pocas del al en de a con por para sin sobre desde hasta durante tras entre hacia según".split(
    " ",
  ),
);
