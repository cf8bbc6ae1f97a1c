import { oneOf, rx } from "../patterns.ts";

/** French, in a chat with an AI assistant: requests, task talk, statements about oneself. */

/** Imperatives that open a request ("écris un poème", "corrige ce texte"), with common unaccented spellings. */
export const REQUEST_VERBS = [
  "donne",
  "donnes",
  "donnez",
  "écris",
  "ecris",
  "fais",
  "fait",
  "explique",
  "corrige",
  "ajoute",
  "montre",
  "liste",
  "génère",
  "genere",
  "traduis",
  "résume",
  "resume",
  "vérifie",
  "verifie",
  "trouve",
  "propose",
  "aide",
  "dis",
  "envoie",
  "compare",
  "calcule",
  "décris",
];

/**
 * SO_IMPERATIVE, in French: the instruction after "donc"/"alors" ("je suis dyslexique, donc fais
 * des phrases courtes"): an imperative of the list, a negated one, or a verb with its pronoun
 * after a hyphen ("évite-les", "adapte-toi").
 */
export const INSTRUCTION_VERBS = [
  "évite",
  "évitez",
  "fais",
  "faites",
  "utilise",
  "utilisez",
  "garde",
  "gardez",
  "sois",
  "soyez",
  "mets",
  "mettez",
  "prends",
  "prenez",
  "tiens",
  "tenez",
  "adapte",
  "adaptez",
  "ne",
  "n'\\p{L}+",
  "pas de",
  "merci de",
  "\\p{L}+-(?:les?|la|moi|toi|nous|vous|lui|leur|en|y)",
];

/** What the user does or wants in the task: "je veux", "j'ai essayé", "on va". */
const TASK_VERBS = [
  "veux",
  "voudrais",
  "aimerais",
  "ai besoin",
  "essaie",
  "essaye",
  "ai essayé",
  "propose",
  "ajoute",
  "ajoutons",
  "obtiens",
  "vois",
  "utilise",
  "lance",
  "suis en train",
  "teste",
  "avons",
  "allons",
  "va",
  "vais",
  "change",
];
/** "Je veux un tableau", "on va tester". */
export const TASK_ACTION = rx`\b(?:je|j'|nous|on)\s+${oneOf(TASK_VERBS)}\b`;
/** "J'ai une erreur", "j'ai un script". */
export const TASK_OBJECT = rx`\b(?:je|j'|nous|on)\s+ai (?:une|un) (?:erreur|problème|question|bug|fichier|script)\b`;

/** "J'habite …", "je vis …", "je viens de …", "je travaille …". */
export const I_LIVE = /j'habite|je vis|je viens|je travaille/iu;
/** What a session works on: one is "on" or "in" it ("je suis sur le serveur"), which says nothing of the person. */
const SCREEN_THINGS = [
  "console",
  "terminal",
  "serveur",
  "fichier",
  "page",
  "code",
  "script",
  "machine",
  "tableau",
  "document",
  "site",
  "appli\\p{L}*",
  "écran",
  "interface",
  "dossier",
  "répertoire",
];
const ON_SCREEN = rx`(?:sur|dans|devant) (?:la |le |les |l'|mon |ma |mes |ce |cette )?${oneOf(SCREEN_THINGS)}\b`;
/** NARRATION_ON_SCREEN: "je suis sur la console en SSH", "je suis dans le terminal": where one is in the session. */
export const NARRATION_ON_SCREEN = rx`^je suis (?:encore |toujours |maintenant |déjà )?${ON_SCREEN}`;
/** "Je suis infirmière" (not "je suis en train de …", nor "je suis sur le serveur"). */
export const I_AM = rx`je suis(?! en train| ${ON_SCREEN})`;
/** What one has: an age, children, pets, a home. */
const HAVE_WHAT =
  /ans|enfants?|fils|filles?|chiens?|chats?|maisons?|appartements?|jardins?|voitures?|vélos?|femme|mari/iu;
/** "J'ai 34 ans", "j'ai deux enfants". */
export const I_HAVE = rx`j'ai (?:\d+|un|une|deux|trois) (?:${HAVE_WHAT})`;
/** "J'aime …", "je préfère …", "je parle …". */
export const I_LIKE = /j'aime|j'adore|je déteste|je préfère|je parle|je joue/iu;
/** "Mon frère est …", "ma fille a …", "mes parents sont …". */
export const MY_SOMETHING_IS =
  /mon (?:\p{L}+ ){0,2}(?:est|sont|a)|ma (?:\p{L}+ ){0,2}(?:est|a)|mes (?:\p{L}+ ){0,2}(?:sont|ont)/iu;

/**
 * HAVE_COMPETENCE: "j'ai peu d'expérience avec Docker", "j'ai de bonnes connaissances en Python":
 * "avoir" with a noun of knowledge or skill says what the person knows, a lasting fact in a task too.
 */
export const HAVE_COMPETENCE = rx`j'ai (?:[\p{L}']+ ){0,3}?(?:d'|de l')?(?:expériences?|experiences?|connaissances?|notions|bases|compétences|formation)\b`;
/** What one knows in a session, which says nothing of the person: "je connais ce problème". */
const TASK_KNOWN = [
  "problème",
  "erreur",
  "bug",
  "fichier",
  "script",
  "code",
  "commande",
  "question",
  "réponse",
  "solution",
];
const DETERMINERS = [
  "ce",
  "cette",
  "ces",
  "le",
  "la",
  "les",
  "l'",
  "mon",
  "ma",
  "mes",
  "ton",
  "ta",
  "tes",
  "votre",
];
const KNOWN_IN_TASK = rx`${oneOf(DETERMINERS)} ?${oneOf(TASK_KNOWN)}`;
/** How well one knows it: "bien", "un peu", "pas". */
const HOW_WELL = ["bien", "mal", "un peu", "très bien", "pas", "déjà", "surtout"];
/** I_KNOW: "je connais bien Linux", "je ne connais pas Rust": what one knows (not "je connais ce problème"). */
export const I_KNOW = rx`je (?:ne )?(?:connais|maîtrise|maitrise)(?: ${oneOf(HOW_WELL)})* (?!${KNOWN_IN_TASK})`;
/** I_DID: "j'ai travaillé dix ans comme …", "j'ai grandi à …", "j'ai étudié …": a past step of one's life. */
export const I_DID = /j'ai (?:travaillé|vécu|grandi|étudié|habité|fait mes études)|je suis née?\b/iu;
/** A negated taste: "je n'aime pas …", "je ne supporte pas …". */
export const I_DISLIKE = /je n'aime pas|je ne supporte pas/iu;

/** Adverbs of frequency, after the verb in French: "je fais souvent …", "je ne mange jamais …". */
const FREQUENCY = oneOf([
  "souvent",
  "toujours",
  "régulièrement",
  "rarement",
  "parfois",
  "quelquefois",
  "jamais",
  "d'habitude",
  "habituellement",
  "généralement",
  "quotidiennement",
  "fréquemment",
]);
const PERIODS =
  "(?:jours?|nuits?|matins?|soirs?|semaines?|week-ends?|mois|ans?|années?|étés?|hivers?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?)";
/** Adjuncts of definite frequency: "par an", "chaque semaine", "tous les dimanches", "deux fois par mois". */
const PERIOD_FREQUENCY = rx`(?:\bpar|\bchaque|\btou(?:s|tes) les(?: \d+| deux| trois)?) ${PERIODS}\b|\ble week-end\b`;
/** What a task is about: a habit with one of them is the task's ("je lance le script chaque jour"). */
const TASK_NOUNS =
  "(?:erreurs?|problèmes?|bugs?|fichiers?|scripts?|code|commandes?|tests?|requêtes?|prompts?)";
/**
 * HABIT: a verb in the present with a frequency is a habit, about the person in a task too (the
 * French counterpart of the English HABIT): "je cours deux marathons par an", "je fais souvent du
 * vélo", "je ne mange jamais de viande"; not "j'ai toujours cette erreur".
 */
export const HABIT = rx`(?:je (?:ne |n')?|j')(?!(?:suis|veux|voudrais|aimerais|dois|peux|ai)\b)\p{L}+\b(?:(?!\b${TASK_NOUNS}\b)[^.;!?])*?(?:${PERIOD_FREQUENCY}|\b${FREQUENCY}\b)(?!(?:(?!\b${TASK_NOUNS}\b)[^.;!?])*\b${TASK_NOUNS}\b)`;

/** NAMING: "je m'appelle Claire", "je me nomme …". */
export const NAMING = /je m'appelle|je me nomme/iu;
/** WE_LIVE: "nous habitons à Nantes", "on a deux enfants". */
export const WE_LIVE = rx`(?:nous (?:habitons|vivons|avons (?:un|une|deux|trois|\d+) (?:${HAVE_WHAT}))|on (?:habite|vit|a (?:un|une|deux|trois|\d+) (?:${HAVE_WHAT})))`;
const TEAM_NOUNS =
  "(?:équipes?|entreprise|société|boutique|magasin|restaurant|école|cabinet|association|service|labo(?:ratoire)?|club|classes?|personnes|salariés|employés|bénévoles|élèves|étudiants)";
/** OCCUPATION: "j'enseigne le français", "je dirige une équipe de cinq personnes" (not the task's "je gère les erreurs"). */
export const OCCUPATION = rx`(?:j'enseigne|je donne des cours|je (?:dirige|gère|manage|encadre|coordonne) (?:une |un |l'|la |le |mon |ma |notre |des )?(?:[\p{L}-]+ ){0,2}?${TEAM_NOUNS}\b)`;
/** What one studies or trains for. */
const STUDIES = [
  "études",
  "doctorat",
  "thèse",
  "master",
  "licence",
  "diplôme",
  "concours",
  "examen",
  "bac",
  "bts",
  "agrégation",
  "capes",
  "stage",
  "alternance",
  "apprentissage",
  "formation",
];
/** What one looks for as a stage of life: work, a home. */
const SOUGHT = [
  "travail",
  "emploi",
  "job",
  "poste",
  "stage",
  "alternance",
  "appartement",
  "logement",
  "maison",
  "colocataire",
];
/** STUDIES_OR_SEARCH: "je prépare un doctorat", "je cherche un nouveau travail", "je fais du yoga". */
export const STUDIES_OR_SEARCH = rx`je (?:(?:prépare|fais) (?:un |une |le |la |l'|mon |ma |des )?${oneOf(STUDIES)}|cherche (?:un |une )(?:nouveau |nouvel |nouvelle )?${oneOf(SOUGHT)}|fais (?:du|de la|de l') ?(?!${TASK_NOUNS}|debug)\p{L}+)`;

/**
 * BEEN_FOR, in French: French says what has lasted with the present and "depuis" where English
 * takes the perfect and "for" ("je fais du piano depuis dix ans", "je suis végétarienne depuis
 * 2015", "nous habitons à Lille depuis toujours"): a span of months or years, a year, or a whole
 * life. Not the task's span ("j'essaie depuis deux heures", "je bloque sur ce bug depuis …").
 */
const SPAN_COUNTS = [
  "\\d+",
  "un",
  "une",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "quinze",
  "vingt",
  "trente",
  "quelques",
  "plusieurs",
  "des",
  "de longues",
];
const WHOLE_LIFE = [
  "toujours",
  "l'enfance",
  "l'adolescence",
  "l'âge de",
  "mon enfance",
  "ma naissance",
  "tout petite?",
];
const SINCE = rx`depuis (?:${oneOf(SPAN_COUNTS)} (?:ans|années|an|mois)|(?:19|20)\d\d|${oneOf(WHOLE_LIFE)})\b`;
export const BEEN_FOR = rx`(?:je |j'|nous )(?!(?:bloque|cherche|essaie|essaye|attends|galère|lance|teste)\b)\p{L}+\b(?:(?!\b${TASK_NOUNS}\b)[^.;!?])*?\b${SINCE}`;

export const PERSONAL_STATEMENTS = [
  HABIT,
  NAMING,
  WE_LIVE,
  OCCUPATION,
  STUDIES_OR_SEARCH,
  I_LIVE,
  I_AM,
  I_HAVE,
  I_LIKE,
  I_DISLIKE,
  MY_SOMETHING_IS,
  HAVE_COMPETENCE,
  I_KNOW,
  I_DID,
  BEEN_FOR,
];

/** "Je suis une …", "j'habite …", "je travaille …": who the person is, said first. */
export const IDENTITY_FIRST = [/je suis (?:un|une)\s/iu, /j'habite|je travaille/iu];

/** Words that announce a pasted document: "Corrige le texte suivant :", "Résume ceci :". */
export const DOCUMENT_POINTERS = ["suivante?s?", "ceci", "ce texte"];
/** How a role prompt for the assistant opens: "Tu es …". */
export const ROLE_OPENERS = ["tu es"];

/**
 * OWN_LIFE_IN_A_REQUEST, in French: the words that, after "mon", "ma" or "mes", name one's family,
 * household, business or own work ("pour mes deux filles", "la vitrine de ma boulangerie"); not
 * "mon code" or "mon application", the task at hand.
 */
export const OWN_LIFE_WORDS = [
  // family
  "mère",
  "père",
  "maman",
  "papa",
  "parents",
  "frère",
  "frères",
  "sœur",
  "soeur",
  "sœurs",
  "soeurs",
  "fils",
  "fille",
  "filles",
  "enfant",
  "enfants",
  "bébé",
  "femme",
  "mari",
  "conjoint",
  "conjointe",
  "compagnon",
  "compagne",
  "copain",
  "copine",
  "grand-mère",
  "grand-père",
  "grands-parents",
  "oncle",
  "tante",
  "cousin",
  "cousine",
  "neveu",
  "nièce",
  "famille",
  // household
  "chien",
  "chat",
  "maison",
  "appartement",
  "jardin",
  "voiture",
  "vélo",
  // organisation
  "entreprise",
  "société",
  "boutique",
  "magasin",
  "restaurant",
  "café",
  "boulangerie",
  "ferme",
  "cabinet",
  "agence",
  "association",
  "salon",
  "clinique",
  "start-up",
  "startup",
  "garage",
  "hôtel",
  // own works and faith
  "blog",
  "chaîne",
  "podcast",
  "newsletter",
  "livre",
  "roman",
  "thèse",
  "portfolio",
  "foi",
];
