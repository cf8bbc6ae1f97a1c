import { PLACES } from "./places.ts";

const NOT_NAMES = new Set(
  `I Me My We Our You Your Yours He His She Her It Its They Their Them This That These Those There Here What When Where
  Why How Who Which If Also Just Maybe Yes No The A An And But Or So Then Today Tomorrow Yesterday Monday Tuesday Wednesday Thursday Friday Saturday
  Sunday January February March April May June July August September October November December Montag Dienstag Mittwoch
  Donnerstag Freitag Samstag Sonntag Januar Februar März Mai Juni Juli Oktober Dezember Lundi Mardi Mercredi Jeudi
  Vendredi Samedi Dimanche Lunes Martes Miércoles Jueves Viernes Sábado Domingo Ich Mein Meine Je Mon Ma Yo Mi Mis El La
  Le Les Los Las Un Une Una Der Die Das Ein Eine God Gott Dieu Dios Christmas Weihnachten Noël Navidad Easter Ostern
  Pâques Google Apple Microsoft Amazon Netflix Spotify`
    .split(/\s+/)
    .filter(Boolean),
);

/** A capitalised word that is not a person's name (weekdays, months, pronouns, brands, places). */
export function isNotAName(word: string): boolean {
  return NOT_NAMES.has(word) || PLACES.has(word);
}

export function isPlace(word: string): boolean {
  return PLACES.has(word);
}

const NAME = "\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?";
const RELATIONS =
  "wife|husband|partner|girlfriend|boyfriend|fiancée?|friend|best friend|sister|brother|mom|mum|mother|dad|father|son|daughter|colleague|coworker|boss|manager|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|niece|nephew|neighbou?r|roommate|dog|cat|Frau|Mann|Ehefrau|Ehemann|Freundin|Freund|Partnerin|Schwester|Bruder|Mutter|Vater|Sohn|Tochter|Kollegin|Kollege|Chefin|Chef|Cousine|Cousin|Tante|Onkel|Oma|Opa|Nachbarin|Nachbar|Hund|Katze|femme|mari|copine|copain|amie|ami|sœur|soeur|frère|mère|père|fils|fille|collègue|patronne|patron|cousine|cousin|tante|oncle|voisine|voisin|chienne|chien|chat|esposa|esposo|marido|novia|novio|amiga|amigo|hermana|hermano|madre|padre|hija|hijo|colega|jefa|jefe|prima|primo|tía|tío|abuela|abuelo|vecina|vecino|perra|perro|gato";

/** Patterns whose first group is a person's name. */
const PERSON_PATTERNS = [
  new RegExp(`(?:^|[^\\p{L}])(?:${RELATIONS}),?\\s+(${NAME})`, "gu"),
  new RegExp(`(?:^|[^\\p{L}])(?:with|mit|avec|con|and|und|et|y)\\s+(${NAME})`, "gu"),
  new RegExp(
    `(?:^|[^\\p{L}])(?:met|meet|meeting|visited|called|texted|traf|treffe|getroffen|besucht|rencontré|vu|conocí a|visité a|vi a|llamé a)\\s+(${NAME})`,
    "gu",
  ),
  new RegExp(`(?:^|[^\\p{L}])(?:named|called|namens|appelée?|llamad[oa])\\s+(${NAME})`, "gu"),
  new RegExp(`(${NAME})\\s+(?:and I|und ich|et moi|y yo)(?:[^\\p{L}]|$)`, "gu"),
];

/** People named in `text` (capitalised names after "with", "my wife", "met", ...), in order of appearance. */
export function findParticipants(text: string): string[] {
  const found: Array<[number, string]> = [];
  for (const pattern of PERSON_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1];
      if (!name || NOT_NAMES.has(name) || PLACES.has(name)) continue;
      const at = match.index + match[0].indexOf(name);
      // "New York", "San Sebastián": the first word of a place, not a person.
      const nextWord = /^\s(\p{Lu}[\p{L}'-]+)/u.exec(text.slice(at + name.length))?.[1];
      if (nextWord && PLACES.has(nextWord)) continue;
      found.push([at, name]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  return [...new Set(found.map(([, name]) => name))];
}

const LOCATION_PREPOSITIONS = "in|to|from|near|nach|aus|bei|à|au|aux|en|vers|de|a|desde|para|hacia|por";
const PLACE_NAME = "\\p{Lu}[\\p{L}'-]+(?:\\s(?:de\\s|del\\s|am\\s|sur\\s)?\\p{Lu}[\\p{L}'-]+){0,2}";
const LOCATION_PATTERN = new RegExp(`(?:^|[^\\p{L}])(?:${LOCATION_PREPOSITIONS})\\s+(${PLACE_NAME})`, "gu");

/**
 * The place named in `text`: a known place anywhere, else a capitalised name after a place
 * preposition ("in Lisbon", "nach Rom", "à Lyon", "a Sevilla"). German nouns are capitalised too,
 * so in German only known places count.
 */
export function findLocation(
  text: string,
  language: string,
  people: readonly string[] = [],
): string | undefined {
  for (const match of text.matchAll(LOCATION_PATTERN)) {
    const candidate = match[1] ?? "";
    const words = candidate.split(/\s+/);
    const first = words[0] ?? "";
    if (NOT_NAMES.has(first) || people.includes(first)) continue;
    if (words.some((w) => PLACES.has(w))) return candidate;
    if (
      language !== "de" &&
      /^(?:in|to|from|near|à|au|aux|en|a|desde|hacia)$/iu.test(match[0].trim().split(/\s+/)[0] ?? "")
    )
      return candidate;
  }
  for (const run of text.match(new RegExp(PLACE_NAME, "gu")) ?? []) {
    const words = run.split(/\s+/);
    while (words.length > 1 && NOT_NAMES.has(words[0] ?? "")) words.shift();
    if (words.some((w) => PLACES.has(w))) return words.join(" ");
  }
  return undefined;
}
