import { oneOf, rx } from "../patterns.ts";

/** Dutch, in a chat with an AI assistant: requests, task talk, statements about oneself. */

/** Imperatives that open a request ("schrijf …", "leg uit …", "vat samen …"). */
export const REQUEST_VERBS = [
  "schrijf",
  "geef",
  "maak",
  "leg uit",
  "vertel",
  "zoek",
  "vat",
  "beschrijf",
  "vergelijk",
  "bereken",
];

/** What one has in the task: a question, a problem, an error, a file. */
const TASK_THING = /(?:een|de|het) (?:vraag|probleem|fout|bestand|script)/iu;
/** "Ik wil …", "ik probeer …", "ik heb een vraag". */
export const TASK_ACTION = rx`\bik (?:wil|zou graag|probeer|heb ${TASK_THING})\b`;
/** "Heb ik een fout" (verb first, after a fronted word). */
export const TASK_OBJECT = rx`\bheb ik ${TASK_THING}\b`;

/** "Ik ben …", "ik woon …", "ik heb twee katten", "ik hou van …". */
export const I_LIVE =
  /ik (?:ben|woon|werk|kom uit|heb (?:een|twee|drie|\d+) \p{L}+|hou van|speel|spreek|ken)/iu;
/** "Mijn zus is …", "mijn oude fiets heeft …". */
export const MY_SOMETHING_IS = /mijn (?:\p{L}+ ){1,2}(?:is|zijn|heeft)/iu;
/** A time or place that opens the sentence, before the verb and "ik" ("sinds 2019 woon ik"). */
const FRONTED = ["over", "sinds", "in", "op", "om", "morgen", "vandaag", "gisteren", "volgende", "vorige"];
/** "Sinds 2019 woon ik in Utrecht": Dutch puts the verb second. */
export const FRONTED_I_LIVE = rx`${oneOf(FRONTED)}(?: [\p{L}\d]+){0,3} (?:ben|heb|woon|werk) ik`;

/** HAVE_COMPETENCE: "ik heb (wel) ervaring als ontwikkelaar", "ik heb kennis van SQL": what one knows or can. */
export const HAVE_COMPETENCE = /ik heb (?:\p{L}+ ){0,4}?(?:ervaring|kennis|achtergrond|vaardigheden)\b/iu;

export const PERSONAL_STATEMENTS = [I_LIVE, MY_SOMETHING_IS, FRONTED_I_LIVE, HAVE_COMPETENCE];

/** "Ik ben een …", "ik woon …": who the person is, said first. */
export const IDENTITY_FIRST = [/ik ben (?:een)\s/iu, /ik (?:woon|werk)\b/iu];

/** Words that announce a pasted document: "Vat de volgende tekst samen:", "Verbeter dit:". */
export const DOCUMENT_POINTERS = ["volgende", "deze", "dit"];
/** How a role prompt for the assistant opens: "Je bent …". */
export const ROLE_OPENERS = ["je bent"];
