/**
 * Draws memories to label for `data/categories/labelled.json`: the local extractor run in-process
 * on the tuning sources (the dev-set conversations `data/tuning/*.json` and the real exports
 * `data/junk/tuning/*.json`), or with `--sources heldout` on the held-out ones
 * (`data/heldout/*.json` and `data/junk/heldout/*.json`, for the `check` half), episodes' digests
 * left out, texts already in the labelled file and texts in a language without rules left out
 * (compared as strings, never printed), then a seeded sample. It writes the drawn texts without
 * labels: they are labelled by hand from the README's definitions.
 *
 *   node eval/src/category-sample.ts --seed 20261127 --n 100 --out /tmp/draw.json
 *   node eval/src/category-sample.ts --seed 20261129 --n 160 --sources heldout --out /tmp/draw.json
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type ConversationMessage,
  createLocalModelProvider,
  type ExtractedFact,
  hasLanguageRules,
} from "@memory/models";
import type { JunkFile } from "./junk-figures.ts";
import { sample } from "./metrics.ts";

const DATA = fileURLToPath(new URL("../data/", import.meta.url));
/** Messages further apart than this start a new part, as a chat import's time gap does (6 h). */
const GAP_MS = 6 * 3_600_000;
/** A turn shorter than this is context only, the import's default `min_length`. */
const MIN_LENGTH = 50;

interface Said {
  role: string;
  content: string;
  timestamp: string;
}

interface Drawn {
  source: string;
  text: string;
}

/** Parts split at time gaps; each turn (one speaker's consecutive messages) under MIN_LENGTH is context only. */
function parts(messages: Said[], userName: string | undefined): ConversationMessage[][] {
  const out: ConversationMessage[][] = [];
  let last = Number.NEGATIVE_INFINITY;
  let turn: ConversationMessage[] = [];
  const flush = () => {
    const length = turn.reduce((n, m) => n + m.content.length, 0);
    out.at(-1)?.push(...turn.map((m) => (length < MIN_LENGTH ? { ...m, contextOnly: true } : m)));
    turn = [];
  };
  for (const m of messages) {
    const at = Date.parse(m.timestamp);
    if (at - last > GAP_MS) {
      flush();
      out.push([]);
    }
    last = at;
    const role = m.role === userName ? "user" : m.role;
    if (turn.length > 0 && turn[0]?.role !== role) flush();
    turn.push({ role, content: m.content, timestamp: new Date(at).toISOString() });
  }
  flush();
  return out.filter((p) => p.length > 0);
}

/** The dev-set conversations and real exports of one half ("tuning" or "heldout"). */
function sources(half: string): Array<{ source: string; messages: Said[]; userName?: string }> {
  const dev = readdirSync(join(DATA, half))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(DATA, half, f), "utf8")))
    // Chinese, Japanese (and Korean) have no category cue words: their labels would measure nothing.
    .filter((c) => c.language === undefined)
    .map((c) => ({
      source: c.id as string,
      messages: c.messages as Said[],
      userName: c.user_name as string,
    }));
  const junk = readdirSync(join(DATA, "junk", half))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(DATA, "junk", half, f), "utf8")) as JunkFile)
    // A chat between people (WhatsApp, Slack …) names the user's messages by `user_name`, as its import does.
    .flatMap((file) =>
      file.conversations.map((c) => ({
        source: file.id,
        messages: c.messages,
        ...(file.user_name ? { userName: file.user_name } : {}),
      })),
    );
  return [...dev, ...junk];
}

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      n: { type: "string" },
      out: { type: "string" },
      sources: { type: "string", default: "tuning" },
    },
  });
  if (values.sources !== "tuning" && values.sources !== "heldout")
    throw new Error("--sources is tuning or heldout");
  const labelled = JSON.parse(readFileSync(join(DATA, "categories", "labelled.json"), "utf8")) as Array<{
    text: string;
  }>;
  const known = new Set(labelled.map((m) => m.text));
  const models = await createLocalModelProvider();
  const drawn = new Map<string, Drawn>();
  for (const { source, messages, userName } of sources(values.sources)) {
    for (const part of parts(messages, userName)) {
      const timestamp = part[0]?.timestamp;
      const facts: ExtractedFact[] = await models.extract({
        messages: part,
        ...(timestamp ? { timestamp } : {}),
        ...(userName ? { userName } : {}),
      });
      for (const f of facts) {
        // A text in a language without cue words (Japanese …) would measure nothing.
        if (f.kind !== "conversation" && hasLanguageRules(f.content) && !known.has(f.content))
          drawn.set(f.content, { source, text: f.content });
      }
    }
  }
  await models.close();
  const chosen = sample([...drawn.values()], Number(values.n ?? 100), Number(values.seed ?? 20261127));
  writeFileSync(values.out ?? "/dev/stdout", `${JSON.stringify(chosen, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
