import { italianVerbRank, takesIsc } from "./italian-verbs.ts";

/**
 * The third person singular of an Italian first person singular (Serianni, Grammatica italiana,
 * XI): present "lavoro" → "lavora", "vivo" → "vive", "finisco" → "finisce" (the class from the
 * commoner infinitive); imperfect "lavoravo" → "lavorava"; future "lavorerò" → "lavorerà";
 * conditional "vorrei" → "vorrebbe"; passato remoto "parlai" → "parlò"; the irregular ones from a
 * table ("sono" → "è", "ho" → "ha", "vado" → "va"). Null for a word that is no such form of a
 * known verb ("però", "tanto", "lavori").
 */
export function italianThirdPerson(word: string): string | null {
  const w = word.toLowerCase();
  if (NOT_VERBS.has(w)) return null;
  return IRREGULAR[w] ?? present(w) ?? imperfect(w) ?? future(w) ?? conditional(w) ?? remote(w);
}

/** Words ending like a first person that are none. */
const NOT_VERBS = new Set(
  "però perciò cioè però tanto poco molto troppo quanto solo primo secondo subito presto dopo anno bravo caro certo meno danno".split(
    " ",
  ),
);

const IRREGULAR: Record<string, string> = {
  sono: "è",
  ho: "ha",
  vado: "va",
  faccio: "fa",
  sto: "sta",
  do: "dà",
  so: "sa",
  posso: "può",
  voglio: "vuole",
  devo: "deve",
  vengo: "viene",
  tengo: "tiene",
  esco: "esce",
  dico: "dice",
  bevo: "beve",
  rimango: "rimane",
  scelgo: "sceglie",
  salgo: "sale",
  muoio: "muore",
  siedo: "siede",
  pongo: "pone",
  traduco: "traduce",
  produco: "produce",
  conduco: "conduce",
  ero: "era",
  fui: "fu",
  feci: "fece",
  ebbi: "ebbe",
  vidi: "vide",
  presi: "prese",
  misi: "mise",
  dissi: "disse",
  nacqui: "nacque",
  venni: "venne",
  vissi: "visse",
  scrissi: "scrisse",
  lessi: "lesse",
  decisi: "decise",
  scelsi: "scelse",
  conobbi: "conobbe",
  volli: "volle",
  seppi: "seppe",
};

/**
 * Infinitives whose first person singular present is not stem + "o" (Serianni XI: "voglio", "posso",
 * "devo", "so", "valgo", "tengo", "vengo", "salgo", "dico", "faccio", "bevo", "pongo", "paio"):
 * "volo" is "volare", never "volere".
 */
const NO_REGULAR_FIRST = new Set(
  "volere potere dovere sapere valere tenere venire salire dire fare bere porre parere cogliere togliere scegliere sciogliere rimanere morire sedere uscire udire apparire".split(
    " ",
  ),
);

/** The commoner of the stem's infinitives' endings ("are", "ere", "ire"), or null. */
function classOf(stem: string, firstPerson = false): string | null {
  let best: [string, number] | null = null;
  for (const ending of ["are", "ere", "ire"]) {
    if (firstPerson && NO_REGULAR_FIRST.has(`${stem}${ending}`)) continue;
    const rank = italianVerbRank(`${stem}${ending}`);
    if (rank !== undefined && (best === null || rank < best[1])) best = [ending, rank];
  }
  return best?.[0] ?? null;
}

function present(w: string): string | null {
  if (!w.endsWith("o") || w.length < 3) return null;
  // "finisco" (finire): the -isc- verbs keep it in the third person ("finisce").
  if (w.endsWith("isco") && classOf(w.slice(0, -4)) === "ire") return `${w.slice(0, -1)}e`;
  const stem = w.slice(0, -1);
  // "gioco" (giocare), "pago" (pagare): the -are verbs in -care/-gare keep their letters.
  const ending = classOf(stem, true);
  if (!ending) return null;
  // An -isc- verb's first person is "-isco" ("unisco", "finisco"): "uno", "fino" are none.
  if (ending === "ire" && takesIsc(`${stem}ire`)) return null;
  return `${stem}${ending === "are" ? "a" : "e"}`;
}

/** Imperfect: "lavoravo" → "lavorava", "vivevo" → "viveva", "dormivo" → "dormiva". */
function imperfect(w: string): string | null {
  const m = /^(\p{Ll}+)(a|e|i)vo$/u.exec(w);
  if (!m) return null;
  const ending = { a: "are", e: "ere", i: "ire" }[m[2] as "a" | "e" | "i"];
  return italianVerbRank(`${m[1]}${ending}`) !== undefined || LATIN_STEMS.has(m[1] ?? "")
    ? `${w.slice(0, -1)}a`
    : null;
}

/** Verbs whose imperfect has their Latin stem ("fare" → "facevo", "dire" → "dicevo", "bere" → "bevevo"). */
const LATIN_STEMS = new Set(["fac", "dic", "bev", "produc", "traduc", "conduc", "pon"]);

/** Future: every first person in "-rò" ("lavorerò", "andrò", "sarò") → "-rà". */
function future(w: string): string | null {
  return /^\p{Ll}{2,}rò$/u.test(w) ? `${w.slice(0, -1)}à` : null;
}

/** Conditional: "-rei" → "-rebbe" ("vorrei", "lavorerei", "andrei"). */
function conditional(w: string): string | null {
  return /^\p{Ll}{2,}rei$/u.test(w) ? `${w.slice(0, -1)}bbe` : null;
}

/** Passato remoto of the regular verbs: "parlai" → "parlò", "dormii" → "dormì", "credetti" → "credette". */
function remote(w: string): string | null {
  // "dai", "stai", "fai", "sai", "mai": a stem with no vowel is no regular passato remoto ("dare":
  // "diedi", "stare": "stetti"; Serianni XI); these are second persons or other words.
  if (!/[aeiou]/u.test(w.slice(0, -2))) return null;
  if (/ai$/u.test(w) && italianVerbRank(`${w.slice(0, -2)}are`) !== undefined) return `${w.slice(0, -2)}ò`;
  if (/ii$/u.test(w) && italianVerbRank(`${w.slice(0, -2)}ire`) !== undefined) return `${w.slice(0, -2)}ì`;
  if (/etti$/u.test(w) && italianVerbRank(`${w.slice(0, -4)}ere`) !== undefined) return `${w.slice(0, -1)}e`;
  return null;
}

/** A third person of a known verb (singular or plural), for a noun followed by its verb ("Mia sorella vive …"). */
export function isItalianThirdPerson(word: string): boolean {
  const w = word.toLowerCase();
  if (THIRD_IRREGULAR.has(w)) return true;
  const m = /^(\p{Ll}+?)(ano|ono|ava|eva|iva|avano|evano|ivano|a|e|erà|irà|ò|ì)$/u.exec(w);
  if (!m) return false;
  const stem = m[1] ?? "";
  // The ending tells the class (Serianni XI): "-a", "-ano", "-ava", "-ò" are "-are" verbs', "-e",
  // "-ono", "-eva"/"-iva" the others' ("maggiore" is no form of "maggiorare").
  const ending = m[2] ?? "";
  const classes = /^(?:a|ano|ava|avano|ò)$/u.test(ending)
    ? ["are"]
    : ending === "erà"
      ? ["are", "ere"]
      : /^(?:eva|evano)$/u.test(ending)
        ? ["ere"]
        : /^(?:iva|ivano|ì|irà)$/u.test(ending)
          ? ["ire"]
          : ["ere", "ire"];
  return (
    classes.some((e) => italianVerbRank(`${stem}${e}`) !== undefined) ||
    ((w.endsWith("isce") || w.endsWith("iscono")) &&
      italianVerbRank(`${w.replace(/isc(?:e|ono)$/u, "")}ire`) !== undefined)
  );
}
const THIRD_IRREGULAR = new Set(
  "è sono ha hanno va vanno fa fanno sta stanno dà sa può vuole deve viene tiene esce dice beve rimane era erano fu fece ebbe faceva facevano diceva dicevano beveva bevevano".split(
    " ",
  ),
);

/** The third person plural of a first person plural: "abbiamo" → "hanno", "lavoriamo" → "lavorano", "viviamo" → "vivono". */
export function italianThirdPlural(word: string): string | null {
  const w = word.toLowerCase();
  const irregular = PLURAL_IRREGULAR[w];
  if (irregular) return irregular;
  const m = /^(\p{Ll}+)iamo$/u.exec(w);
  if (m) {
    // "giochiamo", "paghiamo": the h only keeps the hard c, g before i ("giocano", "pagano").
    const stem = (m[1] ?? "").replace(/(?<=[cg])h$/u, "");
    const ending = classOf(stem) ?? classOf(`${stem}i`);
    if (!ending) return null;
    const base = classOf(stem) ? stem : `${stem}i`;
    if (ending === "ire" && takesIsc(`${base}ire`)) return `${base}iscono`;
    return `${base}${ending === "are" ? "ano" : "ono"}`;
  }
  const past = /^(\p{Ll}+)(a|e|i)vamo$/u.exec(w);
  return past ? `${w.slice(0, -4)}vano` : null;
}
const PLURAL_IRREGULAR: Record<string, string> = {
  siamo: "sono",
  abbiamo: "hanno",
  andiamo: "vanno",
  facciamo: "fanno",
  stiamo: "stanno",
  possiamo: "possono",
  vogliamo: "vogliono",
  dobbiamo: "devono",
  veniamo: "vengono",
  usciamo: "escono",
  diciamo: "dicono",
  beviamo: "bevono",
  eravamo: "erano",
};
