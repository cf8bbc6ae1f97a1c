import { isSpanishInfinitive, plain } from "./spanish-verbs.ts";

/**
 * The third person singular of a Spanish first person singular (RAE, Nueva gramática, §§ 4.4–4.13):
 * present "trabajo" → "trabaja", "vivo" → "vive" (the class from the infinitive), "pienso" →
 * "piensa", "conozco" → "conoce", "elijo" → "elige", "sigo" → "sigue"; preterite "trabajé" →
 * "trabajó", "busqué" → "buscó", "viví" → "vivió", "pedí" → "pidió", "leí" → "leyó"; future
 * "trabajaré" → "trabajará"; the imperfect and the conditional, alike in both persons, stay
 * ("trabajaba", "vivía", "podría"); the irregular ones from a table. Null for a word that is no such
 * form of a known verb ("solo", "pero", "trabajos").
 */
export function spanishThirdPerson(word: string): string | null {
  const w = word.toLowerCase();
  if (NOT_VERBS.has(w)) return null;
  return (
    IRREGULAR[w] ??
    compoundIrregular(w) ??
    present(w) ??
    preterite(w) ??
    future(w) ??
    (sameInBoth(w) ? w : null)
  );
}

/** Words ending like a first person that are none, or that are more often something else. */
const NOT_VERBS = new Set(
  "salvo solo sólo pero como cómo mucho poco tanto cuanto cuánto pronto mismo medio demasiado claro cierto primero segundo tercero luego cuando cuándo donde dónde tampoco algo nada todo otro mío tuyo suyo cada casi aquí allí así también bueno malo largo corto fijo seguro ido obvio justo".split(
    " ",
  ),
);

const IRREGULAR: Record<string, string> = {
  soy: "es",
  estoy: "está",
  voy: "va",
  he: "ha",
  sé: "sabe",
  doy: "da",
  veo: "ve",
  oigo: "oye",
  quepo: "cabe",
  valgo: "vale",
  caigo: "cae",
  fui: "fue",
  di: "dio",
  vi: "vio",
  hice: "hizo",
  quise: "quiso",
  vine: "vino",
  dije: "dijo",
  traje: "trajo",
  supe: "supo",
  cupe: "cupo",
  hube: "hubo",
  era: "era",
  iba: "iba",
};

/** Irregular stems that compounds share ("mantengo" → "mantiene", "supuse" → "supuso", "conduje" → "condujo"). */
const COMPOUND_ENDINGS: [RegExp, string][] = [
  [/tengo$/u, "tiene"],
  [/vengo$/u, "viene"],
  [/pongo$/u, "pone"],
  [/hago$/u, "hace"],
  [/digo$/u, "dice"],
  [/traigo$/u, "trae"],
  [/salgo$/u, "sale"],
  [/tuve$/u, "tuvo"],
  [/puse$/u, "puso"],
  [/pude$/u, "pudo"],
  [/duje$/u, "dujo"],
  [/anduve$/u, "anduvo"],
];

function compoundIrregular(w: string): string | null {
  for (const [ending, third] of COMPOUND_ENDINGS) if (ending.test(w)) return w.replace(ending, third);
  return null;
}

/** The stem with a diphthong or a raised vowel undone, to find the infinitive ("piens" → "pens", "duerm" → "dorm", "jueg" → "jug", "pid" → "ped"). */
function unchangedStems(stem: string): [string, string][] {
  const last = (from: string, to: string): [string, string] | null => {
    const at = stem.lastIndexOf(from);
    return at < 0 ? null : [`${stem.slice(0, at)}${to}${stem.slice(at + from.length)}`, from];
  };
  return [
    [stem, ""] as [string, string],
    last("ie", "e"),
    last("ue", "o"),
    last("ue", "u"),
    last("i", "e"),
  ].filter((s): s is [string, string] => s !== null);
}
// An undone diphthong must be the verb's own change ("miedo" is no form of "medir", which changes e→i).
const wrongChange = (inf: string, kind: string) =>
  kind !== "" && STEM_CHANGE.has(inf) && STEM_CHANGE.get(inf) !== kind;

/**
 * The infinitive ending of a stem: "ar", "er" or "ir" (trying the stem's unchanged vowels), or null.
 * Where the word list holds an -ar and an -er/-ir verb of one stem (75 stems), the -ar one, but for
 * these everyday verbs whose -ar twin is rare ("vivar", "vendar", "temar", "podar" for "puedo").
 */
const EVERYDAY_ER_IR = new Set(
  "vivir creer vender temer tejer mentir sentir aburrir prender consumir poder soler morir rendir moler imprimir barrer".split(
    " ",
  ),
);
function classOf(stem: string, endings: readonly string[] = ["ar", "er", "ir"]): string | null {
  for (const [s, kind] of unchangedStems(stem)) {
    const everyday = endings.find(
      (ending) => EVERYDAY_ER_IR.has(`${s}${ending}`) && !wrongChange(`${s}${ending}`, kind),
    );
    if (everyday) return everyday;
    for (const ending of endings)
      if (isSpanishInfinitive(`${s}${ending}`) && !wrongChange(`${s}${ending}`, kind)) return ending;
  }
  return null;
}

function present(w: string): string | null {
  if (!w.endsWith("o") || w.length < 3) return null;
  const stem = w.slice(0, -1);
  // Spelling: "conozco" (conocer), "elijo" (elegir), "sigo" (seguir), "venzo" (vencer), "construyo" (construir).
  if (/zc$/u.test(stem) && classOf(stem.slice(0, -2), ["cer", "cir"])) return `${stem.slice(0, -2)}ce`;
  if (/j$/u.test(stem) && classOf(stem.slice(0, -1), ["ger", "gir"])) return `${stem.slice(0, -1)}ge`;
  if (/g$/u.test(stem) && classOf(stem.slice(0, -1), ["guir"])) return `${stem}ue`;
  if (/z$/u.test(stem) && classOf(stem.slice(0, -1), ["cer", "cir"])) return `${stem.slice(0, -1)}ce`;
  if (/uy$/u.test(stem) && classOf(stem.slice(0, -1), ["ir"])) return `${stem}e`;
  const ending = classOf(plain(stem));
  if (!ending) return null;
  return `${stem}${ending === "ar" ? "a" : "e"}`;
}

/** Preterite: "-é" of -ar verbs → "-ó" (with "qu", "gu", "gü", "c" spelt back), "-í" of -er/-ir verbs → "-ió". */
function preterite(w: string): string | null {
  if (w.endsWith("é")) {
    const stem = w.slice(0, -1);
    // "busqué" (buscar), "llegué" (llegar), "averigüé" (averiguar), "empecé" (empezar).
    const spellings = [
      stem.replace(/qu$/u, "c"),
      stem.replace(/gu$/u, "g"),
      stem.replace(/gü$/u, "gu"),
      stem.replace(/c$/u, "z"),
      stem,
    ];
    for (const s of new Set(spellings)) if (isSpanishInfinitive(`${s}ar`)) return `${s}ó`;
    return null;
  }
  if (!w.endsWith("í") || w.length < 3) return null;
  const stem = w.slice(0, -1);
  // "leí", "creí", "oí", "construí": an unstressed i between vowels is written y.
  const vowel = /[aeiou]$/u.test(stem);
  if (isSpanishInfinitive(`${stem}er`) || (vowel && isSpanishInfinitive(`${stem}r`)))
    return `${stem}${vowel ? "yó" : "ió"}`;
  if (!isSpanishInfinitive(`${stem}ir`)) return null;
  if (/u$/u.test(stem) && !/[gq]u$/u.test(stem)) return `${stem}yó`;
  return `${raisedStem(stem)}ió`;
}

/** -ir verbs with e or o in their last syllable raise it in the preterite's third person ("pidió", "durmió"); a few do not. */
const NOT_RAISED = new Set(["agred", "transgred", "discern", "concern", "cern"]);
function raisedStem(stem: string): string {
  if (NOT_RAISED.has(stem)) return stem;
  // The u of "gu", "qu" is silent ("segu-" raises its e: "siguió").
  const vowels = [...stem.replace(/(?<=[gq])u$/u, "").matchAll(/[aeiou]/gu)];
  const last = vowels.at(-1);
  if (!last || last.index === undefined) return stem;
  const raised = last[0] === "e" ? "i" : last[0] === "o" ? "u" : null;
  return raised ? `${stem.slice(0, last.index)}${raised}${stem.slice(last.index + 1)}` : stem;
}

/** Future: the infinitive (or an irregular stem) + "é" → "á" ("trabajaré", "tendré", "haré"). */
const FUTURE_STEMS =
  /^(?:ir|tendr|podr|har|dir|pondr|saldr|vendr|sabr|querr|habr|cabr|valdr|mantendr|obtendr|supondr|propondr)$/u;
function future(w: string): string | null {
  if (!w.endsWith("é")) return null;
  const stem = w.slice(0, -1);
  return isSpanishInfinitive(stem) || FUTURE_STEMS.test(stem) ? `${stem}á` : null;
}

/** The imperfect ("trabajaba", "vivía") and the conditional ("trabajaría", "podría"): one form for both persons. */
function sameInBoth(w: string): boolean {
  if (w.endsWith("aba")) return classOf(w.slice(0, -3), ["ar"]) !== null;
  if (!w.endsWith("ía")) return false;
  const stem = w.slice(0, -2);
  return classOf(stem, ["er", "ir"]) !== null || isSpanishInfinitive(stem) || FUTURE_STEMS.test(stem);
}

/**
 * The third person plural of a first person plural, for "Mi marido y yo tenemos …" → "Lucía y su
 * marido tienen …" (RAE, Nueva gramática §§ 4.4–4.13). "-amos" of -ar verbs and "-imos" of -ir
 * verbs are present and preterite alike: with a time in the past (`past`) the preterite
 * ("vivieron"), else the present ("viven"). The present's diphthong or raised vowel comes from the
 * list of verbs that change their stem ("tenemos" → "tienen", "pedimos" → "piden"). Null when the
 * word is no such form.
 */
export function spanishThirdPlural(word: string, past: boolean): string | null {
  const w = word.toLowerCase();
  const irregular = PLURAL_IRREGULAR[w];
  if (irregular) return irregular;
  if (/ábamos$/u.test(w)) return `${w.slice(0, -6)}aban`;
  if (/íamos$/u.test(w)) return `${w.slice(0, -5)}ían`;
  if (/remos$/u.test(w) && (isSpanishInfinitive(w.slice(0, -4)) || FUTURE_STEMS.test(w.slice(0, -4))))
    return `${w.slice(0, -4)}án`;
  const stem = w.slice(0, -4);
  if (w.endsWith("amos") && isSpanishInfinitive(`${stem}ar`))
    return past ? `${stem}aron` : `${changedStem(stem, `${stem}ar`)}an`;
  if (w.endsWith("emos") && isSpanishInfinitive(`${stem}er`)) return `${changedStem(stem, `${stem}er`)}en`;
  if (!w.endsWith("imos")) return null;
  if (isSpanishInfinitive(`${stem}er`)) return `${stem}${/[aeiou]$/u.test(stem) ? "yeron" : "ieron"}`;
  if (!isSpanishInfinitive(`${stem}ir`)) return null;
  return past ? `${raisedStem(stem)}ieron` : `${changedStem(stem, `${stem}ir`)}en`;
}

const PLURAL_IRREGULAR: Record<string, string> = {
  somos: "son",
  estamos: "están",
  vamos: "van",
  hemos: "han",
  sabemos: "saben",
  fuimos: "fueron",
  estuvimos: "estuvieron",
  tuvimos: "tuvieron",
  hicimos: "hicieron",
  pudimos: "pudieron",
  dijimos: "dijeron",
  vinimos: "vinieron",
  pusimos: "pusieron",
  quisimos: "quisieron",
  supimos: "supieron",
  trajimos: "trajeron",
  éramos: "eran",
  íbamos: "iban",
  tenemos: "tienen",
  venimos: "vienen",
};

/**
 * Verbs whose stressed stem vowel changes in the present (RAE, Nueva gramática § 4.10: "e" → "ie",
 * "o" → "ue", "u" → "ue", "e" → "i"): the common ones.
 */
const STEM_CHANGES: [string, string][] = [
  [
    "ie",
    "pensar empezar comenzar cerrar despertar sentar recomendar calentar merendar nevar negar regar fregar atravesar apretar gobernar confesar tropezar querer entender perder encender defender atender extender tender sentir preferir mentir divertir convertir sugerir advertir hervir herir",
  ],
  [
    "ue",
    "contar encontrar costar probar recordar volar soñar mostrar almorzar acostar acordar aprobar colgar rogar sonar renovar poder volver mover devolver resolver envolver morder doler soler llover dormir morir jugar",
  ],
  ["i", "pedir seguir servir repetir vestir elegir medir competir conseguir corregir despedir impedir"],
];
const STEM_CHANGE = new Map(
  STEM_CHANGES.flatMap(([change, verbs]) => verbs.split(" ").map((v) => [v, change])),
);

/** The stem with its last vowel changed as the verb's present changes it ("ten" → "tien", "jug" → "jueg"). */
function changedStem(stem: string, infinitive: string): string {
  const change = STEM_CHANGE.get(infinitive);
  if (!change) return stem;
  const from = change === "i" ? "e" : infinitive === "jugar" ? "u" : change === "ie" ? "e" : "o";
  const at = stem.lastIndexOf(from);
  return at < 0 ? stem : `${stem.slice(0, at)}${change}${stem.slice(at + 1)}`;
}

export const THIRD_IRREGULAR = new Set(
  "es está son están ha han va van tiene tienen viene vienen hace hacen dice dicen sabe saben puede pueden quiere quieren fue fueron era eran iba iban sale salen pone ponen da dan ve ven hizo tuvo estuvo pudo vino dijo".split(
    " ",
  ),
);

/**
 * A verb in the third person (singular or plural, present, preterite, imperfect, future) of a known
 * verb: "vive", "trabajan", "murió", "estudiaba", "vendrá"; "favorita", "mayor" are none.
 */
export function isThirdPersonVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (THIRD_IRREGULAR.has(w)) return true;
  const ending = /(aron|ieron|aban|ían|an|en|aba|ía|ió|ó|a|e|án|á)$/u.exec(w)?.[1];
  if (!ending) return false;
  const stem = w.slice(0, -ending.length);
  if (/^(?:án|á)$/u.test(ending)) return isSpanishInfinitive(stem) || FUTURE_STEMS.test(stem);
  if (/^(?:aron|aban|an|aba|ó|a)$/u.test(ending)) return classOf(plain(stem), ["ar"]) !== null;
  return classOf(plain(stem), ["er", "ir"]) !== null;
}
