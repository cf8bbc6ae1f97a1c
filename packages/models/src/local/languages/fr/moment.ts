import { oneOf, rx } from "../patterns.ts";
import { LIFE_STEP } from "./assistant-chat.ts";

/**
 * French, between people: what is said of the moment, not of a life (OF_THE_MOMENT, as in
 * English). Each is an episode of the chat, never a fact for the profile and the bio.
 */

/** The activities of a life said with "en train de" ("je suis en train d'apprendre l'espagnol"). */
const ACTIVITIES_OF_A_LIFE = [
  "apprendre",
  "étudier",
  "préparer (?:un|une|mon|ma|le|la) (?:diplôme|concours|master|thèse|doctorat|marathon|déménagement|mariage)",
  "chercher (?:un|une) (?:travail|emploi|boulot|poste|appartement|logement|maison|stage)",
  "déménager",
  "travailler (?:comme|chez|à|pour)",
  "écrire (?:un|une|mon|ma) (?:livre|roman|thèse|mémoire)",
  "construire",
  "rénover",
  "divorcer",
  "me remettre",
  "guérir",
  "m'entraîner",
  "économiser",
];
/**
 * MOMENT: French says the moment with "être en train de" (Grevisse, Le Bon Usage § 821) or with
 * "là" closing the sentence: "je suis en train de cuisiner", "je mange un sandwich là" (not "je
 * suis en train d'apprendre l'espagnol", "j'habite là", "je travaille là").
 */
export const EN_TRAIN_DE = rx`^je suis (?:encore |juste )?en train d(?:e |')(?!${oneOf(ACTIVITIES_OF_A_LIFE)})`;
export const LA_CLOSING = rx`^(?:je |j')(?!(?:habite|vis|travaille|étudie|suis née?|ai grandi)\b)[^.!?]{0,120}\slà\s*[.!…]*$`;
/** Where one is for a moment: in a vehicle, on the way, at a shop, at the dentist's. */
const PLACES_OF_A_MOMENT = [
  "dans le (?:bus|train|métro|tram|taxi|bain)",
  "en route",
  "sur la route",
  "au (?:supermarché|téléphone)",
  "à la (?:gare|maison|salle de sport|boulangerie)",
  "chez (?:le|la) (?:dentiste|médecin|coiffeur|coiffeuse)",
];
/** ON_THE_WAY: "je suis dans le bus", "je suis en route", "je suis chez le dentiste". */
export const ON_THE_WAY = rx`^je suis (?:encore |déjà |juste )?${oneOf(PLACES_OF_A_MOMENT)}\b`;
/** CHAT_ERRAND: the chat's errands, a verb of sending or saying with "te" or "vous": "je t'envoie le lien", "je te rappelle". */
const ERRANDS = [
  "envoie",
  "enverrai",
  "rappelle",
  "rappellerai",
  "appelle",
  "appellerai",
  "dis",
  "dirai",
  "écris",
  "écrirai",
  "montre",
  "montrerai",
  "transfère",
  "tiens au courant",
  "réponds",
];
export const CHAT_ERRAND = rx`^je (?:te |vous |t')(?:l'|le |la |les )?${oneOf(ERRANDS)}\b`;
/** UNREAL_CONDITION: "si" with the imperfect, the conditional after (Grevisse § 1159): "si je gagnais au loto, j'achèterais …". */
export const UNREAL_CONDITION = rx`^si (?:je |j')[^.!?]{0,80}?\p{L}+(?:ais|ait)\b[^.!?]{0,200}\b(?:je |j')\p{L}*rais\b`;
/** WONDERING: an indirect question: "je me demande s'il va pleuvoir". */
export const WONDERING = rx`^je me demande (?:si|s'|pourquoi|comment|quand|où|qui|ce que|ce qu')`;
/** CHAT_IDIOM: a retort, a laugh or a promise of secrecy: "je te l'avais dit", "je suis mort de rire", "je ne dirai rien". */
export const CHAT_IDIOM = rx`^je (?:te|vous) l'avais (?:bien )?dit|^je suis mort(?:e)? de rire|^je te dois (?:un|une)|^je le savais\b|^je ne (?:dirai|dis) rien\b`;
/** THE_NEXT_MINUTES: "j'arrive dans dix minutes", "j'arrive", "je regarde ça". */
export const THE_NEXT_MINUTES = rx`^j'arrive(?=\s*(?:[.!…]|$|dans (?:\d+|deux|cinq|dix|quinze|vingt) (?:min|minutes|secondes)|bientôt|tout de suite))|^je (?:regarde|vérifie) (?:ça|ca)\b`;
/** UNRESOLVED_OBJECT: a short clause whose object is a clitic that names what was said before: "je l'ai pas encore vu". */
export const UNRESOLVED_OBJECT = rx`^je (?:ne |n')?(?:l'|le |la |les )\p{L}+(?: (?:pas|encore|jamais|déjà|bien|vu|fait|lu|fini))*\s*[.!…]*$`;

/**
 * The everyday of the moment, in French (the English THE_DAYS_NEXT_MOVE, A_FEELING_ABOUT_THIS,
 * A_DREAM, FORGOT_TO_TELL_YOU, MISLAID, JUST_PERCEIVED, LAUGHING_OR_ENVYING), and a body's state
 * said with "avoir" and a noun of sensation (Grevisse § 300: "j'ai faim", "j'ai sommeil"): "je vais
 * me coucher", "j'en ai marre de cette pluie", "je viens de voir …", "je n'arrête pas de rire".
 * Not "je vais à Lisbonne en mai", "j'en ai marre de mon travail", "je viens de me marier".
 */
export const THE_DAYS_NEXT_MOVE = rx`^je (?:vais|pars) (?:me coucher|dormir|au lit|me doucher|faire (?:une|la) sieste)\b`;
export const A_BODYS_STATE = rx`^j'ai (?:trop |tellement |super |si |très |vraiment )?(?:faim|soif|sommeil|froid|chaud)\b`;
export const A_FEELING_ABOUT_THIS = rx`^(?:j'en ai marre|j'en peux plus|je suis (?:fatiguée?|lassée?) )\s*(?:de |d')(?:ce|cet|cette|ces)\b`;
export const A_DREAM = rx`^j'ai fait (?:un|le|ce) (?:[\p{L}-]+ )?rêve\b`;
export const FORGOT_TO_TELL_YOU = rx`^j'ai oublié de (?:te|vous) (?:dire|demander|envoyer|montrer|appeler)\b`;
const MISLAID_THINGS = [
  "clés",
  "clefs",
  "téléphone",
  "portable",
  "lunettes",
  "portefeuille",
  "télécommande",
  "chargeur",
  "passeport",
  "sac",
  "carte",
];
export const MISLAID = rx`^(?:je (?:ne )?(?:trouve|retrouve) (?:plus|pas)|j'ai (?:encore |déjà )?perdu) (?:mes|mon|ma|la|le|les) ${oneOf(MISLAID_THINGS)}\b`;
export const JUST_PERCEIVED = rx`^je viens (?:juste )?de (?:voir|lire|regarder|entendre|recevoir|découvrir)\b`;
export const LAUGHING_OR_ENVYING = rx`^je (?:n')?arrête pas de (?:rire|pleurer|sourire)\b|^je suis (?:trop |tellement |si |super )jalouse?(?=\s*[.!?…]*\s*$)`;

/**
 * THE_GROUPS_ERRANDS, in French: a group's documents put or shared somewhere, the members added to
 * something ("J'ai mis les slides sur le drive", "Je vais partager l'enregistrement", "J'ai ajouté
 * tout le monde à l'invitation"); not one's own things ("mes photos de vacances").
 */
const GROUP_THINGS = [
  "slides",
  "diapos",
  "enregistrement",
  "compte[- ]rendu",
  "notes",
  "ordre du jour",
  "lien",
  "invitation",
  "formulaire",
  "sondage",
  "photos",
  "résultats",
  "planning",
  "docs?",
  "documents?",
  "tableur",
  "fichiers?",
  "reçus",
];
const PUTTING = [
  "mis",
  "mets",
  "partagé",
  "partage",
  "partager",
  "posté",
  "poste",
  "poster",
  "envoyé",
  "envoie",
  "envoyer",
  "ajouté",
  "ajoute",
  "ajouter",
  "épinglé",
  "déposé",
  "uploadé",
];
export const THE_GROUPS_ERRANDS = rx`^(?:j'ai|je vais|je|j')\s*(?:déjà |juste )?${oneOf(PUTTING)} (?:(?:le|la|les|l')\s*(?:[\p{L}-]+ )?${oneOf(GROUP_THINGS)}|tout le monde)\b`;
/**
 * ATTENDANCE, in French: not coming, coming late, leaving early, joining from afar, bringing
 * things, asking for volunteers ("Je ne pourrai pas venir", "Je serai en retard", "Je dois partir
 * tôt", "J'apporte le vidéoprojecteur", "J'ai besoin de deux bénévoles").
 */
const NOT_COMING = rx`^je (?:ne )?(?:pourrai|peux|pourrais|vais) (?:pas|plus) (?:venir|être là|passer)\b`;
const LATE = rx`^je (?:serai|suis|vais être) (?:un peu |légèrement |\d+ min(?:utes)? )?en retard\b`;
const LEAVING_EARLY = rx`^je (?:dois|vais|devrai) partir (?:plus )?tôt\b`;
const FROM_AFAR = rx`^je (?:me connecterai|vais me connecter|suivrai|participerai) (?:à distance|en ligne|en visio)\b`;
const BRINGING = rx`^(?:j'apporte|je vais apporter|j'apporterai|je ramène|je vais ramener) (?:le|la|les|l'|des|du|de la|un|une)\b`;
const VOLUNTEERS = rx`^(?:j'ai besoin|je cherche) (?:de |d')?(?:un |une |deux |trois |quatre |cinq |quelques |\d+ )?(?:bénévoles?|volontaires?|personnes?|coups? de main|aide)\b`;
export const ATTENDANCE = [NOT_COMING, LATE, LEAVING_EARLY, FROM_AFAR, BRINGING, VOLUNTEERS];

/**
 * WILLING_TO, in French: an adjective of willingness or feeling with the act it takes, an
 * infinitive after "de" or "à" ("je suis ravie de t'aider", "je suis prêt à partager mes slides",
 * "je suis contente de te voir samedi"): an offer or a welcome of an act of the chat. A step of
 * one's life or a new post stays ("je suis prête à déménager à Lyon", "impatiente de commencer mon
 * nouveau poste"), and so does the adjective before a noun ("contente de mon nouveau travail").
 */
const WILLING = [
  "contente?",
  "ravie?",
  "heureux",
  "heureuse",
  "prête?",
  "partante?",
  "disposée?",
  "impatiente?",
  "enchantée?",
];
const NEW_POST = "commencer mon nouveau (?:travail|poste|boulot|job)";
const INFINITIVE = "(?:te |vous |me |t'|m'|l'|le |la |les |y |en |lui |leur )?\\p{L}+(?:er|ir|re|oir)\\b";
export const WILLING_TO = rx`^je suis (?:(?:très|vraiment|trop|super|tellement|si|toujours|plus que) )*${oneOf(WILLING)} (?:de |d'|à )(?!${LIFE_STEP}|${NEW_POST})(?=${INFINITIVE})`;

export const OF_THE_MOMENT = [
  THE_GROUPS_ERRANDS,
  WILLING_TO,
  ...ATTENDANCE,
  THE_DAYS_NEXT_MOVE,
  A_BODYS_STATE,
  A_FEELING_ABOUT_THIS,
  A_DREAM,
  FORGOT_TO_TELL_YOU,
  MISLAID,
  JUST_PERCEIVED,
  LAUGHING_OR_ENVYING,
  EN_TRAIN_DE,
  LA_CLOSING,
  ON_THE_WAY,
  CHAT_ERRAND,
  UNREAL_CONDITION,
  WONDERING,
  CHAT_IDIOM,
  THE_NEXT_MINUTES,
  UNRESOLVED_OBJECT,
];
