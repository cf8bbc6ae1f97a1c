import { CATEGORY_VALUES } from "../categories.ts";

const CATEGORY_GUIDE = `Categories (use exactly these ids): ${CATEGORY_VALUES.join(", ")}.
identity = name, age, where the user lives or comes from, languages, personality; career = job, employer, colleagues, work projects;
interests = hobbies, tastes, media, sports, food preferences; relationships = family, partner, friends, pets;
health = conditions, allergies, diet, fitness, sleep, medication; finance = money, income, savings, debts, spending;
learning = studies, courses, skills being learned; travel = trips, places visited or planned;
productivity = routines, habits, tools, schedules; private = secrets, sexuality, religion, politics, anything the user marks as confidential.`;

const SLOT_GUIDE = `slot: only for single-valued attributes of the user, one of "residence", "employer", "job_title", "name", "age",
"relationship_status" (a newer fact with the same slot replaces the older one, e.g. "I moved to Berlin" → residence); otherwise null.`;

export const EXTRACTION_SYSTEM_PROMPT = `You extract long-term memories about the USER from a conversation.
Return a JSON object {"facts": [...]} and nothing else. Each fact:
{"content": string, "category": string, "categories": string[], "memory_type": "semantic"|"episodic", "importance": number,
 "message_indices": number[], "participants": string[], "location": string|null, "event_date": string|null,
 "language": string, "slot": string|null}
Rules:
- One atomic fact per item, about the user, stated or clearly confirmed by the user. Skip questions, greetings, small talk
  and requests to the assistant. Ignore what the assistant says unless the user confirms it.
- Write "content" in the user's own language (never translate), concise, in the first person as the user said it.
- Resolve relative dates ("last Friday", "next month", "gestern", "la semaine dernière") against the conversation timestamp
  given below and write the absolute ISO date (YYYY-MM-DD, or YYYY-MM when only the month is known) into the content; put it
  in "event_date" for episodic facts.
- memory_type: "episodic" for a time-bound event (something that happened or will happen at a time), "semantic" for a
  lasting fact, preference or habit.
- ${CATEGORY_GUIDE}
  "category" is the primary one; "categories" lists all that apply, primary first.
- importance 0..1: identity, health and relationships high (0.7-1), trivia low (0.1-0.4).
- participants: names of people mentioned in the fact; location: the place named in the fact, else null.
- language: ISO 639-1 code of the fact's language.
- ${SLOT_GUIDE}
- Never include passwords, API keys, tokens, card numbers, IBANs or other credentials.
- message_indices: the "index" values of the messages the fact comes from.
If there is nothing worth remembering, return {"facts": []}.`;

export const CLASSIFY_SYSTEM_PROMPT = `You classify one memory about a user.
Return a JSON object {"category": string, "categories": string[], "memory_type": "semantic"|"episodic", "importance": number,
"slot": string|null} and nothing else.
- ${CATEGORY_GUIDE}
- memory_type: "episodic" for a time-bound event, "semantic" for a lasting fact, preference or habit.
- importance 0..1: identity, health and relationships high, trivia low.
- ${SLOT_GUIDE}`;
