import type { BioStyle, Category } from "@memory/db";
import { MAX_SENTENCE_CHARS, undecidedSameForm } from "../local/english-predicates.ts";
import { escapeRegExp } from "../text/regex.ts";
import { languageOf, type SourceMemory } from "./derive.ts";
import type { Gender } from "./gender.ts";
import {
  findUserName,
  isFirstPerson,
  pairThenFirstPerson,
  possessive,
  toThirdPerson,
  undecidedD,
  unreadPair,
} from "./person.ts";
import { GERMAN_NAME_FACT, genitiveOf, toThirdPersonDe } from "./person-de.ts";
import { SPANISH_NAME_FACT, toThirdPersonEs } from "./person-es.ts";
import { FRENCH_NAME_FACT, ofName, toThirdPersonFr } from "./person-fr.ts";
import { ITALIAN_NAME_FACT, toThirdPersonIt } from "./person-it.ts";
import { DUTCH_NAME_FACT, toThirdPersonNl } from "./person-nl.ts";

/** The languages the local writer states facts in; a fact in another language stays out of the bio. */
export type BioLanguage = "en" | "fr" | "de" | "nl" | "es" | "it";

/** How a bio is written in one language: the subject, the rewrite of a fact, connectors and the closing line. */
export interface BioWriting {
  language: BioLanguage;
  /** The subject when no fact names the user. */
  defaultName: string;
  /** A fact that names the user: it gives the subject and is not stated itself. */
  nameFact: RegExp;
  /**
   * The fact about `name` in the third person, or null when it cannot be said so; `gender`, when
   * the user's own facts gave it (GENDER_FROM_OWN_WORDS), lets a writer say a pronoun.
   */
  thirdPerson(content: string, name: string, gender?: Gender | null): string | null;
  /** A relative or subordinate clause: a fact with one may end on someone else, so nothing is joined to it. */
  subordinate: RegExp;
  /** "and" before the last of a list. */
  and: string;
  /** Two facts of one category as one sentence: the first without its stop, then the second's predicate. */
  join(first: string, predicate: string): string;
  /**
   * CONNECTORS_CLAIM_NOTHING: a connector names the topic of the fact after it and says nothing of
   * the person that no fact says ("Always keen to grow," before "… is unfamiliar with Python",
   * "Looking after themselves," before "… suffers from migraines" and "Away from work," for someone
   * who may not work had done so).
   */
  connectors: Record<BioStyle, Partial<Record<Category, string[]>>>;
  applyStyle(sentence: string, style: BioStyle, name: string): string;
  /** The closing line that names the areas the bio covers. */
  closing(name: string, categories: Category[], style: BioStyle): string;
}

function listWords(items: string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

const ENGLISH_AREAS: Record<Category, string> = {
  identity: "background",
  career: "career",
  interests: "interests",
  relationships: "relationships",
  health: "health",
  finance: "finances",
  learning: "learning",
  travel: "travel",
  productivity: "routines",
  private: "private life",
};

/** "we", "us", "our": who else, the fact does not say ("We go camping" is no "Anna and family"). */
const ENGLISH_GROUP = /(?<![\p{L}'’])(?:[Ww]e|[Uu]s|[Oo]urs?|[Ww]e['’](?:re|ve|ll|d))(?![\p{L}'’])/u;
/** A first person the rewrite left ("Me and their husband"), outside quotations. */
const ENGLISH_FIRST_PERSON_LEFT = /(?<![\p{L}'’])(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)(?![\p{L}'’])/u;
const QUOTED = /"[^"]*"|“[^”]*”/gu;

/** The English fact about `name`, or null when it speaks of a group or keeps a first person. */
function englishThirdPerson(content: string, name: string): string | null {
  const said = content.replace(QUOTED, "");
  if (
    content.length > MAX_SENTENCE_CHARS ||
    ENGLISH_GROUP.test(said) ||
    pairThenFirstPerson(said) ||
    undecidedD(said) ||
    unreadPair(said) ||
    /(?<!\p{L})I (?:\p{Ll}+ )?try and(?!\p{L})/u.test(said) ||
    undecidedSameForm(said)
  )
    return null;
  const sentence = isFirstPerson(content) ? toThirdPerson(content, name) : content.trim();
  return ENGLISH_FIRST_PERSON_LEFT.test(sentence.replace(QUOTED, "")) ? null : sentence;
}

const ENGLISH: BioWriting = {
  language: "en",
  defaultName: "The user",
  nameFact: /\b(?:my name is|I am called|I'm called|call me|I go by)\b/iu,
  subordinate:
    /(?<!\p{L})(?:who|whom|whose|which|that|because|since|when|while|where|although|though|if|until|unless)(?!\p{L})/iu,
  thirdPerson: englishThirdPerson,
  and: "and",
  join: (first, predicate) => `${first}, and ${predicate}`,
  connectors: {
    narrative: {
      career: ["Professionally,", "At work,"],
      interests: ["In their free time,", "For pleasure,"],
      learning: ["As for learning,", "On the learning side,"],
      travel: ["As for travel,", "On the travel side,"],
      health: ["As for health,", "On the health side,"],
      relationships: ["In their personal life,", "As for family and friends,"],
      productivity: ["Day to day,", "In their routines,"],
      finance: ["As for money,", "Financially,"],
    },
    factual: {},
    casual: {
      career: ["Work-wise,", "On the job front,"],
      interests: ["For fun,", "In their downtime,"],
      learning: ["Oh, and", "Learning-wise,"],
      travel: ["Travel-wise,", "Plus,"],
      health: ["Health-wise,", "Also,"],
      relationships: ["Family and friends:", "Plus,"],
      productivity: ["Day to day,", "Also,"],
      finance: ["Money-wise,", "Also,"],
    },
    formal: {
      career: ["Professionally,", "In a professional capacity,"],
      interests: ["In their leisure time,", "In addition,"],
      learning: ["Furthermore,", "With respect to education,"],
      travel: ["In addition,", "Furthermore,"],
      health: ["Regarding wellbeing,", "In addition,"],
      relationships: ["On a personal level,", "Furthermore,"],
      productivity: ["In terms of working methods,", "Furthermore,"],
      finance: ["Regarding finances,", "In addition,"],
    },
  },
  applyStyle(sentence, style, name) {
    if (style === "casual") {
      return sentence
        .replace(new RegExp(`^${escapeRegExp(name)} is\\b`, "u"), `${possessive(name).replace(/'$/u, "'s")}`)
        .replace(/\bdoes not\b/gu, "doesn't")
        .replace(/\bdid not\b/gu, "didn't")
        .replace(/\bcannot\b/gu, "can't")
        .replace(/\bhas not\b/gu, "hasn't")
        .replace(/\bwill not\b/gu, "won't")
        .replace(/\bthey are\b/gu, "they're");
    }
    if (style === "formal") {
      return sentence
        .replace(/\bdoesn't\b/gu, "does not")
        .replace(/\bdon't\b/gu, "do not")
        .replace(/\bcan't\b/gu, "cannot")
        .replace(/\bisn't\b/gu, "is not")
        .replace(/\bthey're\b/gu, "they are")
        .replace(/\bkids\b/gu, "children");
    }
    return sentence;
  },
  closing(name, categories, style) {
    // Inside a sentence, the name the bio has not found is "the user".
    const named = name === "The user" ? "the user" : name;
    const areas = listWords(
      categories.map((c) => ENGLISH_AREAS[c]),
      "and",
    );
    return style === "casual"
      ? `That's ${named} in a nutshell: ${areas}.`
      : `These facts cover ${possessive(named)} ${areas}.`;
  },
};

/** The areas of a French closing line, with their article ("le parcours, la carrière et les loisirs de Léa"). */
const FRENCH_AREAS: Record<Category, string> = {
  identity: "le parcours",
  career: "la carrière",
  interests: "les loisirs",
  relationships: "les relations",
  health: "la santé",
  finance: "les finances",
  learning: "la formation",
  travel: "les voyages",
  productivity: "les habitudes",
  private: "la vie privée",
};

const FRENCH: BioWriting = {
  language: "fr",
  defaultName: "L'utilisateur",
  nameFact: FRENCH_NAME_FACT,
  subordinate: /(?<!\p{L})(?:qui|que|qu['’]|dont|où|parce|quand|lorsque|puisque|si|comme)(?!\p{L})/iu,
  thirdPerson: (content, name, gender) => toThirdPersonFr(content, name, gender ?? null),
  and: "et",
  join: (first, predicate) => `${first}, et ${predicate}`,
  connectors: {
    narrative: {
      career: ["Sur le plan professionnel,", "Au travail,"],
      interests: ["Pendant son temps libre,", "Pour le plaisir,"],
      learning: ["Côté formation,", "Pour ce qui est d'apprendre,"],
      travel: ["Côté voyages,", "Pour ce qui est des voyages,"],
      health: ["Côté santé,", "Pour ce qui est de la santé,"],
      relationships: ["Dans sa vie personnelle,", "Côté proches,"],
      productivity: ["Au quotidien,", "Dans ses habitudes,"],
      finance: ["Côté finances,", "Financièrement,"],
    },
    factual: {},
    casual: {
      career: ["Côté boulot,", "Au boulot,"],
      interests: ["Pour s'amuser,", "Côté loisirs,"],
      learning: ["Et puis", "Côté études,"],
      travel: ["Côté voyages,", "En plus,"],
      health: ["Côté santé,", "Aussi,"],
      relationships: ["Côté famille et amis,", "En plus,"],
      productivity: ["Au quotidien,", "Aussi,"],
      finance: ["Côté sous,", "Aussi,"],
    },
    formal: {
      career: ["Sur le plan professionnel,", "À titre professionnel,"],
      interests: ["Dans ses loisirs,", "En outre,"],
      learning: ["Par ailleurs,", "En matière de formation,"],
      travel: ["En outre,", "Par ailleurs,"],
      health: ["Concernant sa santé,", "En outre,"],
      relationships: ["Sur le plan personnel,", "Par ailleurs,"],
      productivity: ["Quant à ses méthodes de travail,", "Par ailleurs,"],
      finance: ["Sur le plan financier,", "En outre,"],
    },
  },
  // French has no contractions to make or undo: the styles differ by their connectors.
  applyStyle: (sentence) => sentence,
  closing(name, categories, style) {
    const named = /^L'utilisat(?:eur|rice)$/u.test(name) ? `l${name.slice(1)}` : name;
    const areas = categories.map((c) => FRENCH_AREAS[c]);
    return style === "casual"
      ? `Voilà ${named} en bref : ${listWords(
          areas.map((a) => a.replace(/^(?:le |la |les |l')/u, "")),
          "et",
        )}.`
      : `Ces faits couvrent ${listWords(areas, "et")} ${ofName(named)}.`;
  },
};

const GERMAN_AREAS: Record<Category, string> = {
  identity: "Hintergrund",
  career: "Beruf",
  interests: "Interessen",
  relationships: "Beziehungen",
  health: "Gesundheit",
  finance: "Finanzen",
  learning: "Ausbildung",
  travel: "Reisen",
  productivity: "Alltag",
  private: "Privatleben",
};

/**
 * German puts the verb second: a connector before the subject ("Beruflich arbeitet Anna …") would
 * move the verb, so a German bio has none, in every style; the styles differ by the closing line.
 */
const GERMAN: BioWriting = {
  language: "de",
  defaultName: "Die Person",
  nameFact: GERMAN_NAME_FACT,
  // A relative clause after its comma, or a subordinator (the articles "der", "die" are no clause;
  // "als" is "as" as often as "when").
  subordinate:
    /,\s*(?:der|die|das|dem|den|deren|dessen)(?!\p{L})|(?<!\p{L})(?:weil|dass|wenn|ob|obwohl|während|bevor|nachdem|bis|damit)(?!\p{L})/iu,
  thirdPerson: (content, name, gender) =>
    toThirdPersonDe(content, name, name !== "Die Person", gender ?? null),
  and: "und",
  // No comma before "und" that joins two predicates of one subject.
  join: (first, predicate) => `${first} und ${predicate}`,
  connectors: { narrative: {}, factual: {}, casual: {}, formal: {} },
  applyStyle: (sentence) => sentence,
  closing(name, categories, style) {
    const areas = listWords(
      categories.map((c) => GERMAN_AREAS[c]),
      "und",
    );
    if (style === "casual")
      return `Das ist ${name === "Die Person" ? "die Person" : name} in Kürze: ${areas}.`;
    return name === "Die Person"
      ? `Diese Fakten betreffen ${areas} der Person.`
      : `Diese Fakten betreffen ${genitiveOf(name)} ${areas}.`;
  },
};

const DUTCH_AREAS: Record<Category, string> = {
  identity: "achtergrond",
  career: "werk",
  interests: "interesses",
  relationships: "relaties",
  health: "gezondheid",
  finance: "financiën",
  learning: "opleiding",
  travel: "reizen",
  productivity: "dagelijks leven",
  private: "privéleven",
};

/** Dutch puts the verb second too: like a German bio, a Dutch one has no connectors. */
const DUTCH: BioWriting = {
  language: "nl",
  defaultName: "De gebruiker",
  nameFact: DUTCH_NAME_FACT,
  subordinate:
    /(?<!\p{L})(?:die|dat|wie|wat|waar|omdat|wanneer|toen|terwijl|hoewel|nadat|voordat|zodat)(?!\p{L})/iu,
  thirdPerson: (content, name, gender) =>
    toThirdPersonNl(content, name, name !== "De gebruiker", gender ?? null),
  and: "en",
  join: (first, predicate) => `${first} en ${predicate}`,
  connectors: { narrative: {}, factual: {}, casual: {}, formal: {} },
  applyStyle: (sentence) => sentence,
  closing(name, categories, style) {
    const named = name === "De gebruiker" ? "de gebruiker" : name;
    const areas = listWords(
      categories.map((c) => DUTCH_AREAS[c]),
      "en",
    );
    return style === "casual"
      ? `Dat is ${named} in het kort: ${areas}.`
      : `Deze feiten gaan over ${named}: ${areas}.`;
  },
};

const SPANISH_AREAS: Record<Category, string> = {
  identity: "la trayectoria",
  career: "el trabajo",
  interests: "las aficiones",
  relationships: "las relaciones",
  health: "la salud",
  finance: "las finanzas",
  learning: "la formación",
  travel: "los viajes",
  productivity: "los hábitos",
  private: "la vida privada",
};

/** "y" is "e" before the sound i ("e hija", "e inglés"), not before a diphthong ("y hielo"). */
const andEs = (next: string) => (/^h?i(?![aeiouáéíóú])/iu.test(next) ? "e" : "y");

const SPANISH: BioWriting = {
  language: "es",
  // "La persona": grammatically feminine, like "Die Person"; the user's own adjectives keep theirs.
  defaultName: "La persona",
  nameFact: SPANISH_NAME_FACT,
  subordinate:
    /(?<!\p{L})(?:que|quien|quienes|cuyo|cuya|donde|porque|cuando|si|aunque|mientras|como)(?!\p{L})/iu,
  thirdPerson: toThirdPersonEs,
  and: "y",
  join: (first, predicate) => `${first} ${andEs(predicate)} ${predicate}`,
  connectors: {
    narrative: {
      career: ["En lo profesional,", "En el trabajo,"],
      interests: ["En su tiempo libre,", "Por placer,"],
      learning: ["En cuanto a la formación,", "En lo que respecta a aprender,"],
      travel: ["En cuanto a los viajes,", "De viajes,"],
      health: ["En cuanto a la salud,", "En lo que respecta a la salud,"],
      relationships: ["En su vida personal,", "En cuanto a sus seres queridos,"],
      productivity: ["En el día a día,", "En sus hábitos,"],
      finance: ["En cuanto al dinero,", "En lo económico,"],
    },
    factual: {},
    casual: {
      career: ["En el curro,", "De trabajo,"],
      interests: ["De ocio,", "En su tiempo libre,"],
      learning: ["Y además", "De estudios,"],
      travel: ["De viajes,", "Además,"],
      health: ["De salud,", "También,"],
      relationships: ["De familia y amigos,", "Además,"],
      productivity: ["En el día a día,", "También,"],
      finance: ["De dinero,", "También,"],
    },
    formal: {
      career: ["En el ámbito profesional,", "Profesionalmente,"],
      interests: ["En su tiempo de ocio,", "Asimismo,"],
      learning: ["Por otra parte,", "En materia de formación,"],
      travel: ["Asimismo,", "Por otra parte,"],
      health: ["En cuanto a su salud,", "Asimismo,"],
      relationships: ["En el plano personal,", "Por otra parte,"],
      productivity: ["En cuanto a sus métodos de trabajo,", "Por otra parte,"],
      finance: ["En el plano económico,", "Asimismo,"],
    },
  },
  applyStyle: (sentence) => sentence,
  closing(name, categories, style) {
    const named = name === "La persona" ? "la persona" : name;
    const areas = categories.map((c) => SPANISH_AREAS[c]);
    return style === "casual"
      ? `Así es ${named} en pocas palabras: ${listWords(
          areas.map((a) => a.replace(/^(?:el |la |los |las )/u, "")),
          "y",
        )}.`
      : `Estos hechos cubren ${listWords(areas, "y")} de ${named}.`;
  },
};

const ITALIAN_AREAS: Record<Category, string> = {
  identity: "il percorso",
  career: "il lavoro",
  interests: "gli interessi",
  relationships: "le relazioni",
  health: "la salute",
  finance: "le finanze",
  learning: "la formazione",
  travel: "i viaggi",
  productivity: "le abitudini",
  private: "la vita privata",
};

const ITALIAN: BioWriting = {
  language: "it",
  // "La persona": grammatically feminine; the user's own adjectives and participles keep theirs.
  defaultName: "La persona",
  nameFact: ITALIAN_NAME_FACT,
  subordinate: /(?<!\p{L})(?:che|chi|cui|dove|perché|quando|se|mentre|anche se|sebbene|come)(?!\p{L})/iu,
  thirdPerson: toThirdPersonIt,
  and: "e",
  join: (first, predicate) => `${first} e ${predicate}`,
  connectors: {
    narrative: {
      career: ["Sul piano professionale,", "Al lavoro,"],
      interests: ["Nel tempo libero,", "Per passione,"],
      learning: ["Quanto alla formazione,", "Sul fronte dello studio,"],
      travel: ["Quanto ai viaggi,", "Sul fronte dei viaggi,"],
      health: ["Quanto alla salute,", "Sul fronte della salute,"],
      relationships: ["Nella vita privata,", "Quanto agli affetti,"],
      productivity: ["Nella vita di tutti i giorni,", "Nelle sue abitudini,"],
      finance: ["Quanto ai soldi,", "Sul piano economico,"],
    },
    factual: {},
    casual: {
      career: ["Sul lavoro,", "Di lavoro,"],
      interests: ["Nel tempo libero,", "Di interessi,"],
      learning: ["E poi", "Di studio,"],
      travel: ["Di viaggi,", "Poi,"],
      health: ["Di salute,", "Inoltre,"],
      relationships: ["Tra famiglia e amici,", "Poi,"],
      productivity: ["Nella vita di tutti i giorni,", "Inoltre,"],
      finance: ["Di soldi,", "Inoltre,"],
    },
    formal: {
      career: ["In ambito professionale,", "Professionalmente,"],
      interests: ["Nel tempo libero,", "Inoltre,"],
      learning: ["Inoltre,", "In materia di formazione,"],
      travel: ["Inoltre,", "Per quanto riguarda i viaggi,"],
      health: ["Per quanto riguarda la salute,", "Inoltre,"],
      relationships: ["Sul piano personale,", "Inoltre,"],
      productivity: ["Quanto ai metodi di lavoro,", "Inoltre,"],
      finance: ["Sul piano economico,", "Inoltre,"],
    },
  },
  applyStyle: (sentence) => sentence,
  closing(name, categories, style) {
    const named = name === "La persona" ? "la persona" : name;
    const areas = categories.map((c) => ITALIAN_AREAS[c]);
    return style === "casual"
      ? `Ecco ${named} in breve: ${listWords(
          areas.map((a) => a.replace(/^(?:il |la |i |gli |le )/u, "")),
          "e",
        )}.`
      : `Questi fatti riguardano ${listWords(areas, "e")} di ${named}.`;
  },
};

export const BIO_WRITING: Record<BioLanguage, BioWriting> = {
  en: ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  nl: DUTCH,
  es: SPANISH,
  it: ITALIAN,
};

/**
 * BIO_IN_THE_USERS_LANGUAGE: the bio is written in the language most of the given facts are in,
 * among those the local writer states (English, French, German, Dutch, Spanish, Italian; on a tie, the first of these).
 */
export function bioLanguage(facts: SourceMemory[]): BioLanguage {
  const counts = new Map<BioLanguage, number>([
    ["en", 0],
    ["fr", 0],
    ["de", 0],
    ["nl", 0],
    ["es", 0],
    ["it", 0],
  ]);
  for (const m of facts) {
    const language = languageOf(m) as BioLanguage;
    if (counts.has(language)) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best: BioLanguage = "en";
  for (const [language, n] of counts) if (n > (counts.get(best) ?? 0)) best = language;
  return best;
}

/** The user's name from a fact in `language`, or its writing's default subject. */
export function bioName(memories: SourceMemory[], writing: BioWriting): string {
  const contents = memories.map((m) => m.content);
  if (writing.language === "en") return findUserName(contents) ?? writing.defaultName;
  for (const text of contents) {
    const name = writing.nameFact.exec(text)?.[1];
    if (name) return name;
  }
  return findUserName(contents) ?? writing.defaultName;
}
