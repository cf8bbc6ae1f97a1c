import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isEpisodeKind } from "@memory/models/profile";
import { type BioJunk, type BioVariant, bioJunk, readAllBios } from "./bio.ts";
import type { ApiUser } from "./client.ts";
import { type Half, PLATFORMS } from "./dataset.ts";
import {
  groupJunk,
  isRealExport,
  type JunkFile,
  type JunkFileResult,
  type JunkGroup,
  type LoadedJunkFile,
  measureJunkFile,
  userRole,
} from "./junk-figures.ts";
import { sample } from "./metrics.ts";
import { type ChatItem, importParts, provenanceOf } from "./provenance.ts";

export interface JunkResult {
  files: JunkFileResult[];
  groups: JunkGroup[];
  /** Junk memories of the tuning half (seeded sample); the held-out half's are never printed. */
  samples: string[];
  /** Every bio variant of each export, by export id. */
  bios: Record<string, BioVariant[]>;
  /** How many of each export's bio memories are junk, by export id. */
  bioJunk: Record<string, BioJunk>;
  importMs: number;
}

/** Problems of one junk export, each naming what to fix; empty when the file is usable. */
export function checkJunkFile(file: JunkFile, name: string): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${name}: ${message}`);
  if (!file.id) say("`id` is missing");
  if (!file.source) say("`source` (chatgpt, claude, whatsapp, telegram, discord, slack …) is missing");
  if (!PLATFORMS.has(file.platform))
    say(`platform "${file.platform}" is not one of ${[...PLATFORMS].join(", ")}`);
  const role = userRole(file);
  if (!role)
    say("`user_name` is missing: name the participant whose export it is (the role of their messages)");
  if (!Array.isArray(file.conversations) || file.conversations.length === 0) say("`conversations` is empty");
  if (problems.length > 0) return problems;
  const ids = new Set<string>();
  let own = 0;
  for (const m of file.conversations.flatMap((c) => c.messages)) {
    if (ids.has(m.message_id)) say(`message_id ${m.message_id} appears twice`);
    ids.add(m.message_id);
    if (Number.isNaN(Date.parse(m.timestamp)))
      say(`${m.message_id}: timestamp "${m.timestamp}" is not ISO 8601`);
    if (m.role === role) {
      own += 1;
      if (m.label !== "fact" && m.label !== "none")
        say(`user message ${m.message_id} has no label (fact or none)`);
    } else if (m.label !== undefined) {
      say(`${m.message_id} is labelled but is not the user's (${role}) message`);
    }
  }
  if (own === 0) say(`no message has the user's role "${role}"`);
  return problems;
}

/** The labelled exports of the given halves (eval/data/junk/<half>/*.json), checked. */
export function loadJunk(dataDir: string, halves: readonly Half[]): LoadedJunkFile[] {
  const problems: string[] = [];
  const files = halves.flatMap((half) => {
    const dir = join(dataDir, "junk", half);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((name) => {
        const file = JSON.parse(readFileSync(join(dir, name), "utf8")) as JunkFile;
        problems.push(...checkJunkFile(file, `junk/${half}/${name}`));
        return { ...file, half, file: name };
      });
  });
  if (problems.length > 0)
    throw new Error(`the junk sample has problems:\n  ${problems.slice(0, 20).join("\n  ")}`);
  return files;
}

export const toChatData = (file: JunkFile): ChatItem[] =>
  file.conversations.flatMap((c) =>
    c.messages.map((m) => ({
      message_id: m.message_id,
      timestamp: m.timestamp,
      role: m.role,
      content: m.content,
      metadata: { conversation_id: c.conversation_id },
    })),
  );

/** Reading failures (tuning half only, EVAL_DUMP_DIR set): every memory of the export with its messages. */
function dumpTuningMemories(file: LoadedJunkFile, memories: unknown[]): void {
  const dumpDir = process.env.EVAL_DUMP_DIR;
  if (!dumpDir || file.half !== "tuning") return;
  mkdirSync(dumpDir, { recursive: true });
  writeFileSync(join(dumpDir, `junk-${file.id}.json`), JSON.stringify(memories, null, 1));
}

/**
 * Imports every labelled export (one user each), labels the memories they produced and, for the
 * export of either half, reads the bio in every format and style.
 */
export async function runJunk(
  files: LoadedJunkFile[],
  newUser: (label: string) => Promise<ApiUser>,
  timeoutMs: number,
  seed: number,
): Promise<JunkResult> {
  const results: JunkFileResult[] = [];
  const bios: Record<string, BioVariant[]> = {};
  const bioJunkOf: Record<string, BioJunk> = {};
  let importMs = 0;
  for (const file of files) {
    const user = await newUser(`junk-${file.id}`);
    const chatData = toChatData(file);
    const imported = await user.importChat(file.platform, chatData, file.user_name, timeoutMs);
    importMs += imported.ms;
    const parts = importParts(imported.integrationId, chatData);
    const memories = (await user.listAll()).map((m) => ({
      id: m.memory_id,
      content: m.content,
      provenance: provenanceOf(m.metadata, parts),
      fact: !isEpisodeKind(m.metadata.kind),
      // In the tuning dump: which episode (remark, said, conversation) a memory that is no fact is.
      kind: m.metadata.kind ?? "fact",
    }));
    const result = measureJunkFile(file, memories);
    dumpTuningMemories(file, memories);
    // Held-out memories are never shown, nor written to --json: figures only.
    results.push(file.half === "heldout" ? { ...result, junkContents: [], junkIds: [] } : result);
    // Every export's bios: the held-out ones are the figure, the tuning ones show whoever tunes why.
    if (file.bios === false) continue;
    bios[file.id] = await readAllBios(user, timeoutMs);
    bioJunkOf[file.id] = bioJunk(bios[file.id] ?? [], new Set(result.junkIds));
  }
  // The sample shows the real exports' junk; a dev-set conversation read as a group is not one.
  const tuningJunk = results
    .filter((r) => r.half === "tuning" && isRealExport(r))
    .flatMap((r) => r.junkContents);
  return {
    files: results,
    groups: groupJunk(results),
    // Sorted first: the listing order of equal timestamps is not fixed, the sample must be.
    samples: sample(tuningJunk.sort(), 10, seed),
    bios,
    bioJunk: bioJunkOf,
    importMs,
  };
}
