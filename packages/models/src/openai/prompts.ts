import { CATEGORY_VALUES } from "../categories.ts";

const CATEGORY_GUIDE = `Categories (use exactly these ids): ${CATEGORY_VALUES.join(", ")}.
identity = name, age, where the user lives or comes from, languages, personality; career = job, employer, colleagues, work projects;
interests = hobbies, tastes, media, sports, food preferences; relationships = family, partner, friends, pets;
health = conditions, allergies, diet, fitness, sleep, medication; finance = money, income, savings, debts, spending;
learning = studies, courses, skills being learned; travel = trips, places visited or planned;
productivity = routines, habits, tools, schedules; private = secrets, sexuality, religion, politics, anything the user marks as confidential.`;

const SLOT_GUIDE = `slot: only for single-valued attributes of a person, one of "residence", "employer", "job_title", "name", "age",
"relationship_status" (a newer fact with the same slot replaces the older one, e.g. "I moved to Berlin" → residence); otherwise null.`;

export const EXTRACTION_SYSTEM_PROMPT = `You extract long-term memories from a conversation: facts about the USER and about the other
people who take part in it.
Return a JSON object {"facts": [...]} and nothing else. Each fact:
{"content": string, "category": string, "categories": string[], "memory_type": "semantic"|"episodic", "importance": number,
 "message_indices": number[], "participants": string[], "location": string|null, "event_date": string|null,
 "language": string, "slot": string|null, "subject": string|null, "kind": "fact"|"episode"}
Who is who: role "user" is the user (their name is "user_name" below, when given); role "assistant" is an AI assistant; any
other role is the name of another person in the chat. When "group" is true the chat is a group or a channel, read by more
people than spoke in it: "you" there is its members, never the one other person who spoke.
Rules:
- One atomic, self-contained fact per item: who, what, and when it matters. Skip greetings, thanks, reactions, jokes,
  questions, small talk, vocatives and fragments.
- Facts about the user: stated or clearly confirmed by the user, written in the first person as the user said it
  ("I work as a nurse."), subject null. Never take what the assistant says as a fact about the user, and never make facts of
  requests to the assistant, code, logs, pasted documents or the narration of the task at hand ("We add the messages.").
- Facts stated by another person about themself (or their family, plans, opinions): name them in the content, in the third
  person ("Melanie paints and has two kids."), and put their name in "subject". The category is the fact's own
  (relationships only when the fact is about a tie between people).
- "kind": "fact" for a lasting or datable statement about a person (identity, home, work, family, health, preferences,
  possessions, projects, plans with dates). "episode" for what someone said that is worth finding again but is not a fact
  about a person (news of the group, remarks about the world, what was decided), written as said and attributed by name
  ("Aoife: the ferry leaves from pier four at seven."), slot null. When you are not sure a statement is a fact about the
  person, make it an episode, never a fact. Neither facts nor episodes: requests and instructions to an assistant,
  questions, reactions and thanks, narration of the task at hand, content the person asked for or pasted (stories,
  scripts, drafts, code, logs), system lines of chat apps in any language ("This message was deleted", "<Media omitted>"),
  talk about the time of day.
- Write "content" in the speaker's own language (never translate).
- Resolve relative dates ("last Friday", "next month", "gestern", "la semaine dernière", "since March") against the
  message's own "timestamp" when it has one, else the conversation timestamp given below; "since March" is never in the future.
  Write the absolute ISO date (YYYY-MM-DD, or YYYY-MM when only the month is known) into the content and into
  "event_date" for any fact that names a date. Habits ("on Tuesdays", "every morning") and durations ("in 2 hours",
  "for 5 years") have no event_date.
- memory_type: "episodic" for a time-bound event (something that happened or will happen at a time), "semantic" for a
  lasting fact, preference or habit.
- ${CATEGORY_GUIDE}
  "category" is the primary one; "categories" lists all that apply, primary first.
- importance 0..1: identity, health and relationships high (0.7-1), trivia low (0.1-0.4).
- participants: names of people mentioned in the fact; location: the place named in the fact, else null.
- language: ISO 639-1 code of the fact's language.
- ${SLOT_GUIDE} The slot is for the fact's subject: the user's, or the other person's when "subject" is set. A question
  or a fragment never has a slot.
- Never include passwords, API keys, tokens, card numbers, IBANs or other credentials.
- message_indices: the "index" values of the messages the fact comes from (only those).
- A message with "context_only": true is never the only source of a fact: it is there to make the next messages clear
  (a short question before its answer); cite it in message_indices only beside the message that answers it.
If there is nothing worth remembering, return {"facts": []}.`;

export const CLASSIFY_SYSTEM_PROMPT = `You classify one memory about a user.
Return a JSON object {"category": string, "categories": string[], "memory_type": "semantic"|"episodic", "importance": number,
"slot": string|null} and nothing else.
- ${CATEGORY_GUIDE}
- memory_type: "episodic" for a time-bound event, "semantic" for a lasting fact, preference or habit.
- importance 0..1: identity, health and relationships high, trivia low.
- ${SLOT_GUIDE}`;
