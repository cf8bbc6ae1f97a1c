import { HALVES, type Half } from "./dataset.ts";
import { classifyMemory, MAX_CITED } from "./metrics.ts";

export type Label = "fact" | "none";

/** One labelled real export (eval/data/junk/<half>/*.json); see eval/data/junk/README.md. */
export interface JunkFile {
  id: string;
  /** The kind of source: chatgpt, claude, whatsapp, telegram, discord, slack … */
  source: string;
  /** Where the export was published, at which commit, and its licence. */
  origin?: string;
  /** One of the chat import's platforms. */
  platform: string;
  /** Whose export it is, for chats between people: the `role` of the user's messages. */
  user_name?: string;
  conversations: {
    conversation_id: string;
    title?: string;
    messages: {
      message_id: string;
      timestamp: string;
      role: string;
      content: string;
      /** Only on the user's messages: does it state something lasting or datable about the person? */
      label?: Label;
    }[];
  }[];
}

export interface LoadedJunkFile extends JunkFile {
  half: Half;
  file: string;
  /** False: its bios are not read (a dev-set conversation read as a channel, DEV_AS_CHANNEL). */
  bios?: boolean;
}

/** The assistant platforms: the user's messages have the role "user", the others "assistant". */
const ASSISTANT_PLATFORMS = new Set(["chatgpt", "claude"]);

/** The `role` of the user's own messages in `file`. */
export const userRole = (file: JunkFile): string =>
  ASSISTANT_PLATFORMS.has(file.platform) ? "user" : (file.user_name ?? "");

/** What one export's memories say, against its labels. */
export interface JunkCounts {
  userMessages: number;
  labelledFact: number;
  memories: number;
  /** Memories all of whose messages are `none` (other people's and the assistant's messages count as `none`). */
  junk: number;
  /** Memories that are facts (`metadata.kind` absent or "fact"); the rest are episodes: remarks, sentences kept as said, digests. */
  facts: number;
  /** Junk memories that are facts: what the profile and the bio may read (issue 27's "junk among facts"). */
  factJunk: number;
  /** Junk memories made only from messages the user did not write. */
  othersOnly: number;
  fromFact: number;
  /** `fact` messages that gave at least one memory (a digest citing twenty messages counts for each). */
  factCovered: number;
  /** `fact` messages cited by a memory that cites at most MAX_CITED messages (the three-message rule, issue 27 item 6). */
  factCoveredNarrow: number;
  /** The same, by a fact (not an episode): what the profile and the bio can read. */
  factCoveredAsFact: number;
  /** Memories without provenance. */
  unknown: number;
}

export interface JunkFileResult extends JunkCounts {
  id: string;
  source: string;
  half: Half;
  conversations: number;
  /** The text of the junk memories (printed for the tuning half only). */
  junkContents: string[];
  /** The ids of the junk memories (to find them in a bio). */
  junkIds: string[];
}

const ZERO: JunkCounts = {
  userMessages: 0,
  labelledFact: 0,
  memories: 0,
  junk: 0,
  facts: 0,
  factJunk: 0,
  othersOnly: 0,
  fromFact: 0,
  factCovered: 0,
  factCoveredNarrow: 0,
  factCoveredAsFact: 0,
  unknown: 0,
};

/** Labels one export's memories (each with the message ids it came from) against the file's labels. */
export function measureJunkFile(
  file: LoadedJunkFile,
  memories: { id: string; content: string; provenance: string[]; fact: boolean }[],
): JunkFileResult {
  const role = userRole(file);
  const labels = new Map<string, Label>();
  const others = new Set<string>();
  for (const m of file.conversations.flatMap((c) => c.messages)) {
    if (m.role === role && m.label) labels.set(m.message_id, m.label);
    else if (m.role !== role) {
      others.add(m.message_id);
      labels.set(m.message_id, "none");
    }
  }
  const kinds = memories.map((m) => ({ ...m, kind: classifyMemory(m.provenance, labels) }));
  const junk = kinds.filter((k) => k.kind === "junk");
  const coveredBy = (among: typeof kinds) =>
    new Set(among.flatMap((k) => k.provenance.filter((id) => labels.get(id) === "fact"))).size;
  const narrow = kinds.filter((k) => k.provenance.length <= MAX_CITED);
  const userLabels = [...labels.entries()].filter(([id]) => !others.has(id));
  return {
    id: file.id,
    source: file.source,
    half: file.half,
    conversations: file.conversations.length,
    userMessages: userLabels.length,
    labelledFact: userLabels.filter(([, l]) => l === "fact").length,
    memories: memories.length,
    junk: junk.length,
    facts: kinds.filter((k) => k.fact).length,
    factJunk: junk.filter((k) => k.fact).length,
    othersOnly: junk.filter((k) => k.provenance.every((id) => others.has(id))).length,
    fromFact: kinds.filter((k) => k.kind === "fact").length,
    factCovered: coveredBy(kinds),
    factCoveredNarrow: coveredBy(narrow),
    factCoveredAsFact: coveredBy(narrow.filter((k) => k.fact)),
    unknown: kinds.filter((k) => k.kind === "unknown").length,
    junkContents: junk.map((k) => k.content),
    junkIds: junk.map((k) => k.id),
  };
}

/** The counts of several exports added up. */
export function addCounts(results: JunkCounts[]): JunkCounts {
  const total = { ...ZERO };
  for (const r of results) {
    for (const key of Object.keys(ZERO) as (keyof JunkCounts)[]) total[key] += r[key];
  }
  return total;
}

export interface JunkFigures {
  /** Share of the memories all of whose messages are `none`. */
  junkShare: number | null;
  /** The same among the facts only (the target of issue 27). */
  factJunkShare: number | null;
  /** Share of the `fact` messages that gave at least one memory (any memory: as the figure was first reported). */
  factRemembered: number | null;
  /** … by a memory citing at most MAX_CITED messages: the figure the target reads. */
  factRememberedNarrow: number | null;
  /** … by a fact citing at most MAX_CITED messages: what the profile and the bio can read. */
  factRememberedAsFact: number | null;
  memoriesPer100: number | null;
}

export function junkFigures(c: JunkCounts): JunkFigures {
  const share = (n: number) => (c.labelledFact > 0 ? n / c.labelledFact : null);
  return {
    junkShare: c.memories > 0 ? c.junk / c.memories : null,
    factJunkShare: c.facts > 0 ? c.factJunk / c.facts : null,
    factRemembered: share(c.factCovered),
    factRememberedNarrow: share(c.factCoveredNarrow),
    factRememberedAsFact: share(c.factCoveredAsFact),
    memoriesPer100: c.userMessages > 0 ? (100 * c.memories) / c.userMessages : null,
  };
}

export interface JunkGroup {
  half: Half;
  /** A source kind, or "all" for the half's total. */
  source: string;
  exports: number;
  counts: JunkCounts;
  figures: JunkFigures;
}

/**
 * DEV_AS_CHANNEL, DEV_AS_GROUP: the source kinds of a dev-set conversation read as a Slack channel
 * and as a WhatsApp group (as-channel.ts). They are no real exports: their rows stand apart and are
 * not in a half's "all".
 */
export const DEV_AS_CHANNEL = "dev-as-channel";
export const DEV_AS_GROUP = "dev-as-group";

/** Whether a result is a real export (not a dev-set conversation read as a group). */
export const isRealExport = (r: { source: string }) =>
  r.source !== DEV_AS_CHANNEL && r.source !== DEV_AS_GROUP;

/** One group per half and source kind (sorted), then each half's total of its real exports. */
export function groupJunk(results: JunkFileResult[]): JunkGroup[] {
  const group = (half: Half, source: string, members: JunkFileResult[]): JunkGroup => {
    const counts = addCounts(members);
    return { half, source, exports: members.length, counts, figures: junkFigures(counts) };
  };
  return HALVES.filter((h) => results.some((r) => r.half === h)).flatMap((half) => {
    const inHalf = results.filter((r) => r.half === half);
    const sources = [...new Set(inHalf.map((r) => r.source))].sort();
    return [
      ...sources.map((s) =>
        group(
          half,
          s,
          inHalf.filter((r) => r.source === s),
        ),
      ),
      group(half, "all", inHalf.filter(isRealExport)),
    ];
  });
}
