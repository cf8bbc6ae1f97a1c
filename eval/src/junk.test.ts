import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { devSetAsGroups } from "./as-channel.ts";
import { bioJunk, compactBios } from "./bio.ts";
import type { LoadedConversation } from "./dataset.ts";
import { checkJunkFile, loadJunk } from "./junk.ts";
import {
  DEV_AS_CHANNEL,
  DEV_AS_GROUP,
  groupJunk,
  type LoadedJunkFile,
  measureJunkFile,
} from "./junk-figures.ts";

const msg = (id: string, role: string, content: string, label?: "fact" | "none") => ({
  message_id: id,
  timestamp: "2024-03-01T10:00:00Z",
  role,
  content,
  ...(label ? { label } : {}),
});

/** A WhatsApp group: Ana is the user; Bo and Cy are other members. */
const group = (half: "tuning" | "heldout" = "heldout"): LoadedJunkFile => ({
  id: "wa-test",
  source: "whatsapp",
  platform: "whatsapp",
  user_name: "Ana",
  half,
  file: "wa-test.json",
  conversations: [
    {
      conversation_id: "c1",
      messages: [
        msg("m1", "Ana", "I started as a nurse at the Lyon hospital last month", "fact"),
        msg("m2", "Bo", "I moved to Porto"),
        msg("m3", "Ana", "<Media omitted>", "none"),
        msg("m4", "Ana", "My sister lives in Ghent", "fact"),
        msg("m5", "Cy", "Tato zpráva byla odstraněna"),
      ],
    },
  ],
});

const chatgpt = (half: "tuning" | "heldout"): LoadedJunkFile => ({
  id: "gpt-test",
  source: "chatgpt",
  platform: "chatgpt",
  half,
  file: "gpt-test.json",
  conversations: [
    {
      conversation_id: "c1",
      messages: [
        msg("g1", "user", "I run a gardening company in Leeds", "fact"),
        msg("g2", "assistant", "Here are ten names for it"),
        msg("g3", "user", "Give me ten more", "none"),
      ],
    },
  ],
});

describe("junk figures of one export", () => {
  it("counts other people's messages as `none`, and only the user's messages as user messages", () => {
    const r = measureJunkFile(group(), [
      { id: "x1", content: "Ana is a nurse at the Lyon hospital", provenance: ["m1"], fact: true },
      { id: "x2", content: "Moved to Porto", provenance: ["m2"], fact: true },
      { id: "x3", content: "Bo: media omitted", provenance: ["m3", "m5"], fact: false },
      { id: "x4", content: "(no provenance)", provenance: [], fact: true },
    ]);
    expect(r.userMessages).toBe(3);
    expect(r.labelledFact).toBe(2);
    expect(r.memories).toBe(4);
    expect(r.junk).toBe(2);
    expect(r.facts).toBe(3);
    expect(r.factJunk).toBe(1);
    expect(r.othersOnly).toBe(1);
    expect(r.fromFact).toBe(1);
    expect(r.factCovered).toBe(1);
    expect(r.unknown).toBe(1);
    expect(r.junkContents).toEqual(["Moved to Porto", "Bo: media omitted"]);
    expect(r.junkIds).toEqual(["x2", "x3"]);
  });

  it("a `fact` message cited by two memories counts once as remembered", () => {
    const r = measureJunkFile(chatgpt("tuning"), [
      { id: "x5", content: "Runs a gardening company", provenance: ["g1"], fact: true },
      { id: "x6", content: "Lives in Leeds", provenance: ["g1", "g2"], fact: true },
    ]);
    expect(r.factCovered).toBe(1);
    expect(r.junk).toBe(0);
  });

  it("counts a `fact` message as remembered honestly: by a memory citing at most three messages, and apart as a fact", () => {
    const digest = ["g1", "g2", "g3", "m9"];
    const r = measureJunkFile(chatgpt("heldout"), [
      { id: "x12", content: "On 2024-03-01 the user asked for names …", provenance: digest, fact: false },
    ]);
    expect(r.factCovered).toBe(1);
    expect(r.factCoveredNarrow).toBe(0);
    expect(r.factCoveredAsFact).toBe(0);
    const episode = measureJunkFile(chatgpt("heldout"), [
      { id: "x13", content: "The user: I run a gardening company in Leeds", provenance: ["g1"], fact: false },
    ]);
    expect([episode.factCoveredNarrow, episode.factCoveredAsFact]).toEqual([1, 0]);
    const fact = measureJunkFile(chatgpt("heldout"), [
      { id: "x14", content: "Runs a gardening company in Leeds", provenance: ["g1", "g2"], fact: true },
    ]);
    expect([fact.factCoveredNarrow, fact.factCoveredAsFact]).toEqual([1, 1]);
  });
});

describe("junk groups", () => {
  it("gives each half its source kinds and a total, with the three figures", () => {
    const results = [
      measureJunkFile(chatgpt("tuning"), [
        { id: "x7", content: "Ten more names", provenance: ["g3"], fact: true },
      ]),
      measureJunkFile(group("heldout"), [
        { id: "x8", content: "Nurse in Lyon", provenance: ["m1"], fact: true },
        { id: "x9", content: "Sister in Ghent", provenance: ["m4"], fact: true },
        { id: "x10", content: "Moved to Porto", provenance: ["m2"], fact: false },
      ]),
      measureJunkFile(chatgpt("heldout"), [
        { id: "x11", content: "Gardening company", provenance: ["g1"], fact: true },
      ]),
    ];
    const groups = groupJunk(results);
    expect(groups.map((g) => `${g.half}/${g.source}`)).toEqual([
      "tuning/chatgpt",
      "tuning/all",
      "heldout/chatgpt",
      "heldout/whatsapp",
      "heldout/all",
    ]);
    const tuning = groups[0];
    expect(tuning?.figures).toEqual({
      junkShare: 1,
      factJunkShare: 1,
      factRemembered: 0,
      factRememberedNarrow: 0,
      factRememberedAsFact: 0,
      memoriesPer100: 50,
    });
    const heldout = groups[4];
    expect(heldout?.counts.memories).toBe(4);
    expect(heldout?.figures.junkShare).toBeCloseTo(1 / 4);
    // "Moved to Porto" is the junk, and an episode: no junk among the three facts.
    expect(heldout?.figures.factJunkShare).toBe(0);
    expect(heldout?.figures.factRemembered).toBeCloseTo(3 / 3);
    expect(heldout?.figures.memoriesPer100).toBeCloseTo((100 * 4) / 5);
  });
});

describe("junk file checks", () => {
  it("accepts a labelled group export", () => {
    expect(checkJunkFile(group(), "x.json")).toEqual([]);
  });

  it("names what to fix: no user_name, a user message without label, a label on someone else's message", () => {
    const f = group();
    delete f.user_name;
    expect(checkJunkFile(f, "x.json")).toEqual([
      "x.json: `user_name` is missing: name the participant whose export it is (the role of their messages)",
    ]);
    const g = group();
    const messages = g.conversations[0]?.messages ?? [];
    delete messages[0]?.label;
    if (messages[1]) messages[1].label = "fact";
    expect(checkJunkFile(g, "x.json")).toEqual([
      "x.json: user message m1 has no label (fact or none)",
      "x.json: m2 is labelled but is not the user's (Ana) message",
    ]);
  });
});

describe("loading the junk halves", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads only the halves asked for, and names the half of each file", () => {
    dir = mkdtempSync(join(tmpdir(), "junk-"));
    for (const half of ["tuning", "heldout"] as const) {
      mkdirSync(join(dir, "junk", half), { recursive: true });
      const { half: _h, file: _f, ...plain } = chatgpt(half);
      writeFileSync(join(dir, "junk", half, "a.json"), JSON.stringify({ ...plain, id: `gpt-${half}` }));
    }
    expect(loadJunk(dir, ["tuning"]).map((f) => `${f.half}:${f.id}`)).toEqual(["tuning:gpt-tuning"]);
    expect(loadJunk(dir, ["tuning", "heldout"]).map((f) => f.half)).toEqual(["tuning", "heldout"]);
  });

  it("the exports shipped in data/junk pass the file checks, with an id and message ids of their own", () => {
    const files = loadJunk(join(import.meta.dirname, "../data"), ["tuning", "heldout"]);
    expect(new Set(files.map((f) => f.half))).toEqual(new Set(["tuning", "heldout"]));
    expect(new Set(files.map((f) => f.id)).size).toBe(files.length);
    const ids = files.flatMap((f) => f.conversations.flatMap((c) => c.messages.map((m) => m.message_id)));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("what a bio is built on", () => {
  it("counts the distinct memories of the bios, the junk among them, and the bios that hold one", () => {
    const bio = (memoryIds: string[]) => ({ format: "full", style: "factual", text: "…", memoryIds });
    expect(bioJunk([bio(["f1", "j1"]), bio(["f1", "f2"]), bio([])], new Set(["j1", "j2"]))).toEqual({
      bios: 2,
      memories: 3,
      junk: 1,
      biosWithJunk: 1,
    });
  });
});

describe("bios printed compactly", () => {
  it("one line per variant, line breaks as ' | ', a repeated text by reference", () => {
    const lines = compactBios([
      { format: "bullets", style: "narrative", text: "• Nurse in Lyon\n• Sister in Ghent", memoryIds: ["a"] },
      { format: "bullets", style: "factual", text: "• Nurse in Lyon\n• Sister in Ghent", memoryIds: ["a"] },
      { format: "short", style: "narrative", text: "BIO_NOT_FOUND: store more memories", memoryIds: [] },
    ]);
    expect(lines).toEqual([
      "bullets/narrative: • Nurse in Lyon | • Sister in Ghent",
      "bullets/factual: = bullets/narrative",
      "short/narrative: BIO_NOT_FOUND: store more memories",
    ]);
  });
});

describe("dev-set conversations read as a channel and as a group (DEV_AS_CHANNEL, DEV_AS_GROUP)", () => {
  const conversation = (no_fact?: string[]): LoadedConversation => ({
    id: "t99",
    description: "two friends",
    platform: "whatsapp",
    user_name: "Ana",
    other_name: "Bo",
    half: "heldout",
    file: "t99.json",
    questions: [
      { id: "t99-q1", kind: "single", question: "Where does Ana work?", answer: "Lyon", evidence: ["m1"] },
    ],
    messages: [
      msg("m1", "Ana", "I started as a nurse at the Lyon hospital"),
      msg("m2", "Bo", "wow congrats"),
      msg("m3", "Ana", "haha thanks"),
    ],
    ...(no_fact ? { no_fact } : {}),
  });

  it("labels the user's messages from the no_fact list, reads the chat as a Slack channel and reads no bio", () => {
    const [file] = devSetAsGroups([conversation(["m2", "m3"])]);
    expect(file?.source).toBe(DEV_AS_CHANNEL);
    expect(file?.platform).toBe("slack");
    expect(file?.half).toBe("heldout");
    expect(file?.bios).toBe(false);
    expect(file?.conversations[0]?.messages.map((m) => m.label)).toEqual(["fact", undefined, "none"]);
    expect(file && checkJunkFile(file, "t99")).toEqual([]);
  });

  it("reads it a second time as a WhatsApp group: a third member says hello first", () => {
    const [, group] = devSetAsGroups([conversation(["m2", "m3"])]);
    expect(group?.source).toBe(DEV_AS_GROUP);
    expect(group?.platform).toBe("whatsapp");
    const messages = group?.conversations[0]?.messages ?? [];
    expect(new Set(messages.map((m) => m.role))).toEqual(new Set(["Sam", "Ana", "Bo"]));
    expect((messages[0]?.timestamp ?? "") < (messages[1]?.timestamp ?? "")).toBe(true);
    expect(messages.map((m) => m.label)).toEqual([undefined, "fact", undefined, "none"]);
    expect(group && checkJunkFile(group, "t99")).toEqual([]);
  });

  it("leaves out a conversation without a no_fact list", () => {
    expect(devSetAsGroups([conversation()])).toEqual([]);
  });
});

describe("junk groups with dev-set conversations read as a group", () => {
  it("gives them their own row and leaves them out of the half's total of real exports", () => {
    const [channel] = devSetAsGroups([
      {
        id: "t98",
        description: "two friends",
        platform: "whatsapp",
        user_name: "Ana",
        other_name: "Bo",
        half: "heldout",
        file: "t98.json",
        questions: [],
        messages: [msg("d1", "Ana", "I work at the Lyon hospital"), msg("d2", "Bo", "nice")],
        no_fact: ["d2"],
      },
    ]);
    if (!channel) throw new Error("no channel");
    const groups = groupJunk([
      measureJunkFile(channel, [{ id: "y1", content: "Works in Lyon", provenance: ["d1"], fact: true }]),
      measureJunkFile(chatgpt("heldout"), [
        { id: "y2", content: "Ten more names", provenance: ["g3"], fact: true },
      ]),
    ]);
    expect(groups.map((g) => `${g.source}: ${g.counts.facts}`)).toEqual([
      "chatgpt: 1",
      "dev-as-channel: 1",
      "all: 1",
    ]);
  });
});
