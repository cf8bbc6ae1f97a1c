import type { MemoryRow } from "@memory/db";
import { eventDateIn, type QueryAnalysis } from "../query/analyse.ts";
import { type AnalysedMemory, aboutAll, list, text } from "./memory-text.ts";
import type { NamedPeople } from "./people.ts";
import { RANK_WEIGHTS } from "./weights.ts";

/** What moved a score beside its words and meaning: one step of the ranking, as it was applied. */
export interface Boost {
  /** name: the query names a person; slot: it asks for an attribute; date: it names a date or asks when;
   * feedback: words of the best results; repeat: nothing new over a better result. */
  reason: "name" | "slot" | "date" | "feedback" | "repeat";
  /** add: `value` was added to the sum; multiply: the score was multiplied by `value`. */
  operation: "add" | "multiply";
  value: number;
  /** In words, what the ranking saw. */
  detail: string;
}

const add = (reason: Boost["reason"], value: number, detail: string): Boost => ({
  reason,
  operation: "add",
  value,
  detail,
});

/**
 * +`personAbout` when the query names someone the memory is about, +`personMentioned` when the
 * memory only mentions them, `personOther` when it is about someone else the query does not name.
 */
export function personBoost(row: MemoryRow, memory: AnalysedMemory, people: NamedPeople): Boost | undefined {
  const w = RANK_WEIGHTS;
  if (people.named.size === 0) return undefined;
  const about = aboutAll(row, memory.about).find((p) => people.named.has(p));
  if (about !== undefined)
    return add("name", w.personAbout, `the query names ${about}, whom this memory is about`);
  const mentioned =
    [...people.nameWords].find(([, parts]) => parts.every((part) => memory.stems.has(part)))?.[0] ??
    list(row.metadata.participants).find((p) => people.named.has(p));
  if (mentioned !== undefined)
    return add("name", w.personMentioned, `the memory mentions ${mentioned}, whom the query names`);
  if (memory.about)
    return add("name", w.personOther, `the memory is about ${memory.about}, whom the query does not name`);
  return undefined;
}

/** Questions about a single-valued attribute ("What is my name?", "Where does Melanie live?"). */
const SLOT_QUESTIONS: Array<[RegExp, string[]]> = [
  [/\b(?:name|called|heißt|heiße|appelle|llama)\b/iu, ["name"]],
  [/\b(?:live|lives|(?<!for a )living|home|based|moved|wohnt|wohne|habite|vit|vive)\b/iu, ["residence"]],
  [
    /\b(?:work|works|working|job|employer|company|profession|occupation|for a living|arbeitet|travaille|trabaja)\b/iu,
    ["employer", "job_title"],
  ],
  [/\b(?:old|age|birthday|alt|âge|edad)\b/iu, ["age"]],
  [
    /\b(?:married|single|engaged|partner|relationship|dating|girlfriend|boyfriend|husband|wife)\b/iu,
    ["relationship_status"],
  ],
];

/** The single-valued attributes a query asks for ("Where does Melanie live?" → residence). */
export function askedSlots(queryText: string): ReadonlySet<string> {
  return new Set(SLOT_QUESTIONS.flatMap(([cue, slots]) => (cue.test(queryText) ? slots : [])));
}

/**
 * +`slot` when the memory holds the attribute asked about ("residence", "person:melanie:residence");
 * else +`slotTopic` when its text is about it, said another way (not a digest: it touches on every
 * topic of its conversation).
 */
export function slotBoost(
  row: MemoryRow,
  topics: readonly string[],
  asked: ReadonlySet<string>,
): Boost | undefined {
  const slot = row.slot?.split(":").at(-1);
  if (slot && asked.has(slot))
    return add("slot", RANK_WEIGHTS.slot, `the memory holds the ${slot} the query asks for`);
  if (row.metadata.kind === "conversation") return undefined;
  const topic = topics.find((t) => asked.has(t));
  return topic
    ? add("slot", RANK_WEIGHTS.slotTopic, `the memory's text is about the ${topic} the query asks for`)
    : undefined;
}

/** +`dateInRange` when `metadata.event_date` falls in a date the query names; +`whenDated` for a dated memory on a "when" question. */
export function dateBoost(row: MemoryRow, query: QueryAnalysis): Boost | undefined {
  const eventDate = text(row.metadata.event_date);
  if (!eventDate) return undefined;
  if (query.dates.length > 0 && eventDateIn(eventDate, query.dates)) {
    const ranges = query.dates.map((r) => (r.from === r.to ? r.from : `${r.from} … ${r.to}`)).join(", ");
    return add(
      "date",
      RANK_WEIGHTS.dateInRange,
      `its event date ${eventDate} falls in ${ranges}, named by the query`,
    );
  }
  if (query.asksWhen)
    return add(
      "date",
      RANK_WEIGHTS.whenDated,
      `a "when" question, and the memory has an event date (${eventDate})`,
    );
  return undefined;
}
