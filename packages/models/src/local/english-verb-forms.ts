/** English verb forms: the third person singular of a present tense, past tenses and participles, adverbs before a verb. */

/** "I really don't", "I still haven't": the third person of a negated auxiliary. */
const NEGATIONS: Record<string, string> = { "don't": "doesn't", "haven't": "hasn't", "aren't": "isn't" };

const MODALS = new Set(
  "can cannot could will would should must might may shall ought did was had used also just really still now finally actually usually always never often sometimes recently even only already totally definitely absolutely kinda basically currently".split(
    " ",
  ),
);
export const ADVERBS = new Set(
  "also just really still now finally actually usually always never often sometimes recently even only already totally definitely absolutely kinda basically currently seriously mostly literally almost ever".split(
    " ",
  ),
);
const PARTICIPLES = new Set(
  "been gone done seen taken given known written eaten driven forgotten gotten chosen spoken broken flown grown shown thrown fallen ridden risen begun sung swum".split(
    " ",
  ),
);

/** "you'd finished", "I'd saved": 'd is "had"; "you'd love it", "I'd never eat": "would". */
export function isPastParticiple(verb: string): boolean {
  const v = verb.toLowerCase();
  return (v.endsWith("ed") && !PRESENT_IN_ED.has(v)) || PARTICIPLES.has(v) || IRREGULAR_PAST.has(v);
}

export const IRREGULAR_PAST = new Set(
  "went was were had did got made saw met took came left began bought brought felt found gave knew lost ran said sent sat spent thought told won wrote became broke built caught chose drove ate fell flew forgot grew heard held kept led lent paid put read rode rose sang sold shot slept spoke stood swam taught tore understood woke wore hurt let set cut quit hit lit fed bit dug hung snuck sneaked drank sank stuck struck swore threw drew blew shook stole hid bent dealt meant dreamt burnt learnt spilt spelt fought sought bound ground wound slid spun spat split spread shut sprang stung swung lay underwent undertook overcame withdrew withheld forgave forbade froze rang shrank stank sped swept wept crept fled flung clung slung strode strove wove wrung knelt leapt arose awoke bore bred bled cost bet burst cast beat overheard mistook misunderstood overslept overtook outgrew rewrote retold misread".split(
    " ",
  ),
);

/** Present-tense verbs that end in "ed" like a past tense ("I need" → "Dmitri needs"). */
const PRESENT_IN_ED = new Set(
  "need feed bleed breed proceed succeed exceed speed heed weed shed embed".split(" "),
);

/** Chat spellings of negated auxiliaries ("wouldnt", "dont"): they stay as they are. */
const NEGATED =
  /^(?:wouldnt|couldnt|shouldnt|didnt|dont|doesnt|cant|wont|isnt|wasnt|werent|havent|hasnt|hadnt|aint|mustnt)$/;

/** Third person singular of a present-tense verb ("work" → "works", "study" → "studies"); a past tense, a modal or a negation stays. */
export function conjugate(verb: string): string {
  const lower = verb.toLowerCase();
  // A shouted verb stays shouted ("I HATE fishing" → "HATES").
  if (verb.length > 1 && verb === verb.toUpperCase() && lower !== verb) return conjugate(lower).toUpperCase();
  const negation = NEGATIONS[lower];
  if (negation) return negation;
  if (lower === "be" || lower === "are") return "is";
  const past = /(?:ed|n't)$/.test(lower) && !PRESENT_IN_ED.has(lower);
  if (MODALS.has(lower) || IRREGULAR_PAST.has(lower) || past || NEGATED.test(lower)) return verb;
  if (lower === "have") return "has";
  if (lower === "do") return "does";
  if (lower === "go") return "goes";
  if (lower === "am") return "is";
  // -es after a sibilant or a consonant and "o" ("goes", "echoes"); "tattoos" after "oo".
  if (/(?:s|sh|ch|x|z|[^aeiou]o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
