import { PICTOGRAPHS, unicodeBoundaries } from "../text/regex.ts";

/**
 * What is not a fact about a person, whatever its grammar: code, logs, commands, pasted
 * documents and fragments. Applied to each sentence before anything else.
 */
const CODE = [
  // "<" and ">" as tags or operators ("<div>", "x>0", "->"); "vancouver rain > toronto cold" is prose.
  /[{}]|<[\w/!]|[\w"'/]>|[<>]=|->|=>|==|!=|&&|\|\||::|(?<!:)\/\/|\/\*|\*\/|;\s*$|`/u,
  // Keywords only in code's own shape: "function add(", "def main(", never "I can't function before coffee".
  /\b(?:function\s*[\w$]*\s*\(|def\s+\w+\s*\(|console\.\w|printf\s*\()/u,
  /\b(?:sudo|npm|pnpm|npx|pip install|git (?:clone|commit|push|pull|checkout)|docker|kubectl|zfs|zpool|apt-get|apt install|curl|wget|chmod|systemctl)\b/u,
  /\s=\s|\s=$|^(?:const|let|var)\s+\w+\s*[=:]/iu, // assignments
  /\b[a-z]{2,}[A-Z][a-z]+/u, // camelCase identifiers
  /\b\w+\(\S*\)/u, // calls: foo(), bar(x)
  /(?:^|\s)(?:\/[\w.-]+){2,}/u, // paths
  /\b\w+\.(?:js|ts|tsx|py|json|yaml|yml|sh|md|txt|csv|sql|html|css|log|conf|env)\b/u,
  /^\s*(?:[$#>]|\d+\s*[|:)])\s/u, // prompts, numbered listings
  /\b(?:ERROR|WARN|INFO|DEBUG|TRACE|FATAL)\b|\b\d{2}:\d{2}:\d{2}\b|\bat \S+ \(\S+:\d+:\d+\)/u,
];

/** A sentence that is code, a log line or a command, rather than prose. */
export function looksLikeCode(sentence: string): boolean {
  if (CODE.some((p) => p.test(sentence))) return true;
  const letters = (sentence.match(/\p{L}/gu) ?? []).length;
  const visible = sentence.replace(/\s/g, "").length;
  return visible >= 12 && letters < visible * 0.45;
}

/** Requests to an assistant, also without "please": imperatives and "I want you to …". */
const ASSISTANT_REQUEST = unicodeBoundaries(
  /^(?:give|write|make|create|fix|add|show|explain|list|generate|translate|summari[sz]e|rewrite|correct|check|find|suggest|help|tell|send|draft|compare|calculate|convert|describe|provide|let's|donne|donnes|donnez|écris|ecris|fais|fait|explique|corrige|ajoute|montre|liste|génère|genere|traduis|résume|resume|vérifie|verifie|trouve|propose|aide|dis|envoie|compare|calcule|décris|gib|schreib|mach|erkläre|zeig|hilf|dame|escribe|haz|explica|muestra|schrijf|geef|maak|leg uit|vertel|zoek|vat|beschrijf|vergelijk|bereken)\b/iu,
);
/** The user talking about the task at hand with the assistant, not about themself. */
const TASK_TALK = unicodeBoundaries(
  /\b(?:i|we|je|j'|nous|on)\s+(?:(?:would|'d) like|want|need|wanna|try|tried|am trying|'m trying|propose|suggest|add|added|get|got|see|saw|run|ran|use|used|tested|test|changed|change|did|do|have (?:a|an|the|this|that|some) (?:error|problem|issue|bug|question|idea|file|script|code|function)|veux|voudrais|aimerais|ai besoin|essaie|essaye|ai essayé|propose|ajoute|ajoutons|obtiens|vois|utilise|lance|ai (?:une|un) (?:erreur|problème|question|bug|fichier|script)|suis en train|teste|avons|allons|va|vais)\b|\bik (?:wil|zou graag|probeer|heb (?:een|de|het) (?:vraag|probleem|fout|bestand|script))\b|\bheb ik (?:een|de|het) (?:vraag|probleem|fout|bestand|script)\b|\bhabe ich (?:eine?n?|die|das|den) (?:frage|problem|fehler|datei|skript)\b/iu,
);

/**
 * In a chat with an AI assistant, what the user says is mostly about the task; only lasting
 * statements about themself count: where they live, work, come from, what they have, like or are.
 */
const PERSONAL_STATEMENT = unicodeBoundaries(
  /^(?:(?:(?:last|this|next) \p{L}+|yesterday|today|earlier today|in \d{4}),?\s+)?(?:i(?:'m| am)(?! (?:still |just |now |also |really |currently )?(?:trying|working on|getting|looking|going to|using|running|not sure|sure|done|stuck|asking|assuming|wondering|having|seeing|building|developing|creating|making|doing|testing|writing))|i (?:live|work|come from|grew up|was born|moved|study|studied|own|have (?:a|an|two|three|\d+) (?:sons?|daughters?|kids?|child|children|wife|husband|partner|dogs?|cats?|house|flat|apartment|garden|cars?|bikes?)|love|like|hate|prefer|enjoy|speak|play|attended|visited|graduated|retired|adopted|married|acted as|worked as|(?:have|'ve) (?:had|worked|lived|studied|been (?:a|an|working|living)))|my (?:\p{L}+ ){0,2}(?:is|are|was|has|have)|j'habite|je vis|je viens|je suis(?! en train)|j'ai (?:\d+|un|une|deux|trois) (?:ans|enfants?|fils|fille|chien|chat|maison|appartement|jardin|voiture|vélo|femme|mari)|j'aime|j'adore|je déteste|je préfère|je travaille|je parle|je joue|mon (?:\p{L}+ ){0,2}(?:est|sont|a)|ma (?:\p{L}+ ){0,2}(?:est|a)|mes (?:\p{L}+ ){0,2}(?:sont|ont)|ich (?:wohne|lebe|arbeite|bin|komme|liebe|mag|habe)|mein(?:e)? \p{L}+ (?:ist|sind|hat)|vivo|trabajo|soy|tengo|me gusta|mi \p{L}+ es|ik (?:ben|woon|werk|kom uit|heb (?:een|twee|drie|\d+) \p{L}+|hou van|speel|spreek|ken)|(?:over|sinds|in|op|om|morgen|vandaag|gisteren|volgende|vorige|seit|im|am|heute|gestern|nächste|nächsten|letzte|letzten)(?: [\p{L}\d]+){0,3} (?:ben|heb|woon|werk|bin|habe|wohne|arbeite|lebe) (?:ik|ich)|mijn (?:\p{L}+ ){1,2}(?:is|zijn|heeft))\b/iu,
);

export function isAssistantRequest(sentence: string): boolean {
  return ASSISTANT_REQUEST.test(sentence.replace(/[’`]/g, "'"));
}

export function isTaskTalk(sentence: string): boolean {
  return TASK_TALK.test(sentence.replace(/[’`]/g, "'"));
}

/** Who the person is, said first ("I am a nurse in Berlin and I want to …", "my daughter is 4 so I need …"). */
const IDENTITY_FIRST = unicodeBoundaries(
  /^(?:i(?:'m| am) (?:a|an)\s|i (?:live|work|come from|grew up|was born|moved|speak)\b|my (?:\p{L}+ ){0,2}(?:is|are|was|has|have)\b|je suis (?:un|une)\s|j'habite|je travaille|ich bin (?:ein|eine)\s|ich (?:wohne|arbeite)\b|ik ben (?:een)\s|ik (?:woon|werk)\b|soy (?:un|una)\s|vivo en\b)/iu,
);

/** A sentence that starts by saying who the person is: its task talk is read clause by clause. */
export function startsWithIdentity(sentence: string): boolean {
  return IDENTITY_FIRST.test(sentence.replace(/[’`]/g, "'").trim());
}

export function isPersonalStatement(sentence: string): boolean {
  return PERSONAL_STATEMENT.test(sentence.replace(/[’`]/g, "'"));
}

/** Reactions and chat filler that can carry a first-person word but no fact ("I'm so happy for you", "I can't wait"). */
const REACTION = unicodeBoundaries(
  /^(?:(?:n+o+|oh+|aw+)[\s,!.]+)?poor (?:\p{L}+)\s*[.!…]*$|^bravo\b|^(?:i(?:'m| am) (?:so |really |very |super )?(?:happy|glad|sorry|proud|excited|jealous) (?:for|about|to hear) (?:you|that|this|it)|i can't wait|i cant wait|i miss you|i love (?:you|that|this|it)|i hope (?:so|not|you|it|that)|i know(?: right)?(?=\s*(?:[,.!?…;:-]|$))|sounds? (?:\p{L}+ )?(?:good|great|grim|fun|nice|amazing|awesome|lovely|perfect|rough|bad|terrible|horrible|hard|like a plan|fair|about right)|good (?:man|girl|one|luck|night|job|call)|nice one|well done|fair enough|same here|no way|of course|all good|not bad|love (?:it|that|this|you)|miss you|see (?:you|ya)|talk (?:to you )?(?:soon|later|tomorrow|tonight|next week|on \p{L}+day|at the weekend|this weekend)(?=\s*(?:[,.!?…;:-]|$))|i bet(?=\s*(?:[,.!?…;:-]|$))|i see(?=\s*(?:[,.!?…;:-]|$))|i get it|i feel you|i'm (?:in|down)(?=\s*(?:[,.!?…;:-]|$))|me neither|i'll (?:let you know|call you|text you|see you|tell you)|i(?:'d| would) love (?:to|that)|(?:i(?:'m| am) (?:so |really |very |super |truly )?)?sorry|(?:first of all,? )?congrat\p{L}*|(?:thanks|thank you)(?: so much| a lot| again)?(?: for)?|welcome (?:back|home)|guess (?:what|who|where)|no (?:pressure|worries|rush|problem|problems|idea|thanks|biggie|stress)|you(?:'ll| will) never guess|my bad|my pleasure|oh my|i mean(?=\s*(?:[,.!?…;:-]|$))|i guess|i think so|i agree|we'll see(?=\s*(?:[,.!?…;:-]|$))|je suis (?:content|contente|désolé|désolée) pour toi|j'espère|je sais(?=\s*(?:[,.!?…;:-]|$))|poor \p{L}+(?=\s*(?:[,.!?…;:-]|$))|(?:i dunno|idk|i don't know|i have no idea)(?=\s*(?:[,.!?…;:-]|$))|pray for me|wish me luck|safe (?:travels|trip|flight|journey|drive)|(?:travel|drive|fly) safe(?:ly)?|bon voyage|don't get me started|(?:i'm|im|i am) (?:on my way|almost there|nearly there|outside|running late|in a meeting|leaving (?:now|this \p{L}+|the office|work)|heading (?:out|home|off|over|back))(?=\s*(?:now|lol|haha)?\s*(?:[,.!?…;:-]|$))|omw|otw|just (?:landed|got home|got back|got in|woke up|arrived)(?=\s*(?:lol|haha)?\s*(?:[,.!?…;:-]|$))|(?:ok(?:ay)?[\s,]+)?(?:back to|off to) (?:work|the wards|bed|sleep|the office|class)\b(?=[^.!?]*[.!?…]*$)|(?:i'll|ill|i will) (?:read|check|look at|reply to|answer|watch|listen to) (?:it|them|this|that)(?=\s*(?:later|tomorrow|tonight|in the morning|after work|lol)?\s*(?:[,.!?…;:-]|$))|my lips are sealed|(?:your|the|my) secret is safe with me|my work (?:here )?is done|(?:even )?i approve|i knew it(?: would happen)?|sounds? like\b|that's the (?:best|worst|greatest|nicest|saddest) news\b|(?:i(?:'m| am)|im) (?:so+ |really |very |super )?(?:excited|thrilled|pumped|buzzing)(?=\s*(?:lol|haha)?\s*(?:[,.!?…;:-]|$))|(?:(?:ok|okay|so|and)[\s,]+)*(?:i|we) have (?:some |big |good |bad |great |huge )?news|(?:(?:ok|okay|so|and)[\s,]+)*(?:i|we) have a (?:confession|question)|(?:(?:ok|okay|so|and)[\s,]+)*(?:i|we) have a (?:slight |small |little |big |tiny )?(?:problem|issue)(?: with\b)?|(?:(?:ok|okay|so|and)[\s,]+)*(?:some|big|good|bad) news|(?:i've |i have |ive )?been (?:\p{L}+ )?busy(?: tbh| lol)?(?=\s*(?:[,.!?…;:-]|$))|i'll (?:ask \p{L}+|check|see|find out|think about it|look into it)(?=\s*(?:[,.!?…;:-]|$))|gotta (?:go|run|dash)|(?:i(?:'m| am)|im) off(?: to bed)?(?=\s*(?:[,.!?…;:-]|$))|(?:i )?(?:have to|need to|gotta|must|should) (?:go|run|sleep|get some sleep|go to (?:bed|sleep|standup|stand-up|class|a meeting|my meeting))(?=(?:\s+(?:now|soon))?\s*(?:[,.!?…;:-]|$)))\b/iu,
);

export function isReaction(sentence: string): boolean {
  return REACTION.test(sentence.replace(/[’`]/g, "'"));
}

/**
 * What would have happened ("he'd have kept you there all night if I hadn't …"), advice ("if I
 * were you I would …", "in your shoes …") and catching up ("I haven't heard from you since August",
 * "long time no talk"): said in the first person, but no fact about anyone.
 */
const SMALL_TALK = unicodeBoundaries(
  /\b(?:would|'d|could|might) have \p{L}+\b.*\bif\b|\bif\b.*\bhad(?:n't| not)?\b.*\b(?:would|'d|could|might) have\b|\bif i (?:were|was) you\b|\bin your (?:shoes|place|position)\b|\b(?:haven't|have not|hasn't|has not|hadn't) (?:heard from|talked to|spoken to|seen|caught up with) (?:you|u|each other)\b|\blong time no (?:see|talk|speak|chat)\b/iu,
);

export function isSmallTalk(sentence: string): boolean {
  return SMALL_TALK.test(sentence.replace(/[’`]/g, "'"));
}

/** A time after "every" makes a habit ("Every Sunday Niamh swims"), not a statement about everyone. */
const TIME_WORD =
  "(?:day|morning|afternoon|evening|night|week|weekend|month|year|summer|winter|spring|autumn|fall|season|time|other|single|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|\\d)";
/**
 * "Every sport invents a machine …", "Nobody knows what pays for journalism", "People bank time
 * early …": the subject is everyone or no one in particular, so the sentence is a view of the
 * world, no fact about a person (English).
 */
const GENERIC_SUBJECT = new RegExp(
  `^(?:every(?:one|body)|nobody|no one|(?:most |some )?people|(?:every|each) (?!${TIME_WORD})\\p{L}+)(?![\\p{L}'’])(?!\\s+(?:here|there|at|in|from|on)\\b)`,
  "iu",
);
/** Someone in particular: the speaker, the one spoken to, or a name ("People already come to you …"). */
const PERSON_WORD = /\b(?:i|me|my|mine|we|us|our|you|your|u|ur)\b|\b(?:i|you|we)'/iu;
const NAME_INSIDE = /(?<=\S\s+)\p{Lu}\p{Ll}/u;

/**
 * "you" for anyone, in a rule of life: "nobody tells you", "if you want fathers to take leave you
 * have to …" (not "if you want, you can stay with us": that one is said to the other person).
 */
const GENERIC_YOU =
  /\b(?:nobody|no one|everyone|everybody|they)\s+(?:ever\s+|really\s+)?(?:tells?|warns?)\s+you\b|\bif you\b[^.;!?]{0,80}?\byou\s+(?:have|need|must|'ve got|got)\s+to\b/iu;

export function isGeneric(sentence: string): boolean {
  const text = sentence.replace(/[’`]/g, "'").trim();
  return (
    GENERIC_YOU.test(text) ||
    (GENERIC_SUBJECT.test(text) && !PERSON_WORD.test(text) && !NAME_INSIDE.test(text))
  );
}

const TRAILING_FILLER =
  /(?:\s+(?:\p{L}+ly|too|though|lol|haha+|again|anyway|honestly|tbh|now|then|here|there|so|already))+\s*[.!…]*$/iu;
/** Verbs that say nothing without their complement ("I live.", "I go.", "I propose."). */
const NEEDS_COMPLEMENT =
  /^(?:live|work|go|am|'m|have|do|did|think|know|see|saw|promise|swear|worry|wonder|understand|remember|forgot|guess|mean|agree|propose|suggest|want|need|get|got|make|take|put|say|said|tell|told|try|tried|feel|felt|was|will|would|can|could|should|habite|suis|vais|fais|ai|pense|sais|propose|wohne|bin|habe|gehe|denke|vivo|soy|tengo|voy)$/iu;

const PREPOSITION_ONLY = /^(?:with|for|in|at|on|to|from|by|about|without|after|before)\s/iu;

/** A fact needs content; "Thing, Melanie.", "I live honestly." or "I propose." are fragments. */
export function isFragment(sentence: string): boolean {
  const core = sentence.replace(/[’`]/g, "'").replace(TRAILING_FILLER, "");
  const tokens = core.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (tokens.length < 2) return true;
  // "with my croissant": a short prepositional phrase without a verb, a name or a number ("At a
  // school in Didsbury, from September" completes what was said before it).
  if (
    tokens.length <= 4 &&
    PREPOSITION_ONLY.test(core) &&
    !hasSubjectOrVerb(core) &&
    !/\d|\s\p{Lu}/u.test(core)
  )
    return true;
  // Cut off before its second half: "I didn't want to bring it up and ruin it but".
  if (/\b(?:but|and|or|because|cause|cuz|mais|et|aber|und|pero|y)\s*[.!…,]*$/iu.test(core)) return true;
  if (tokens.length === 2) {
    const verb = (tokens[1] ?? "").replace(/[^\p{L}']/gu, "");
    const first = (tokens[0] ?? "").toLowerCase();
    if (/^(?:i|je|j'|ich|yo|we|nous|wir|ik)$/.test(first) && NEEDS_COMPLEMENT.test(verb)) return true;
    // "My news.", "My favourite.": a possessive and a noun, no statement.
    if (/^(?:my|your|his|her|our|their|mon|ma|mes|mein|meine|mi)$/.test(first)) return true;
  }
  return false;
}

/**
 * "I can handle it.", "Priya is stealing that.", "I'm drowning in it lol": a short statement whose
 * object is only "it", "that" or "this" says nothing on its own; what it stands for was said before.
 * (An answer keeps it with its question: "We love it (asked by …: "how's the new flat?")".)
 */
const VAGUE =
  /^(?:\S+\s+){1,6}(?:it|that|this|them|those|these)(?:\s+(?:for|to|with|from)\s+(?:me|you|u|her|him|us|them))?(?:\s+(?:lol|haha+|tbh|now|though|too|again|already|anyway|honestly|really))*\s*[.!…]*$|^(?:that|this)(?:'s|\s+(?:is|was|were|will be|would be))\s+(?:\S+\s*){0,6}$/iu;

export function isVague(sentence: string): boolean {
  return VAGUE.test(sentence.replace(/[’`]/g, "'").replace(PICTOGRAPHS, "").trim());
}

/** "Please summarize the following text:", "The full body of the article follows:", "Fix this code:". */
const DOCUMENT_INTRO =
  /\b(?:the following|following|below|this|these|follows|volgende|deze|dit|suivante?s?|ceci|ce texte|folgenden?|folgende[rs]?|dieses?|siguiente|este|esta)\b[^\n]*:\s*$/iu;
/** "You are Whimsy, a world-building assistant …": a role prompt for the assistant. */
const ROLE_PROMPT = /^(?:you are|you're|act as|tu es|du bist|eres|je bent)\b/iu;
/** A Markdown heading line: a pasted article or document. */
const HEADING = /^#{1,6}\s+\S/mu;

/**
 * The part of a user's message to an assistant that is their own words: not a document they pasted
 * after announcing it ("Please summarize the following text:\n\n…": only the first line is theirs),
 * not a role prompt ("You are Whimsy, …"), not a Markdown article. Such texts are about something
 * else, or are someone else's, even when written in the first person.
 */
export function ownWords(content: string): string {
  const text = content.trim();
  if (text.length > 400 && (ROLE_PROMPT.test(text) || HEADING.test(text))) return "";
  const firstLine = text.split("\n", 1)[0] ?? "";
  if (DOCUMENT_INTRO.test(firstLine) && text.length - firstLine.length >= 200) return firstLine;
  return text;
}

/** A subject or a finite verb: a clause of its own, not a fragment or a follow-up (a name's possessive is no verb). */
const CLAUSE =
  /\b(?:i|you|u|he|she|it|we|they|is|are|was|were|be|been|am|has|have|had|do|does|did|done|will|would|can|could|should|may|might|must|shall|says|said|wants|thinks|likes|loves|hates|needs|goes|went|gets|got|makes|made|knows|works|lives|feels|looks|seems|gone|seen|taken|given|left|found|told|leads|runs|has|comes|came|takes|took|gives|gave|plays|pays|costs|means|starts|ends|opens|closes|stays|keeps|helps|teaches|studies|sells|buys|bought|sold|wins|won|lost|sits|sat|stands|stood|lies|lay|becomes|became|brings|brought|holds|held)\b|\b(?:it|that|he|she|there|here|what|who|where|this)'s\b|'(?:re|m|ll|d|ve)\b|n't\b|\b\p{L}+(?:ed|ing)\b/iu;

export function hasSubjectOrVerb(text: string): boolean {
  return CLAUSE.test(text);
}
