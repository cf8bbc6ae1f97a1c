import { unicodeBoundaries } from "../text/regex.ts";
import type { Category } from "../types.ts";
import { PROFESSIONS as PROFESSIONS_IT } from "./languages/it/assistant-chat.ts";
import { oneOf } from "./languages/patterns.ts";

/** Single-valued attributes of the user; a newer fact with the same slot supersedes the older one. */
export const SLOTS = ["residence", "employer", "job_title", "name", "age", "relationship_status"] as const;
export type Slot = (typeof SLOTS)[number];

export const SLOT_CATEGORY: Record<Slot, Category> = {
  residence: "identity",
  employer: "career",
  job_title: "career",
  name: "identity",
  age: "identity",
  relationship_status: "relationships",
};

const PROFESSIONS_EN =
  "engineer|developer|programmer|teacher|nurse|doctor|physician|surgeon|designer|lawyer|attorney|accountant|consultant|architect|scientist|analyst|manager|writer|journalist|photographer|chef|pilot|pharmacist|dentist|electrician|plumber|mechanic|researcher|professor|data scientist|product manager|freelancer|artist|musician|translator|librarian|carpenter|cashier|secretary|entrepreneur|founder|ceo|cto|therapist|psychologist|firefighter|police officer|paramedic|baker|farmer|waiter|waitress|barista|salesperson|recruiter|editor|veterinarian|vet|student";
const PROFESSIONS_DE =
  "ingenieur|entwickler|programmierer|lehrer|krankenpfleger|krankenschwester|arzt|ärztin|designer|anwalt|anwältin|buchhalter|berater|architekt|wissenschaftler|analyst|manager|schriftsteller|journalist|fotograf|koch|köchin|pilot|apotheker|zahnarzt|zahnärztin|elektriker|mechaniker|forscher|professor|übersetzer|bäcker|polizist|verkäufer|student|studentin|tierarzt|tierärztin|erzieher|softwareentwickler|informatiker";
const PROFESSIONS_FR =
  "ingénieur|ingénieure|développeur|développeuse|programmeur|professeur|professeure|prof|enseignant|enseignante|infirmier|infirmière|médecin|designer|avocat|avocate|comptable|consultant|consultante|architecte|chercheur|chercheuse|analyste|journaliste|photographe|chef|cuisinier|pilote|pharmacien|dentiste|électricien|mécanicien|traducteur|traductrice|boulanger|policier|vendeur|vendeuse|étudiant|étudiante|vétérinaire|graphiste";
const PROFESSIONS_ES =
  "ingeniero|ingeniera|desarrollador|desarrolladora|programador|programadora|profesor|profesora|maestro|maestra|enfermero|enfermera|médico|médica|doctor|doctora|diseñador|diseñadora|abogado|abogada|contador|contadora|consultor|consultora|arquitecto|arquitecta|científico|científica|analista|periodista|fotógrafo|fotógrafa|cocinero|cocinera|piloto|farmacéutico|dentista|electricista|mecánico|investigador|investigadora|traductor|traductora|panadero|policía|vendedor|vendedora|estudiante|veterinario|veterinaria";

/** The alternatives of `ROLE_AT_WORKPLACE_VERB`, one a line. */
const ROLE_AT_WORKPLACE_VERB_WORDS = [
  "work",
  "working",
  "started(?: working)?",
  "been hired",
  "was hired",
  "(?:got|landed) (?:a |the )?(?:new )?job",
];
/**
 * ROLE_AT_WORKPLACE (English grammar: the user as subject, a verb of working or being hired + "as" +
 * role, then "at/for/with" + a proper name): where the user works now, whatever adverbs announce it
 * ("Big news: I now work as a head nurse at …", "I've started as … at …"). It states the job title too.
 */
const ROLE_AT_WORKPLACE_VERB = unicodeBoundaries(
  new RegExp(
    String.raw`\b[Ii](?:'m| am|'ve| have)? (?:(?:\p{Ll}+ly|now|still|just|finally) ){0,2}(?:${ROLE_AT_WORKPLACE_VERB_WORDS.join("|")}) as (?:an? )?[\p{L} -]{2,40}? (?:at|for|with) \p{Lu}`,
    "u",
  ),
);
/** ROLE_AT_WORKPLACE, copula form: "I'm (now) a/an [modifiers] <profession> at <Name>". */
const ROLE_AT_WORKPLACE_COPULA = unicodeBoundaries(
  new RegExp(
    `\\b[Ii](?:'m| am) (?:(?:now|currently|still|finally|officially) ){0,2}an? (?:[\\p{L}-]+ ){0,2}(?:${PROFESSIONS_EN}) (?:at|for|with) \\p{Lu}`,
    "u",
  ),
);

const NATIONALITIES = [
  "French",
  "German",
  "English",
  "Swiss",
  "Spanish",
  "Italian",
  "Dutch",
  "Polish",
  "Irish",
  "Scottish",
  "Welsh",
  "British",
  "American",
  "Canadian",
  "Mexican",
  "Brazilian",
  "Chinese",
  "Japanese",
  "Korean",
  "Indian",
  "Russian",
  "Greek",
  "Turkish",
  "Swedish",
  "Danish",
  "Norwegian",
  "Finnish",
  "Portuguese",
  "Austrian",
  "Belgian",
  "Australian",
  "Catholic",
  "Jewish",
  "Muslim",
  "Christian",
  "Buddhist",
  "Hindu",
  "Vegan",
  "Vegetarian",
];
const HOW_A_JOB_IS = [
  "safe",
  "fine",
  "ok",
  "okay",
  "good",
  "great",
  "bad",
  "boring",
  "stressful",
  "hard",
  "tough",
  "easy",
  "fun",
  "crazy",
  "busy",
  "killing",
  "secure",
  "gone",
  "over",
  "done",
  "awful",
  "terrible",
  "amazing",
  "nice",
  "better",
  "worse",
  "exhausting",
  "intense",
  "demanding",
];
/** The alternatives of `PATTERNS`, one a line. */
const PATTERNS_WORDS = [
  "started (?:a new job |my new job |working |a job )?at",
  "joined",
  "got (?:a |the )?(?:new )?job (?:at|with)",
  "signed (?:a contract )?with",
];
/** Patterns on the fact text (case-insensitive unless a name must be capitalised). */
const PATTERNS: Array<[Slot, RegExp]> = (
  [
    ["name", /\bmy name is\b|\bi(?:'m| am) called\b/iu],
    ["name", /\b[Cc]all me \p{Lu}/u],
    // "I'm Daniel." on its own: a name, unless the word says where someone is from or what they believe.
    [
      "name",
      new RegExp(
        String.raw`^(?:hi,? |hello,? |hey,? )?[Ii](?:'m| am) (?!${oneOf(NATIONALITIES)}\b)\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?[.!]?$`,
        "u",
      ),
    ],
    [
      "name",
      /\bich heiße\b|\bmein name ist\b|\bje m'appelle\b|\bmon nom est\b|\bme llamo\b|\bmi nombre es\b/iu,
    ],
    [
      "age",
      /\bi(?:'m| am) \d{1,3}(?: years? old\b|(?=\s*(?:(?:btw|now|already|lol)\s*)?(?:[.!,;]|$)))|\bi (?:just )?turned \d{1,3}\b/iu,
    ],
    ["age", /\bich bin \d{1,3}(?: jahre alt\b|(?=\s*(?:[.!,;]|$)))|\bich bin \d{1,3} geworden\b/iu],
    ["age", /\bj'ai \d{1,3} ans\b|\btengo \d{1,3} años\b|\bcumplí \d{1,3}\b/iu],
    ["employer", ROLE_AT_WORKPLACE_VERB],
    ["employer", ROLE_AT_WORKPLACE_COPULA],
    [
      "employer",
      /\b[Ii](?:'m| am)? ?(?:\p{Ll}+ly |now |still |just )?(?:work|working)(?: as (?:an? )?[\p{L} -]{2,40}?)? (?:at|for) \p{Lu}/u,
    ],
    [
      "employer",
      new RegExp(
        String.raw`\b[Ii](?:'ve| have)? (?:just |recently |finally )?(?:${PATTERNS_WORDS.join("|")}) (?:the (?:\p{Ll}+ ){0,4}(?:(?:of|at|in) )?)?\p{Lu}`,
        "u",
      ),
    ],
    ["employer", /\b[Mm]y (?:new )?(?:job|employer|company) is (?:at |with )?\p{Lu}/u],
    // "I start my new job at Siemens on the 1st", "I'm starting at Google in March".
    [
      "employer",
      /\b[Ii](?:'m| am| will|'ll)? (?:start|starting) (?:(?:a|my|the) new (?:job|position|role) |work )?(?:at|with) (?:the (?:\p{Ll}+ ){0,4}(?:(?:of|at|in) )?)?\p{Lu}/u,
    ],
    [
      "residence",
      new RegExp(
        [
          String.raw`\bi(?:'ve| have) (?:\p{L}+ )?(?:lived|been living) in\b`,
          String.raw`\bwe(?:'ve| have)? (?:just |recently |finally )?(?:moved|relocated) (?:back )?to\b`,
          String.raw`\bmy new (?:flat|apartment|place|home|house) is in\b`,
        ].join("|"),
        "iu",
      ),
    ],
    [
      "residence",
      new RegExp(
        [
          String.raw`\bi(?:'m| am)? ?(?:currently |now |still |also )?(?:live|living|reside|residing|based) in\b`,
          String.raw`\bi(?:'ve| have)? (?:just |recently |finally |now )?(?:moved|relocated) (?:back )?to\b`,
          String.raw`^(?:lives|living) in\b`,
          String.raw`\bi(?:'ve| have)? (?:just |recently |finally |now )?moved (?:back )?in with\b`,
        ].join("|"),
        "iu",
      ),
    ],
    [
      "residence",
      /\bich (?:wohne|lebe)\b(?:\s+\p{L}+){0,3}?\s+in\b|\bich bin (?:[\p{L}\p{N}-]+ ){0,7}(?:gezogen|umgezogen)\b|^(?:ich )?wohne (?:\p{L}+ )?in\b/iu,
    ],
    [
      "residence",
      /\bj'habite\b|\bje vis (?:à|en|au|aux)\b|\bj'ai déménagé\b|\bje me suis installée? (?:à|en|au)\b/iu,
    ],
    ["residence", /\bvivo en\b|\bme (?:mudé|he mudado|mude) a\b|\bresido en\b/iu],
    // Italian, before a place's name ("abito a Milano"): Spanish "vivo a diez minutos" is a distance, no home.
    [
      "residence",
      /\b[Aa]bito (?:a|in) \p{Lu}|\b[Vv]ivo (?:a|in) \p{Lu}|\b[Mm]i sono trasferit[oa] (?:a|in) \p{Lu}/u,
    ],
    [
      "job_title",
      new RegExp(
        [
          String.raw`\bi (?:\p{L}+ly |now |still |just )?work as\b`,
          String.raw`\bmy (?:new )?(?:job|role|position)(?: title)? is\b(?! (?:so |very |really |pretty |quite |too |not |still |so much )?${oneOf(HOW_A_JOB_IS)}\b)`,
          String.raw`\bi(?:'ve| have)? (?:just )?(?:started|got a job|been hired|was hired) as\b`,
          String.raw`\bi(?:'m| am) (?:now )?working as\b`,
          String.raw`\bi(?:'ve| have)? (?:been |got |was )?promoted to\b`,
        ].join("|"),
        "iu",
      ),
    ],
    [
      "job_title",
      new RegExp(
        // "I've been a teacher for ten years": held for a time up to now, the job one has.
        `\\bi(?:'m| am) (?:now |currently |still )?(?:a|an) (?:[\\p{L}-]+ )?(?:${PROFESSIONS_EN})s?\\b|\\bi(?:'ve| have) been (?:a|an) (?:[\\p{L}-]+ )?(?:${PROFESSIONS_EN}) (?=for (?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|almost|over|nearly|about|the (?:last|past))\\b|since\\b)`,
        "iu",
      ),
    ],
    [
      "job_title",
      new RegExp(
        `\\bich arbeite (?:jetzt |nun |inzwischen |seit \\S+ )?als\\b|\\bich bin (?:jetzt |seit \\S+ )?(?:[\\p{L}-]+ )?(?:${PROFESSIONS_DE})(?:in)?\\b`,
        "iu",
      ),
    ],
    [
      "job_title",
      new RegExp(
        `\\bje travaille (?:maintenant |désormais )?comme\\b|\\bje suis (?:un |une )?(?:${PROFESSIONS_FR})\\b`,
        "iu",
      ),
    ],
    ["job_title", new RegExp(`\\btrabajo (?:como|de)\\b|\\bsoy (?:un |una )?(?:${PROFESSIONS_ES})\\b`, "iu")],
    // Italian says a profession with "sono" and no article, or with "faccio" and one ("faccio l'insegnante").
    [
      "job_title",
      new RegExp(
        `\\blavoro come\\b|\\b(?:sono (?:un |una |un')?|faccio (?:il |la |lo |l'))${oneOf(PROFESSIONS_IT)}(?![\\p{L}])`,
        "iu",
      ),
    ],
    ["employer", /\bi(?:'m| am)? ?(?:currently |now |still )?(?:work|working|employed) (?:at|for|by)\b/iu],
    ["employer", /\b[Ii] (?:just |recently )?(?:joined|started (?:a new job |working )?at) \p{Lu}/u],
    [
      "employer",
      /\b(?:ich )?arbeite (?:jetzt |seit \S+ |derzeit )?(?:bei|für)\b|\barbeite ich (?:jetzt |nun |seit \S+ |derzeit )?(?:bei|für)\b|\bje travaille (?:chez|pour)\b/iu,
    ],
    ["employer", /\b[Tt]rabajo (?:en|para) \p{Lu}/u],
    [
      "relationship_status",
      new RegExp(
        [
          String.raw`\bi(?:'m| am) (?:now |happily |recently |still )?(?:married|single|divorced|engaged|widowed|separated|in a relationship)\b`,
          String.raw`\b(?:i|we) (?:just )?got (?:married|divorced|engaged)\b`,
          String.raw`\b(?:i|we) (?:just )?(?:broke up|split up|separated)\b`,
        ].join("|"),
        "iu",
      ),
    ],
    [
      "relationship_status",
      /\bich bin (?:\p{L}+ )?(?:verheiratet|ledig|single|geschieden|verlobt|verwitwet|getrennt)\b|\bich habe (?:\p{L}+ )?geheiratet\b/iu,
    ],
    [
      "relationship_status",
      /\bje suis (?:\p{L}+ )?(?:mariée?|célibataire|divorcée?|fiancée?|veuve|veuf|séparée?|en couple)\b|\bje me suis (?:mariée?|fiancée?)\b/iu,
    ],
    [
      "relationship_status",
      /\bestoy (?:\p{L}+ )?(?:casad[oa]|solter[oa]|divorciad[oa]|comprometid[oa]|separad[oa])\b|\bsoy (?:solter[oa]|viud[oa])\b|\bme (?:casé|divorcié|comprometí)\b/iu,
    ],
  ] as Array<[Slot, RegExp]>
).map(([slot, pattern]) => [slot, unicodeBoundaries(pattern)]);

/** The slot a fact about the user fills, if any. `isPlace` keeps "Trabajo en Madrid" from being an employer. */
/** Words without which no slot pattern can match: a cheap test before the patterns. */
const ANY_CUE = new RegExp(
  [
    String.raw`^(?:(?:hi|hello|hey),? )?[Ii](?:'m| am) \p{Lu}`,
    "liv",
    "resid",
    "based",
    "move",
    "reloc",
    "wohn",
    "leb",
    "zog",
    "habit",
    "vis ",
    "vit ",
    "démén",
    "install",
    "vivo",
    "abito",
    "trasferit",
    "mud",
    "work",
    "job",
    "role",
    "position",
    "promot",
    "hire",
    "start",
    "join",
    "sign",
    "compan",
    "employ",
    "arbeit",
    "travail",
    "trabaj",
    "soy",
    "bin ",
    "suis",
    "sono",
    "faccio",
    "lavoro",
    "been",
    "'m",
    "am ",
    "im ",
    "marri",
    "single",
    "divorc",
    "engag",
    "widow",
    "separat",
    "relationship",
    "broke",
    "split",
    "heirat",
    "ledig",
    "schied",
    "verlob",
    "mari",
    "célibat",
    "fianc",
    "casad",
    "casé",
    "solter",
    "viud",
    "compromet",
    "name",
    "call",
    "heiß",
    "heis",
    "appel",
    "llam",
    "nombr",
    "old",
    "turn",
    "jahr",
    "ans",
    "años",
    "cumpl",
    "tengo",
    "j'ai",
  ].join("|"),
  "iu",
);

export function detectSlot(text: string, isPlace: (word: string) => boolean = () => false): Slot | undefined {
  const normalised = text.replace(/[’`]/g, "'");
  if (!ANY_CUE.test(normalised)) return undefined;
  for (const [slot, pattern] of PATTERNS) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    if (slot === "employer") {
      // The employer's name starts right after the cue (some cues end on its capital letter).
      const end = match.index + match[0].length;
      const from = /\p{Lu}$/u.test(match[0]) ? end - 1 : end;
      const after = normalised.slice(from);
      // NAME_PHRASE: the whole capitalised name is the workplace ("Lisbon General Hospital" is no place).
      const next = /^\s*(\p{Lu}[\p{L}&.'-]*(?: \p{Lu}[\p{L}&.'-]*)*)/u.exec(after)?.[1];
      if (next && isPlace(next.replace(/\.$/, ""))) continue;
      if (!next && /^\s*(?:from home|remotely|home)\b/i.test(after)) continue;
    }
    return slot;
  }
  return undefined;
}

/** The alternatives of `TOPICS`, one a line. */
const TOPICS_WORDS = [
  "job",
  "jobs",
  "hired",
  "quit",
  "quits",
  "quitting",
  "resign(?:ed|ing|ation)?",
  "notice",
  "boss",
  "colleagues?",
  "co-?workers?",
  "employer",
  "company",
  "startup",
  String.raw`freelanc\w*`,
  "promot(?:ed|ion)",
  "career",
  "salary",
  "raise",
  "interview(?:s|ed)?",
  "client",
  "clients",
  "work(?:s|ed|ing)? (?:at|for|as|in|on|from)",
];
/** The alternatives of `TOPICS`, one a line. */
const TOPICS_WORDS_2 = [
  "married",
  "marry",
  "marrying",
  "wedding",
  "engaged",
  "engagement",
  "proposed",
  "proposal",
  "fianc[ée]e?",
  "girlfriend",
  "boyfriend",
  "husband",
  "wife",
  "partner",
  "dating",
  "on a date",
  "first date",
  String.raw`divorc\w*`,
  "broke up",
  "break up",
  "split up",
  "separated",
  "ended it",
  "(?:i'm|is|am|still) single",
];
/**
 * Words that say a text is about an attribute, however it is phrased ("I moved on …, a small flat
 * in Mangwon-dong", "I'm quitting Pluma", "Kofi is 6", "Marcus proposed"). Broader than
 * `detectSlot`, which must be sure before a fact supersedes another: search only uses these to
 * favour memories about the attribute a question asks for. English only.
 */
const TOPICS: Array<[Slot, RegExp]> = (
  [
    [
      "residence",
      new RegExp(
        [
          String.raw`\b(?:live[sd]?|living) (?:in|at|with|near|together|alone)\b(?! the moment)`,
          String.raw`\bmov(?:e|ed|es|ing) (?:to|in|into|out|house|back|abroad|on)\b`,
          String.raw`\b(?:a|the|my|our|your|his|her|their|new|small|tiny|big|shared|rented|\d-bedroom) (?:flat|apartment|house|place)\b`,
          String.raw`\b(?:flatmates?|roommates?|landlord|landlady|neighbou?rhood|commute|rent|hometown)\b`,
        ].join("|"),
        "iu",
      ),
    ],
    ["employer", new RegExp(String.raw`\b(?:${TOPICS_WORDS.join("|")})\b`, "iu")],
    ["job_title", new RegExp(`(?<!\\blike )\\b(?:a|an) (?:[\\p{L}-]+ )?(?:${PROFESSIONS_EN})s?\\b`, "iu")],
    [
      "age",
      new RegExp(
        [
          String.raw`\b\d{1,3}\s*(?:years?|yrs?) old\b`,
          String.raw`\bturn(?:s|ed|ing)? \d{1,3}\b`,
          String.raw`\b(?:is|am|are|was|'s) (?:only |just |almost |nearly )?\d{1,2}\b(?!\s*(?::|\.\d|am\b|pm\b|h\b|km|kg|min|minutes|hours|days|weeks|months|euros?|€|%|people|times))`,
          String.raw`\bbirthday\b`,
        ].join("|"),
        "iu",
      ),
    ],
    ["relationship_status", new RegExp(String.raw`\b(?:${TOPICS_WORDS_2.join("|")})\b`, "iu")],
  ] as Array<[Slot, RegExp]>
).map(([slot, pattern]) => [slot, unicodeBoundaries(pattern)]);

export function slotTopics(text: string): Slot[] {
  const normalised = text.replace(/[’`]/g, "'");
  return TOPICS.filter(([, pattern]) => pattern.test(normalised)).map(([slot]) => slot);
}

/**
 * The other slot of the user a fact also fills, whose holder it replaces when its own slot has none:
 * a role at a workplace (`employer`) also states the job title, so "I've started as a head nurse at
 * Alder Bay Clinic." replaces "I work as a nurse." (`job_title`).
 */
export function alsoFilledSlot(slot: string, text: string): Slot | undefined {
  if (slot !== "employer") return undefined;
  const normalised = text.replace(/[’`]/g, "'");
  return ROLE_AT_WORKPLACE_VERB.test(normalised) || ROLE_AT_WORKPLACE_COPULA.test(normalised)
    ? "job_title"
    : undefined;
}
