import { groupTalk } from "../chat/group-talk.ts";
import type { ConversationMessage } from "../types.ts";
import { extractFacts } from "./extract.ts";
import type { Language } from "./language.ts";

/**
 * WARM_UP: V8 compiles a regular expression the first time it runs, and the rules' largest take
 * seconds to compile (the personal-statement test alone about 1.3 s on a 2-core machine), so a
 * worker's first import paid about 3.5 s more than its next one (1,000 messages: 4.4 s, then
 * 0.6 s). A process that extracts reads these conversations once at start, before it takes a job:
 * statements, a request, an assistant's answer and a group's message in each language the rules
 * read (Portuguese, which no rules read yet, is read as said: two statements, since a session that
 * mostly asks keeps nothing of it).
 */
const SAMPLES: Record<Language, { user: string[]; group: string }> = {
  en: {
    user: [
      "I moved to Leeds in 2019 and I work as a nurse at the hospital. My sister lives in York.",
      "Can you help me write an email to my landlord? I need it by tomorrow.",
    ],
    group: "I'm at the station, see you all at 7! We had a great time yesterday.",
  },
  de: {
    user: [
      "Ich wohne seit drei Jahren in Berlin und arbeite als Lehrerin an einer Grundschule.",
      "Kannst du mir bitte eine kurze Zusammenfassung schreiben?",
    ],
    group: "Ich bin gleich da, bis später! Gestern war es richtig schön.",
  },
  fr: {
    user: [
      "J'habite à Lyon depuis 2018 et je travaille comme infirmière à l'hôpital.",
      "Est-ce que tu peux m'aider à écrire une lettre de motivation ?",
    ],
    group: "Je suis en route, j'arrive dans dix minutes ! Merci pour hier soir.",
  },
  es: {
    user: [
      "Vivo en Sevilla desde hace cinco años y trabajo como profesora en un instituto.",
      "¿Me puedes ayudar a preparar una presentación para el lunes?",
    ],
    group: "Ya estoy en la estación, ¡nos vemos a las siete! Ayer lo pasamos genial.",
  },
  it: {
    user: [
      "Abito a Bologna da tre anni e lavoro come ingegnere in un'azienda di software.",
      "Puoi aiutarmi a scrivere una mail al mio capo?",
    ],
    group: "Sono quasi arrivato, ci vediamo alle otto! Ieri sera è stato bellissimo.",
  },
  nl: {
    user: [
      "Ik woon sinds 2020 in Utrecht en ik werk als verpleegkundige in het ziekenhuis.",
      "Kun je me helpen met een brief aan mijn huisbaas?",
    ],
    group: "Ik ben er bijna, tot zo! Gisteren was echt gezellig.",
  },
  pt: {
    user: [
      "Moro em Lisboa desde 2017 e trabalho como enfermeira num hospital.",
      "Ontem fui ao médico por causa das costas, mas já estou melhor.",
    ],
    group: "Já estou na estação, até já! Ontem foi muito divertido.",
  },
};

const ANSWER = "Sure. Here is a short draft you can adapt: start with a greeting, then state what you need.";

/**
 * Reads the samples through the rules (a 1:1 chat with an assistant and a group chat per language)
 * and answers how many memories each gave per language, so a test can tell the samples still reach them.
 */
export function warmUpRules(): Map<Language, { chat: number; group: number }> {
  const read = new Map<Language, { chat: number; group: number }>();
  const timestamp = "2024-03-01T09:00:00.000Z";
  for (const [language, sample] of Object.entries(SAMPLES) as Array<[Language, (typeof SAMPLES)[Language]]>) {
    const chat: ConversationMessage[] = sample.user.flatMap((content) => [
      { role: "user", content, timestamp },
      { role: "assistant", content: ANSWER, timestamp },
    ]);
    const group: ConversationMessage[] = [
      { role: "user", content: sample.group, timestamp },
      { role: "Sam", content: sample.user[0] ?? "", timestamp },
    ];
    const facts = extractFacts({ messages: chat, timestamp });
    const groupFacts = extractFacts({ messages: group, timestamp, userName: "Alex", group: true });
    groupTalk(sample.group, language);
    read.set(language, { chat: facts.length, group: groupFacts.length });
  }
  return read;
}
