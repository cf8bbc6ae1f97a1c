import { PLACES } from "../../places.ts";
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
  "reste",
  "restez",
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
/** GOAL_OF_THE_TASK, in French: "mon objectif est d'utiliser Claude Code comme moteur" (not "de courir un marathon"). */
const TASK_OPERATIONS = [
  "utiliser",
  "remplacer",
  "configurer",
  "connecter",
  "installer",
  "intégrer",
  "automatiser",
  "migrer",
  "déployer",
  "refactoriser",
  "convertir",
  "réécrire",
  "débugger",
  "déboguer",
  "corriger",
];
export const GOAL_OF_THE_TASK = rx`\b(?:mon|notre) (?:objectif|but|idée|plan|intention) (?:ici |pour (?:l'instant|le moment|aujourd'hui) )?(?:est|c'est) d(?:e |')${oneOf(TASK_OPERATIONS)}\b`;
/** "J'ai une erreur", "j'ai un script". */
export const TASK_OBJECT = rx`\b(?:je|j'|nous|on)\s+ai (?:une|un) (?:erreur|problème|question|bug|fichier|script)\b`;

/** "J'habite …", "je vis …", "je viens de …", "je travaille …". */
/** What a working session is about: "je travaille sur la fonction de tri", "sur ce script". */
const SESSION_THINGS =
  "(?:fonctions?|scripts?|codes?|fichiers?|pages?|bugs?|erreurs?|requêtes?|tableaux?|composants?|modules?|prompts?|tests?|branches?)";
/**
 * "J'habite …", "je vis …", "je viens de Lyon", "je travaille à l'hôpital", "je bosse dans une
 * agence" ("bosser", familiar for "travailler") (not "je viens de relancer le script", a recent
 * past, nor "je travaille sur ce script", "je bosse dessus", the task).
 */
export const I_LIVE = rx`j'habite|je vis|je viens(?! d(?:e |')\p{L}+(?:er|ir|re)\b)|je (?:travaille|bosse)(?! (?:là-)?dessus\b| sur (?:ce|cet|cette|ces)\b| sur (?:la|le|les|l'|mon|ma|mes|un|une) ?(?:\p{L}+ ){0,2}?${SESSION_THINGS}\b)`;
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
/**
 * TASK_STATE, in French: how one is in the session, not who one is ("je suis perdu avec la
 * configuration", "je suis prêt pour la suite", "je suis à la deuxième étape", "je suis d'accord",
 * "je suis content de cette version"); not "je suis à la retraite", "je suis content de mon
 * nouveau travail".
 */
const TASK_STATES = [
  "perdue?",
  "prête?",
  "à (?:la|l') ?(?:\\p{L}+ )?étape",
  "curieu(?:x|se)",
  "confuse?",
  "finie?",
  "bloquée?",
  "sûre?",
  "désolée?",
  "d'accord",
  "contente? (?:de|avec) (?:ce|cet|cette|ces|ta|ton|tes|votre|vos|la réponse|le résultat)\\b",
  "contente? (?:du résultat|des résultats|du rendu|de la réponse)\\b",
];
const STATE_ADVERBS =
  "(?:(?:un peu|très|presque|vraiment|si|tellement|assez|encore|toujours|complètement|totalement) )*";
/** "Je suis infirmière" (not "je suis en train de …", "je suis sur le serveur", nor a task state). */
export const I_AM = rx`je suis(?! en train| ${ON_SCREEN}| ${STATE_ADVERBS}${oneOf(TASK_STATES)})`;
/** What one has: an age, children, pets, a home. */
const HAVE_WHAT =
  /ans|crédit immobilier|prêt immobilier|prêt étudiant|enfants?|fils|filles?|jumeaux|jumelles|bébés?|garçons?|chiens?|chats?|maisons?|appartements?|jardins?|potagers?|voitures?|vélos?|femme|mari/iu;
/** How many: a figure, an article, a number word ("des jumeaux", "deux enfants"). */
const HOW_MANY = "(?:\\d+|un|une|deux|trois|quatre|des)";
/** "J'ai 34 ans", "j'ai deux enfants", "j'ai un petit potager", "j'ai des jumeaux". */
export const I_HAVE = rx`j'ai ${HOW_MANY} (?:(?:petite?|grande?|vieux|vieil|vieille|nouveau|nouvel|nouvelle|bel|belle) )?(?:${HAVE_WHAT})`;
/** "J'aime …", "je préfère …", "je parle …". */
/** What the exchange offers: "ta réponse", "cette solution", "la première option" (liked, it says nothing of the person). */
const OFFERED_IN_THE_CHAT =
  "(?:ta|ton|tes|votre|vos|ce|cet|cette|ces|la première|la deuxième|le premier|le second|l'option|la solution|la réponse)\\b";
/** "J'aime …", "je préfère …", "je parle …", "je joue …" (not "j'aime ta réponse", "je parle à l'API", "je joue avec les paramètres"). */
export const I_LIKE = rx`(?:j'aime|j'adore|je déteste|je préfère)(?! ${OFFERED_IN_THE_CHAT})|je parle(?! à\b| avec\b)|je joue(?! avec\b)`;
/**
 * FIRST_TURN, in French: "ma première demande est « … »", "mon premier mot est : soleil": the move
 * of the game a prompt sets up ("ma première langue est l'arabe" is one's life).
 */
const TURN_NOUNS_FR = [
  "demande",
  "commande",
  "requête",
  "phrase",
  "mots?",
  "mots-clés",
  "sujet",
  "coup",
  "question",
  "message",
  "texte",
];
export const FIRST_TURN = rx`\b(?:ma|mon) (?:premi(?:er|ère)|prochaine?|deuxième|dernier|dernière) (?:${oneOf(TURN_NOUNS_FR)} (?:est|sera)\b|[\p{L}-]+ est\s*(?::|["“«]))`;
/** "Mon frère est …", "ma fille a …", "mes parents sont …". */
/** The exchange's own nouns and things: "ma question est …", "mon script a une erreur" say nothing of the person. */
const MY_TASK_NOUNS = `(?:questions?|problèmes?|soucis?|idées?|messages?|textes?|${SESSION_THINGS})`;
const MY_WORD = `(?:(?!${MY_TASK_NOUNS}\\b)\\p{L}+ )`;
export const MY_SOMETHING_IS = rx`mon ${MY_WORD}{0,2}(?:est|sont|a)|ma ${MY_WORD}{0,2}(?:est|a)|mes ${MY_WORD}{0,2}(?:sont|ont)`;

/**
 * HAVE_COMPETENCE: "j'ai peu d'expérience avec Docker", "j'ai de bonnes connaissances en Python":
 * "avoir" with a noun of knowledge or skill says what the person knows, a lasting fact in a task too.
 */
/** A level one has reached: the CEFR's (A1 … C2), the JLPT's (N5 … N1), the HSK's, or named. */
const LEVELS = "(?:[abc][12]|n[1-5]|hsk ?\\d|débutant|intermédiaire|avancé|courant|bilingue)";
export const HAVE_COMPETENCE = rx`j'ai (?:[\p{L}']+ ){0,3}?(?:d'|de l')?(?:expériences?|experiences?|connaissances?|notions|bases|compétences|formation)\b`;
/** LEVEL_REACHED: "j'ai le niveau B2", "j'ai déjà le niveau N5 du JLPT" (not "j'ai mis le niveau de log"). */
export const LEVEL_REACHED = rx`j'ai (?:déjà |aussi |maintenant )?(?:le|un) (?:bon |petit |très bon )?niveau (?:[\p{L}-]+ ){0,2}?${LEVELS}\b`;
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
  // Nouns of a piece of information (one knows of it, not a field one masters): "je ne connais pas le sigle".
  "sigle",
  "nom",
  "mot",
  "sens",
  "raison",
  "différence",
  "date",
  "adresse",
  "numéro",
  "prix",
  "source",
  "suite",
  "résultat",
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
export const I_KNOW = rx`je (?:ne )?(?:connais|maîtrise|maitrise)(?!(?: ${oneOf(HOW_WELL)})* ${KNOWN_IN_TASK})(?: ${oneOf(HOW_WELL)})* `;
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
  "au quotidien",
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
 * vélo", "je ne mange jamais de viande"; not "j'ai toujours cette erreur". The verb is a word after
 * the pronouns ("je m'entraîne", "je l'emmène", "je m'y rends"), never "ne" nor the letter of an
 * elision ("je n'ai jamais utilisé cette fonction", "je ne l'ai jamais fait" are no habits).
 */
export const HABIT = rx`(?:je (?:ne |n')?(?:[mtsl]['’](?:y |en )?|(?:me|te|se|le|la|les|lui|leur|y|en) )*|j['’](?:y |en )?)(?!(?:suis|veux|voudrais|aimerais|dois|peux|ai|ne)\b)\p{L}+\b(?!['’])(?:(?!\b${TASK_NOUNS}\b)[^.;!?]){0,160}?(?:${PERIOD_FREQUENCY}|\b${FREQUENCY}\b)(?!(?:(?!\b${TASK_NOUNS}\b)[^.;!?])*\b${TASK_NOUNS}\b)`;

/** NAMING: "je m'appelle Claire", "je me nomme …". */
export const NAMING = /je m'appelle|je me nomme/iu;
/** WE_LIVE: "nous habitons à Nantes", "on a deux enfants". */
const HOME_BOUGHT =
  "(?:acheter|acheté|vendre|vendu|construire|construit|rénover|rénové) (?:notre|une|un|nos) (?:première |nouvelle )?(?:maison|appartement|appart|logement|chalet|studio)";
export const WE_LIVE = rx`(?:nous (?:habitons|vivons|avons ${HOW_MANY} (?:${HAVE_WHAT})|(?:venons d'|avons )${HOME_BOUGHT})|on (?:habite|vit|a ${HOW_MANY} (?:${HAVE_WHAT})|(?:vient d'|a )${HOME_BOUGHT}))`;
/**
 * ON_AS_WE: "on" for "nous", as familiar French says it (Grevisse § 754), with the verbs of a
 * household's life ("on habite à Nantes", "on a deux enfants", "on vient d'adopter un chiot", "on
 * déménage à Lyon", "on attend un bébé", "on est revenus à Nantes"): the speaker's own. The
 * generic "on" ("on dit que …", "on peut …") is no one's.
 */
export const ON_AS_WE = rx`^on (?:habite|vit|a ${HOW_MANY} (?:${HAVE_WHAT})|essaie d'avoir (?:un enfant|un bébé|des enfants)|attend (?:un bébé|un enfant|des jumeaux)|a (?:pris|eu) un (?:chiot|chaton|chien|chat)|(?:est|s'est) (?:revenue?s?|rentrée?s?|installée?s?) (?:à|au|aux|en)|s'est (?:mariée?s?|pacsée?s?|fiancée?s?|séparée?s?|rencontrée?s?)|(?:vient d'|a )${HOME_BOUGHT}|vient d'adopter|a adopté|déménage|part vivre|est une (?:petite |grande )?équipe de)(?!\p{L})`;
const TEAM_NOUNS =
  "(?:équipes?|entreprise|société|boutique|magasin|restaurant|école|cabinet|association|service|labo(?:ratoire)?|club|classes?|personnes|salariés|employés|bénévoles|élèves|étudiants)";
/** OCCUPATION: "j'enseigne le français", "je dirige une équipe de cinq personnes" (not the task's "je gère les erreurs"). */
export const OCCUPATION = rx`(?:j'enseigne|je donne des cours|je (?:dirige|gère|manage|encadre|coordonne) (?:une |un |l'|la |le |mon |ma |notre |des )?(?:[\p{L}-]+ ){0,2}?${TEAM_NOUNS}\b)`;
/** What one studies or trains for. */
const STUDIES = [
  // A race one trains for, as an exam one studies for.
  "(?:premier |premiers |première )?(?:semi-marathon|marathon|triathlon|trail)",
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
  // The exams one sits ("je passe le permis", "le code de la route", "le TOEIC").
  "permis(?: de conduire)?",
  "code de la route",
  "brevet",
  "baccalauréat",
  "partiels",
  "soutenance",
  "toeic",
  "toefl",
  "ielts",
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
/** STUDIES_OR_SEARCH: "je prépare un doctorat", "je passe le bac", "je cherche un nouveau travail", "je fais du yoga". */
/** What one does in the session, not as an activity of one's life ("je fais du débogage"). */
const TASK_ACTIVITIES = [
  "debug",
  "débogage",
  "déboguage",
  "refactoring",
  "refacto",
  "copier-coller",
  "nettoyage",
  "déploiement",
];
export const STUDIES_OR_SEARCH = rx`je (?:(?:prépare|fais|passe) (?:un |une |le |la |l'|mon |ma |des )?${oneOf(STUDIES)}|cherche (?:un |une )(?:nouveau |nouvel |nouvelle )?${oneOf(SOUGHT)}|fais (?:surtout |principalement |essentiellement |beaucoup |pas mal )?(?:du|de la|de l'|de) ?(?!${TASK_NOUNS}|${oneOf(TASK_ACTIVITIES)}\b)\p{L}+)`;

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
export const BEEN_FOR = rx`(?:je |j'|nous )(?!(?:bloque|cherche|essaie|essaye|attends|galère|lance|teste)\b)\p{L}+\b(?:(?!\b${TASK_NOUNS}\b)[^.;!?]){0,160}?\b${SINCE}`;

/** Where one moves to: a city or country of the gazetteer, abroad, another city or country. */
const DESTINATION = `(?:(?:à|au|aux|en) (?:${oneOf([...PLACES])})\\b|à l'étranger|dans (?:une autre ville|un autre pays|le sud|le nord))`;
/**
 * LIFE_PLAN, in French: a verb of intending (compter, envisager de, prévoir de, avoir l'intention
 * de, aimerais) whose complement is a step of the life course: "j'envisage de reprendre mes
 * études", "je prévois de prendre ma retraite en 2030", "nous comptons déménager à Lyon". Not a plan
 * for the task ("je prévois de déplacer la fonction", "j'envisage de changer de librairie").
 */
const INTENDING = [
  "je (?:compte|prévois de|pense|voudrais|rêve de|projette de|vais|veux)",
  "j'(?:envisage de|aimerais|ai l'intention de|ai envie de)",
  "mon projet est de",
  "nous (?:comptons|envisageons de|prévoyons de|allons|voulons|aimerions)",
  "on (?:compte|envisage de|prévoit de|va|veut|aimerait)",
];
const LIFE_STEPS = [
  `déménager ${DESTINATION}`,
  `partir vivre ${DESTINATION}`,
  "(?:reprendre|faire|commencer) (?:mes|des) études",
  "prendre ma retraite",
  "ouvrir (?:ma propre|mon propre|un|une) (?:boulangerie|restaurant|boutique|magasin|café|cabinet|entreprise|salon|studio|commerce)",
  "créer (?:ma propre|mon|ma|une) (?:entreprise|société|startup|association|boîte)",
  "(?:me|nous) (?:marier|pacser|reconvertir|lancer à mon compte|mettre à mon compte)",
  "avoir (?:un enfant|un bébé|des enfants|un deuxième enfant)",
  "changer de (?:métier|carrière|travail|vie)",
  // Becoming a role: "devenir infirmière", "devenir chef de produit" (not "plus rapide", "meilleur").
  "devenir (?:un |une )?(?!plus\\b|moins\\b|meilleure?s?\\b)[\\p{L}-]+",
  "acheter (?:une|notre|ma|un) (?:première )?(?:maison|appartement|logement)",
  "quitter mon (?:travail|emploi|boulot)",
  "adopter (?:un|une) (?:enfant|chien|chat|chiot|chaton)",
  "courir (?:un|le|mon premier) (?:marathon|semi-marathon)",
];
/** A step of the life course alone ("déménager à Lyon", "devenir infirmière"), for the rules that read a plan's verb themselves. */
export const LIFE_STEP = rx`${oneOf(LIFE_STEPS)}`;
export const LIFE_PLAN = rx`${oneOf(INTENDING)} (?:bientôt |un jour |peut-être |d'abord )?${oneOf(LIFE_STEPS)}`;
/** The noun, or its adjective after it, ends its phrase ("un roman fantastique", "un roman sur …"; not "un livre d'or numérique"). */
const PHRASE_END =
  "(?=\\s*(?:[,.;:!?)]|$|(?:sur|pour|avec|qui|que|à|en|près|dans|chez|et|intitulée?|appelée?)\\b))";
const WORKS = ["roman", "livre", "mémoire", "thèse", "scénario", "album", "recueil", "biographie", "podcast"];
const ENTERPRISES = [
  "chaîne (?:youtube|twitch|tiktok)",
  "entreprise",
  "auto-entreprise",
  "micro-entreprise",
  "boîte",
  "agence",
  "commerce",
  "studio",
  "salon",
  "café",
  "marque",
  "société",
  "blog",
  "podcast",
  "association",
  "boutique",
  "restaurant",
  "startup",
  "boulangerie",
  "cabinet",
  "newsletter",
];
/**
 * FOUNDING: a verb of founding in any of its times ("j'ai monté", "je viens de créer", "je suis en
 * train de monter", "je lance") with an enterprise of one's own and its trade ("ma boîte de
 * paysagisme", "mon auto-entreprise de graphisme"); not the task's "je lance le script", "je
 * viens de créer une branche", "je monte le volume".
 */
const FOUNDING_VERB =
  "(?:j'ai (?:lancé|créé|fondé|ouvert|monté)|(?:je viens de|je suis en train de|je vais) (?:lancer|créer|fonder|ouvrir|monter)|je (?:lance|crée|fonde|ouvre|monte))";
const TRADE = "(?: (?:de |d')[\\p{L}-]+)?";
/**
 * OWN_PROJECT, in French: a work of one's own under way ("j'écris un roman fantastique") or an
 * enterprise one founds (FOUNDING: "j'ai lancé une chaîne YouTube"); not the task's ("j'écris un
 * test", "j'ai lancé le script", "j'ai créé un nouveau fichier").
 */
export const OWN_PROJECT = rx`je (?:bosse|travaille) sur (?:un|mon) (?:petit )?projet (?:perso|personnel)\b|(?:j'écris|je (?:travaille sur|prépare|enregistre)) (?:un|une|mon|ma) (?:premier |première |nouveau |nouvelle |deuxième )?${oneOf(WORKS)}(?: [\p{L}-]+)?${PHRASE_END}|${FOUNDING_VERB} (?:ma|mon|une|un) (?:propre |petite? )?${oneOf(ENTERPRISES)}${TRADE}${PHRASE_END}`;
/**
 * PLAN_WITH_A_DATE, in French: a verb of intending with a time beyond the session (a season, a
 * month, a year, months to come): "je prévois de migrer mon blog vers Hugo l'été prochain". Not
 * when the object is a pronoun of the task ("je prévois de le corriger", "… corriger ça le mois
 * prochain"), nor "demain".
 */
const LATER_TIME = `(?:l'(?:année|été|hiver|automne) prochaine?|l'an prochain|le (?:mois|semestre|trimestre|printemps) prochain|(?:cet|cette) (?:été|hiver|automne|année)|ce printemps|en (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|en (?:19|20)\\d\\d|d'ici (?:la fin de l'année|l'été|l'an prochain|\\d+ (?:mois|ans)|quelques (?:mois|années))|dans (?:quelques|deux|trois|\\d+) (?:mois|ans))`;
export const PLAN_WITH_A_DATE = rx`${oneOf(INTENDING)} (?:de |d')?(?!(?:le|la|les|lui|leur|y|en)\s|l')\p{L}+ (?!(?:ça|cela|ceci)\b)[^.;!?]{0,80}?${LATER_TIME}`;
/**
 * MAINTAINED_WORK, in French: a work one keeps up or hosts, "je maintiens un petit site pour
 * l'association", "j'héberge mon propre serveur"; not the task's ("je maintiens le vieux code").
 */
const KEPT_UP = [
  "bibliothèques?",
  "librairies?",
  "sites?",
  "blogs?",
  "applis?",
  "applications?",
  "serveurs?",
  "projets?",
  "paquets?",
  "wikis?",
  "forums?",
  "extensions?",
  "plugins?",
  "newsletters?",
  "podcasts?",
  "chaînes?",
  "bots?",
];
export const MAINTAINED_WORK = rx`(?:je maintiens|j'(?:auto-)?héberge) (?:un|une|mon|ma|mes|deux|plusieurs|notre|nos) (?:[\p{L}-]+ ){0,3}?${oneOf(KEPT_UP)}\b|j'(?:auto-)?héberge (?:mon|ma|mes) propres?\b`;
/**
 * KIN_LIFE, in French: a relative's lasting life in the present ("mon mari travaille à l'hôpital",
 * "mon fils joue du violon", "mes parents habitent à Lyon"); not what a relative asks now ("ma
 * femme m'a demandé …"). Events in the past tense are MY_SOMETHING_IS's ("ma fille a commencé …").
 */
const KIN =
  "(?:mari|femme|compagnon|compagne|conjointe?|copain|copine|fils|filles?|enfants?|mère|père|parents|frères?|s(?:œ|oe)urs?|grand-mère|grand-père|grands-parents|oncle|tante|cousine?|neveu|nièce|petit-fils|petite-fille)";
const KIN_LASTING = [
  "travaill(?:e|ent)",
  "enseign(?:e|ent)",
  "étudi(?:e|ent)",
  "habit(?:e|ent)",
  "vit",
  "vivent",
  "jou(?:e|ent)",
  "va à",
  "vont à",
  "fréquent(?:e|ent)",
  "parl(?:e|ent)",
  "(?:fait|font) (?:du|de la|de l'|des)",
  "cour(?:t|ent)",
  "nag(?:e|ent)",
  "chant(?:e|ent)",
  "souffr(?:e|ent) d",
];
export const KIN_LIFE = rx`(?:mon|ma|mes) (?:[\p{L}-]+ ){0,2}?${KIN} (?:${oneOf(KIN_LASTING)})`;
/**
 * WHAT_ONE_USES, in French: the system one works on and the device one uses ("je tourne sous
 * Ubuntu", "je suis sous Windows 11", "j'utilise un MacBook Air"), the language one codes in.
 */
const SYSTEMS = [
  "linux",
  "windows(?: \\d+)?",
  "macos",
  "ubuntu",
  "debian",
  "fedora",
  "arch(?: linux)?",
  "chromeos",
  "mac",
  "un mac",
  "un pc",
];
const DEVICES = [
  "ordinateur(?: portable)?",
  "portable",
  "ordi",
  "pc",
  "mac",
  "macbook(?: air| pro)?",
  "imac",
  "iphone",
  "ipad",
  "téléphone",
  "smartphone",
  "tablette",
  "liseuse",
  "kindle",
  "montre connectée",
  "fauteuil roulant",
];
/** What one drives or rides: the everyday vehicles and the makes sold in France ("je conduis une vieille Peugeot", "je roule en Tesla"). */
const VEHICLES = [
  "voiture",
  "camionnette",
  "camion",
  "moto",
  "scooter",
  "vélo(?: électrique)?",
  "camping-car",
  "tracteur",
  "renault",
  "peugeot",
  "citroën",
  "citroen",
  "dacia",
  "toyota",
  "volkswagen",
  "tesla",
  "fiat",
  "opel",
  "ford",
  "bmw",
  "audi",
  "mercedes",
  "skoda",
  "kia",
  "hyundai",
  "nissan",
];
export const WHAT_ONE_USES = rx`(?:je (?:suis|tourne|travaille) sous|j'utilise) ${oneOf(SYSTEMS)}\b|j'utilise (?:un|une|mon|ma) (?:[\p{L}-]+ ){0,2}?${oneOf(DEVICES)}\b|je conduis (?:un|une|mon|ma) (?:(?:vieux|vieil|vieille|petite?|nouveau|nouvel|nouvelle) )?${oneOf(VEHICLES)}\b|je roule en ${oneOf(VEHICLES)}\b`;
/**
 * HAVE_A_DEVICE, in French: a device or a server of one's own ("j'ai un VPS Debian chez OVH", "j'ai
 * un Raspberry Pi à la maison"); not "j'ai un serveur d'erreur", nor a server that fails now.
 */
const OWNED_MACHINES = [...DEVICES, "serveur", "vps", "nas", "raspberry(?: pi)?"];
export const HAVE_A_DEVICE = rx`j'ai (?:un|une|deux|trois|mon propre|ma propre) (?:(?:petit|vieux|vieil|nouveau|nouvel|bon|deuxième|second) )?${oneOf(OWNED_MACHINES)}\b(?! d'erreur| qui (?:plante|bug|renvoie|crashe))`;
/** VOLUNTEERING, in French: "je gère le site de l'école bénévolement", "… comme bénévole". */
export const VOLUNTEERING = rx`(?:je |j')[^.;!?]{0,100}?\b(?:bénévolement|en tant que bénévole|comme bénévole)\b`;
/** LANGUAGE_OF_ONES_OWN, in French: "le français est ma langue maternelle", "l'anglais est ma deuxième langue". */
export const LANGUAGE_OF_ONES_OWN = rx`(?:le |l')\p{L}+ est ma (?:langue maternelle|langue natale|première langue|deuxième langue|seconde langue|langue principale)\b`;
/**
 * LIVING_WITH, in French: suffering and treatment, and the diet one keeps ("je souffre de
 * migraines", "je prends des médicaments pour …", "je ne bois pas d'alcool"); not "je prends la
 * première ligne", "je souffre de ce problème" (a demonstrative points into the task).
 */
const TREATMENTS = ["des médicaments", "un traitement", "de l'insuline", "des antidépresseurs", "la pilule"];
const CONSUMED = [
  "alcool",
  "viande",
  "poisson",
  "porc",
  "gluten",
  "sucre",
  "café",
  "lait",
  "produits laitiers",
  "lactose",
  "arachides",
  "œufs",
  "vin",
  "bière",
];
/**
 * NEVER_DONE: the experiential passé composé in the negative, the French of the English NEVER_DONE
 * (what has never happened in one's life up to now): "je n'ai jamais utilisé Docker", "je n'ai
 * jamais programmé en Rust", "je n'ai jamais appris à nager"; one's experience, a fact in a task
 * too. Not the task's things, pointed at or named with the definite article ("je n'ai jamais
 * utilisé cette fonction", "… écrit les tests"), nor the idioms of "faire" ("je n'ai jamais fait
 * attention à ça", "… fait exprès").
 */
const EXPERIENCED = [
  "utilisé",
  "travaillé avec",
  "travaillé en",
  "programmé",
  "codé",
  "écrit",
  "touché à",
  "appris",
  "étudié",
  "fait",
];
export const NEVER_DONE = rx`(?:je n'|j')ai (?:encore )?jamais (?:vraiment )?${oneOf(EXPERIENCED)}(?! (?:ce|cet|cette|ces|le|la|les|ça|cela|attention|exprès|gaffe|semblant)\b| l')(?= (?:en |avec |à |de |d'|du |des |un |une )?[\p{L}\d])`;
export const LIVING_WITH = rx`je souffre (?:de |d')(?!(?:ce|cet|cette|ces)\b)|je prends ${oneOf(TREATMENTS)}\b|je ne (?:bois|mange|fume) (?:pas|jamais|plus)(?: (?:de |d')${oneOf(CONSUMED)}\b|\s*$|\.)|je ne (?:peux|dois) pas (?:manger|boire) (?:de |d')${oneOf(CONSUMED)}\b`;
/** Bones, joints and limbs of everyday anatomy ("la tête" is left out: "se casser la tête" is to rack one's brains). */
const BODY_PARTS = [
  "bras|jambes?|poignets?|chevilles?|genoux?|hanches?|coudes?|épaules?|pieds?|mains?|doigts?|orteils?|cou|dos|nez",
  "mâchoire|clavicule|côtes?|bassin|colonne|talon|ménisque|ligaments?|tendons?|tendon d'achille",
];
/**
 * LIFE_EVENT, in French: the events of the life course of the English LIFE_EVENT (Holmes and Rahe):
 * marrying, a diagnosis, losing one's job, a birth, an exam of one's life ("je me suis marié",
 * "j'ai été diagnostiquée TDAH", "j'ai raté mon permis"); not "je me suis trompé de fichier".
 */
/** Activities one takes up: sports, arts, instruments. */
const ACTIVITIES = [
  "courir",
  "nager",
  "la course(?: à pied)?",
  "yoga",
  "natation",
  "vélo",
  "guitare",
  "piano",
  "danse",
  "boxe",
  "escalade",
  "méditation",
  "peinture",
  "chant",
];
const LIFE_EVENTS = [
  "je me suis (?:mariée?|pacsée?|fiancée?|séparée?)",
  "j'ai (?:été )?(?:diagnostiquée?|licenciée?|embauchée?|promue?|opérée?|hospitalisée?)",
  "j'ai (?:divorcé|accouché|déménagé|emménagé)",
  "j'ai (?:raté|réussi|eu|obtenu) (?:mon|le|mes) (?:permis|bac|baccalauréat|diplôme|master|concours|examens)",
  "j'ai perdu mon (?:travail|emploi|père|mari|compagnon|chien|chat)",
  "j'ai perdu ma (?:mère|femme|compagne)",
  // Taking up an activity ("je me suis mis à la course à pied", "je me suis mise au yoga"), not to a task.
  "je me suis mise? (?:à la|à l'|au|aux) (?!travail|boulot|ouvrage|recherche|tâche)\\p{L}+",
  "j'ai un entretien (?:d'embauche )?(?:[\\p{L}'-]+ ){0,3}?pour (?:un|le) (?:poste|emploi|travail|stage)",
  "j'ai eu (?:un bébé|une fille|un fils|des jumeaux|un accident|un cancer|un burn-out|un avc)",
  "je viens (?:d'avoir un bébé|d'accoucher|de me marier|de déménager|de perdre mon (?:travail|emploi)|de commencer un nouveau (?:travail|poste|emploi))",
  // TURNED_AN_AGE: "je viens d'avoir 40 ans", "j'ai eu 30 ans en mai", "j'ai fêté mes 50 ans" (not "20 ans de carrière").
  "(?:je viens d'avoir|j'ai eu|j'ai fêté mes) (?:1[89]|[2-9]\\d|1[01]\\d|dix-huit|vingt|trente|quarante|cinquante|soixante|soixante-dix|quatre-vingts?) ans\\b(?! d(?:e |'))",
  // AN_INJURY: "je me suis cassé le poignet", "je me suis fait une entorse à la cheville" (not "la tête").
  `je me suis (?:cassée?|fracturée?|foulée?|tordue?|luxée?|déchirée?|blessée?) (?:le |la |l'|les |au |à la |à l')(?:${oneOf(BODY_PARTS)})\\b`,
  `je me suis fait (?:une entorse|une fracture|mal) (?:au |à la |à l'|aux )(?:${oneOf(BODY_PARTS)})\\b`,
  // TRYING_FOR_A_BABY: "nous essayons d'avoir un enfant", "mon mari et moi essayons d'avoir un bébé".
  "(?:nous essayons|on essaie|(?:mon|ma) [\\p{L}-]+ et moi essayons|j'essaie) d'avoir (?:un enfant|un bébé|des enfants)",
  // An adoption, as the English LIFE_EVENT's "adopted": "on vient d'adopter un chiot", "nous avons adopté une petite fille".
  "(?:je viens d'|on vient d'|nous venons d')adopter (?:un|une|deux) (?:petite? )?(?:enfant|bébé|garçon|fille|chien|chienne|chat|chatte|chiot|chaton|lapin)s?\\b",
  // Hired or let go just now, as "j'ai été embauché": "je viens d'être embauché comme data analyst".
  "je viens d'être (?:embauchée?|recrutée?|licenciée?|promue?|diagnostiquée?|opérée?|hospitalisée?|admise?|titularisée?)",
  // LEFT_A_PLACE: "j'ai quitté Paris pour la Bretagne", "j'ai quitté mon travail".
  `j'ai quitté (?:${oneOf([...PLACES])}\\b|(?:mon|ma) (?:travail|emploi|boulot|poste|entreprise|job|mari|femme|compagnon|compagne))`,
  // TOOK_UP, with a span of one's life: "j'ai commencé la guitare il y a six mois" (not "le script il y a une heure").
  "j'ai commencé (?:la |le |l'|les |à |un |une |des )[^.;!?]{0,60}?\\bil y a (?:\\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs) (?:mois|ans|années)\\b",
  "(?:j'ai|on a|nous avons) adopté (?:un|une|deux) (?:petite? )?(?:enfant|bébé|garçon|fille|chien|chienne|chat|chatte|chiot|chaton|lapin)s?\\b",
  // Studies finished, a home bought, a new job ahead (not "j'ai fini le script", "j'ai acheté le nom de domaine").
  "j'ai (?:fini|terminé) (?:mes études|ma thèse|mon master|ma licence|mon doctorat|mon bac|le lycée|la fac)",
  `j'ai ${HOME_BOUGHT}`,
  "je (?:commence|démarre) (?:un nouveau|une nouvelle) (?:travail|poste|job|emploi|boulot|formation)",
  // An activity taken up: "j'ai commencé à courir", "j'ai commencé le yoga" (not "à écrire la fonction").
  `j'ai commencé (?:à |le |la |l')${oneOf(ACTIVITIES)}\\b`,
  // A trip to a place of the gazetteer: "je suis allé à Rome".
  `je suis (?:allée?|partie?) (?:à|au|aux|en) (?:${oneOf([...PLACES])})\\b`,
  // An appointment of one's own: "j'ai un entretien d'embauche", "j'ai un examen", "j'ai rendez-vous chez le médecin".
  "j'ai (?:un entretien d'embauche|un examen|une opération|une échographie|(?:un )?rendez-vous (?:chez|avec) (?:le|la|l'|mon|ma) ?(?:médecin|dentiste|docteur|gynéco|kiné|ophtalmo))",
];
export const LIFE_EVENT = rx`${oneOf(LIFE_EVENTS)}`;

/** Fields of the faculties, languages and instruments one studies or learns. */
const SUBJECTS = [
  "médecine",
  "droit",
  "économie",
  "philosophie",
  "architecture",
  "informatique",
  "psychologie",
  "physique",
  "chimie",
  "biologie",
  "pharmacie",
  "histoire",
  "lettres",
  "sociologie",
  "anglais",
  "espagnol",
  "allemand",
  "italien",
  "portugais",
  "chinois",
  "japonais",
  "coréen",
  "russe",
  "arabe",
  "néerlandais",
  "grec",
  "piano",
  "guitare",
  "violon",
  "batterie",
];
/** "J'étudie la médecine", "j'apprends l'espagnol", "j'apprends le piano". */
export const I_STUDY = rx`(?:j'étudie|j'apprends|je prends des cours d') (?:la |le |l')?${oneOf(SUBJECTS)}\b`;
/** Chronic conditions of the public health lists (as the English CONDITIONS): "j'ai du diabète", "je suis asthmatique". */
export const A_CONDITION = rx`j'ai (?:du |de l'|de la |le |la |l'|une? )?(?:diabète|asthme|arthrose|épilepsie|migraines?|endométriose|hypertension|cholestérol|psoriasis|eczéma|sclérose en plaques)\b`;
/** An amount of money: "10 000 €", "5000 euros", "20k€"; thousands apart by a space or a (narrow) no-break space. */
const AMOUNT = String.raw`\d[\d \u00a0\u202f.,]*\s?(?:k\s?€?|€|euros?|balles)`;
const ABOUT = ["environ", "à peu près", "presque", "plus de", "près de"];
/** SAVINGS: money of one's own, saved or owed ("j'ai 10 000 € d'économies", "j'ai 5000 euros de dettes"). */
export const SAVINGS = rx`j'ai (?:${oneOf(ABOUT)} )?${AMOUNT} (?:d'économies|de côté|d'épargne|de dettes?|de crédit)\b`;

/**
 * TIME_LEAD, in French: a fronted time adjunct before a statement about oneself ("Depuis 2019,
 * j'habite à Lyon", "Il y a deux ans, j'ai quitté Paris", "Ça fait trois ans que je travaille chez
 * Airbus"): a span of a life, not of the session (no hours).
 */
const LIFE_SPAN =
  "(?:\\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs) (?:ans|années|mois)";
export const TIME_LEAD = new RegExp(
  `(?:depuis (?:\\d{4}|${LIFE_SPAN})|actuellement|en ce moment|aujourd'hui|désormais|l'an dernier|l'année dernière|cette année|en \\d{4}(?:-\\d{2})?|il y a ${LIFE_SPAN}|ça fait ${LIFE_SPAN} que|hier|demain|(?:la semaine|le mois|l'an|l'année) (?:dernière?|prochaine?)|en (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|le \\d{4}-\\d{2}-\\d{2}|la semaine du \\d{4}-\\d{2}-\\d{2})`,
  "iu",
);

/**
 * MOVING_HOME: a move of one's home in the present with its destination, which French uses for what
 * is arranged ("nous déménageons à Bordeaux cet été", "je pars vivre au Canada"); not "je déplace
 * le fichier".
 */
export const MOVING_HOME = rx`(?:je déménage|nous déménageons|on déménage|je pars vivre|nous partons vivre|on part vivre) ${DESTINATION}`;
/** TEAM_OF: the team one works in, by its size ("nous sommes une équipe de quatre développeurs", "on est une petite équipe de 5"). */
export const TEAM_OF = rx`(?:nous sommes|on est) une (?:petite |grande )?équipe de (?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt)\b`;
/**
 * DEGREE_HELD: a degree one holds, with its field or level ("j'ai un master en droit des affaires",
 * "j'ai une licence d'histoire", "j'ai un bac+5", "je suis titulaire d'un BTS"); not a software
 * licence ("j'ai une licence Windows").
 */
const DEGREES = "(?:master|licence|doctorat|bts|dut|but|cap|bep|mba|diplôme|bachelor)";
export const DEGREE_HELD = rx`(?:j'ai (?:un|une|mon|ma)|je suis titulaire d'(?:un|une)) ${DEGREES}(?= (?:en|de|d'|dans)\b| ?\d)|j'ai (?:un |le )?bac ?\+ ?\d`;

/** TENDENCY, in French: "j'ai tendance à procrastiner" (a disposition). */
export const TENDENCY = /j'ai (?:souvent |toujours |un peu )?tendance à/iu;
/** RENTING, in French: the home one rents ("je loue un studio à Lille"; not "je loue un serveur"). */
export const RENTING =
  /je loue (?:un|une|mon|ma) (?:petite? )?(?:studio|appartement|appart|maison|chambre|logement|[tf]\d)\b/iu;
/** MEMBERSHIP: "je fais partie d'une chorale", "… d'un club de foot" (a group of one's life). */
export const MEMBERSHIP =
  /je fais partie d'(?:un|une) (?:club|chorale|association|équipe|groupe|orchestre|troupe|fanfare|ligue|collectif|syndicat|parti)\b/iu;

/**
 * A profession or status said without an article, as French says it ("je suis développeur",
 * "je suis infirmière", Grevisse § 587: the attribute of profession without a determiner): the
 * agent nouns' endings (-eur, -euse, -rice, -ien, -ienne, -iste, -ier, -ière, -ant, -ante, -aire,
 * -logue, -ecte) and a few nouns of their own. "Je suis perdu", "je suis content" are no profession.
 */
const PROFESSION_NO_ARTICLE =
  /je suis (?:\p{L}+(?:eur|euse|rice|ien|ienne|iste|ier|ière|ant|ante|aire|logue|ecte)|médecin|avocate?|comptable|prof|retraitée?|freelance)\b/iu;
/** NOT_A_PROFESSION: who one is not, said of a profession ("je ne suis pas un développeur", "je ne suis ni ingénieur ni technicien"); not "je ne suis pas sûr". */
export const NOT_A_PROFESSION = new RegExp(
  `je ne suis (?:pas|ni) (?:(?:un|une) |${PROFESSION_NO_ARTICLE.source.replace(/^je suis /u, "")})`,
  "iu",
);
/** A_SUBSCRIPTION: "j'ai l'abonnement Claude Pro", "j'ai un abonnement à la salle". */
export const A_SUBSCRIPTION = /j'ai (?:un |l'|mon |déjà un |déjà l')abonnement\b/iu;
export const PERSONAL_STATEMENTS = [
  NOT_A_PROFESSION,
  SAVINGS,
  A_SUBSCRIPTION,
  TENDENCY,
  RENTING,
  MEMBERSHIP,
  MOVING_HOME,
  TEAM_OF,
  DEGREE_HELD,
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
  LEVEL_REACHED,
  I_KNOW,
  I_DID,
  BEEN_FOR,
  LIFE_PLAN,
  OWN_PROJECT,
  PLAN_WITH_A_DATE,
  MAINTAINED_WORK,
  KIN_LIFE,
  WHAT_ONE_USES,
  HAVE_A_DEVICE,
  VOLUNTEERING,
  LANGUAGE_OF_ONES_OWN,
  LIVING_WITH,
  NEVER_DONE,
  LIFE_EVENT,
  I_STUDY,
  A_CONDITION,
  ON_AS_WE,
];

/** "Je suis une …", "j'habite …", "je travaille …": who the person is, said first. */
export const IDENTITY_FIRST = [
  /je suis (?:un|une)\s/iu,
  /j'habite|je travaille(?! sur\b| (?:là-)?dessus\b)|je bosse (?:dans|chez|comme)\b/iu,
  PROFESSION_NO_ARTICLE,
];

/** Words that announce a pasted document: "Corrige le texte suivant :", "Résume ceci :". */
export const DOCUMENT_POINTERS = ["suivante?s?", "ceci", "ce texte"];
/** ASKED_FOR_A_TEXT, in French: "Collez le texte que vous voulez que je résume", "Peux-tu partager le document ?". */
const HANDING_OVER = [
  "colle[rz]?",
  "partage[rz]?",
  "fournis(?:sez)?",
  "envoie[rz]?",
  "copie[rz]?",
  "transmets",
  "transmettez",
];
const TEXTS_TO_WORK_ON = [
  "texte",
  "document",
  "article",
  "passage",
  "transcription",
  "contenu",
  "notes",
  "script",
  "code",
  "extrait",
  "fichier",
  "e-?mail",
  "courriel",
];
export const TEXT_ASKED_FOR = rx`\b${oneOf(HANDING_OVER)}\b[^.?!\n]{0,40}?\b${oneOf(TEXTS_TO_WORK_ON)}s?\b`;
/** How a role prompt for the assistant opens: "Tu es …", "Vous êtes …", "Agis comme …". */
export const ROLE_OPENERS = [
  "tu es",
  "vous êtes",
  "agis comme",
  "agissez comme",
  "agis en tant que",
  "agissez en tant que",
  "joue le rôle",
  "jouez le rôle",
];
/** ROLE_PLAY_OPENERS, in French: "je veux que tu agisses comme …", "fais comme si tu étais …". */
export const ROLE_PLAY_OPENERS = [
  "je (?:veux|voudrais|souhaite) que (?:tu|vous) (?:agisses|agissiez|joues|jouiez|fasses semblant|sois|soyez)",
  "(?:agis|agissez|comporte-toi) comme",
  "(?:fais|faites) comme si (?:tu étais|vous étiez)",
  "imagine(?:z)? que (?:tu es|vous êtes)",
  "(?:joue|jouez) le rôle",
];

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
