import { quotedSpans } from "../text/quotations.ts";
import { oncePerMessage } from "./presupposed-household.ts";

/**
 * PRESUPPOSED_HOUSEHOLD in French: "mon", "ma" or "mes" before one's partner, children, pet, public
 * work or business in a request or a question to an assistant ("Que cuisiner pour mes deux filles
 * ?", "Mon chat peut-il manger du thon ?", "le prix du pain dans ma boulangerie") presupposes that
 * one has them: "J'ai deux filles.", "J'ai un chat.", "J'ai une boulangerie.". French puts its
 * modifiers after the noun and joins two nouns with "de" or "à" ("mon promeneur de chien" is a
 * walker's), so the word right after the possessive and its adjectives is the head (Grevisse,
 * Le bon usage, § 325 on the noun's complements).
 */

/** The noun and its indefinite article: the fact's "J'ai <article> <noun>". */
const NOUNS: Record<string, string> = {
  // One's partner ("copain", "copine" name a friend as well).
  mari: "un",
  femme: "une",
  conjoint: "un",
  conjointe: "une",
  compagnon: "un",
  compagne: "une",
  fiancé: "un",
  fiancée: "une",
  fiance: "un",
  fiancee: "une",
  // Children.
  fils: "un",
  fille: "une",
  filles: "des",
  enfant: "un",
  enfants: "des",
  bébé: "un",
  bebe: "un",
  jumeaux: "des",
  jumelles: "des",
  // Pets ("chat" only when it is no chat with a bot, below).
  chien: "un",
  chienne: "une",
  chiens: "des",
  chat: "un",
  chats: "des",
  chaton: "un",
  chiot: "un",
  lapin: "un",
  cheval: "un",
  perroquet: "un",
  hamster: "un",
  // Public works (a channel with its platform).
  blog: "un",
  podcast: "un",
  newsletter: "une",
  // A business one runs; not "mon entreprise", "ma boutique", "mon café", "mon salon", which an
  // employee, a customer or a coffee drinker says too.
  boulangerie: "une",
  restaurant: "un",
  ferme: "une",
  "start-up": "une",
  startup: "une",
};
/** Chat often leaves the accents out: the fact is written with them. */
const ACCENTED: Record<string, string> = { bebe: "bébé", fiance: "fiancé", fiancee: "fiancée" };
const NUMBERS = "deux|trois|quatre|cinq|six|sept|huit|neuf|dix|\\d{1,2}";
const NUMBER = new RegExp(`^(?:${NUMBERS})$`, "iu");
/** Adjectives before the noun that keep it one's own now ("mon petit chien", "mes deux grands fils"). */
const BEFORE =
  "petit|petite|petits|petites|grand|grande|grands|grandes|jeune|jeunes|nouveau|nouvel|nouvelle|nouveaux|nouvelles|cher|chère|chers|chères";
const MY_HOUSEHOLD = new RegExp(
  `(?<![\\p{L}])(mon|ma|mes)\\s+((?:(?:${NUMBERS}|${BEFORE})\\s+){0,2})([\\p{L}-]+)(?![\\p{L}-])`,
  "giu",
);
/**
 * What after the noun says it is not one's own now or not one's own at all: one gone ("mon chien
 * est mort", "ma défunte femme" is before), to come ("ma future femme"), a place one goes to
 * ("mon restaurant préféré", "ma boulangerie du quartier"), a chat with a bot or a stream's
 * ("mon chat avec Claude", "mon chat GPT", "mon chat Twitch"), and the compounds that name another
 * person ("ma femme de ménage", "ma fille au pair", "mon compagnon de voyage").
 */
const NOT_ONES_AFTER =
  /^\s*(?:de ménage|de chambre|au pair|de voyage|de route|de classe|de jeu|d'équipe|twitch|discord|youtube|whatsapp|messenger|préférée?s?|habituel(?:le)?s?|ancien(?:ne)?s?|défunte?s?|imaginaires?|virtuel(?:le)?s?|idéale?s?|de rêve|du quartier|d'à côté|est (?:mort|morte|décédée?|partie?)|a été vendue?|avec (?:claude|chatgpt|gpt|le bot|l'ia|toi)|gpt|précédent|d'hier)(?![\p{L}])/iu;
/** The assistant cast as one of them ("joue le rôle de ma femme", "fais comme si tu étais mon fils"). */
const CAST_AS = /(?:rôle de|comme si tu étais|sois|tu es|tu seras|incarne|imite)\s+$/iu;
/** A household one would have, not one has, said anywhere in the message. */
const WOULD_HAVE =
  /(?<![\p{L}])(?:si (?:un jour )?j'(?:ai|avais)|quand j'aurai|le jour où j'aurai|un jour|j'aimerais (?:avoir|ouvrir|créer|lancer)|je voudrais (?:avoir|ouvrir|créer|lancer)|je rêve (?:d'|de )\p{L}+|je compte (?:ouvrir|créer|lancer)|hypothétiquement|imagine)(?![\p{L}])/iu;
/** One gone, and the adjectives before the noun that say so ("feu mon mari"; "ma défunte femme", "ma future femme", "mon ex-mari" name another word). */
const GONE_BEFORE = /(?:j'ai (?:perdu|vendu|fermé)|je viens de perdre|quitté|feu)\s+$/iu;
const IN_A_GAME =
  /(?<![\p{L}])(?:jeux? vidéo|minecraft|stardew|skyrim|les sims|animal crossing|zelda|red dead|rdr2|gta|fallout|the witcher)(?![\p{L}])/iu;
/** A teacher's or a carer's "mes enfants" are the children in their care. */
const CARES_FOR_OTHERS =
  /(?<![\p{L}])(?:je suis (?:une? )?(?:maîtresse|maître|institutrice|instituteur|professeure?|prof|enseignante?|nounou|assistante maternelle|éducatrice|éducateur|animatrice|animateur)|mes (?:élèves|classes?))(?![\p{L}])/iu;
/** "Cette appli, c'est mon bébé": a work one loves, said as a baby. */
const A_WORK_AS_A_BABY = /(?:c'est|est)\s+$/iu;
/(?<![\p{L}])(?:jeu vidéo|jeux vidéo|minecraft|stardew|skyrim|les sims|animal crossing|zelda)(?![\p{L}])/iu;

/** What the whole message says, once (a message may hold thousands of sentences). */
const readMessage = oncePerMessage((message) => ({
  wouldHave: WOULD_HAVE.test(message) || IN_A_GAME.test(message),
  caresForOthers: CARES_FOR_OTHERS.test(message),
}));

/** The facts one's household in the sentence `text` presupposes; `message`: the whole message it is in. */
export function presupposedHouseholdFr(text: string, message = ""): string[] {
  const said = readMessage(message);
  if (said.wouldHave || WOULD_HAVE.test(text) || IN_A_GAME.test(text)) return [];
  const out: string[] = [];
  const quoted = quotedSpans(text);
  for (const match of text.matchAll(MY_HOUSEHOLD)) {
    const at = match.index ?? 0;
    if (quoted.some(([from, to]) => at > from && at < to)) continue;
    const noun = (match[3] ?? "").toLowerCase();
    const article = NOUNS[noun];
    if (!article) continue;
    const words = (match[2] ?? "").trim().split(/\s+/u).filter(Boolean);
    const before = text.slice(Math.max(0, at - 60), at);
    const rest = text.slice(at + match[0].length, at + match[0].length + 60);
    if (CAST_AS.test(before) || GONE_BEFORE.test(before) || NOT_ONES_AFTER.test(rest)) continue;
    if (/^b[ée]b[ée]$/iu.test(noun) && A_WORK_AS_A_BABY.test(before)) continue;
    if (/^enfants?$/iu.test(noun) && (said.caresForOthers || CARES_FOR_OTHERS.test(text))) continue;
    const number = words.find((w) => NUMBER.test(w));
    const fact = `J'ai ${number ?? article} ${ACCENTED[noun] ?? noun}.`;
    if (!out.includes(fact)) out.push(fact);
  }
  return out;
}
