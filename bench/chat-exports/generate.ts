import { strToU8, zipSync } from "fflate";

/** Synthetic exports in the real layouts, `n` messages each, for the benchmark. */

const PEOPLE = ["Jana Novak", "Tomás Ruiz", "Petra Dvořák", "Ali Hassan"];
const WORDS =
  "we could meet on friday at the station and bring the new climbing rope my sister bought last week".split(
    " ",
  );
const sentence = (i: number) => {
  const n = 6 + (i % 12);
  const out: string[] = [];
  for (let k = 0; k < n; k++) out.push(WORDS[(i * 7 + k * 3) % WORDS.length] as string);
  return out.join(" ");
};
const START = Date.UTC(2023, 0, 1, 8, 0, 0);
const at = (i: number) => START + i * 97_000;
const pad = (v: number) => String(v).padStart(2, "0");

export function whatsAppText(n: number): Uint8Array {
  const lines: string[] = [
    "01/01/2023, 08:00 - Messages and calls are end-to-end encrypted. Tap to learn more.",
  ];
  for (let i = 0; i < n; i++) {
    const d = new Date(at(i));
    const head = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    const body = i % 10 === 0 ? `${sentence(i)}\n${sentence(i + 1)}` : sentence(i);
    lines.push(`${head} - ${PEOPLE[i % 2]}: ${body}`);
  }
  return strToU8(lines.join("\n"));
}

export function whatsAppZip(n: number): Uint8Array {
  return zipSync({ "WhatsApp Chat with Tomás Ruiz.txt": whatsAppText(n) });
}

export function telegramJson(n: number): Uint8Array {
  const messages = [];
  for (let i = 0; i < n; i++) {
    const t = at(i);
    messages.push({
      id: i + 1,
      type: "message",
      date: new Date(t).toISOString().slice(0, 19),
      date_unixtime: String(t / 1000),
      from: PEOPLE[i % 3],
      from_id: `user${100 + (i % 3)}`,
      text: i % 5 === 0 ? [sentence(i), { type: "bold", text: " important" }] : sentence(i),
      text_entities: [{ type: "plain", text: sentence(i) }],
    });
  }
  const body = {
    about: "Here is the data you requested.",
    personal_information: { user_id: 100, first_name: "Jana", last_name: "Novak" },
    chats: {
      about: "This page lists all chats from this export.",
      list: [{ name: "Club", type: "private_supergroup", id: 1, messages }],
    },
  };
  return strToU8(JSON.stringify(body, null, 1));
}

export function chatGptJson(n: number): Uint8Array {
  const conversations = [];
  const perConversation = 20;
  for (let c = 0; c * perConversation < n; c++) {
    const mapping: Record<string, unknown> = {
      root: { id: "root", message: null, parent: null, children: [`m${c}-0`] },
    };
    let last = "root";
    for (let k = 0; k < perConversation && c * perConversation + k < n; k++) {
      const i = c * perConversation + k;
      const id = `m${c}-${k}`;
      mapping[id] = {
        id,
        message: {
          id,
          author: { role: k % 2 === 0 ? "user" : "assistant", name: null, metadata: {} },
          create_time: at(i) / 1000,
          content: { content_type: "text", parts: [sentence(i)] },
          status: "finished_successfully",
          metadata: {},
          recipient: "all",
        },
        parent: last,
        children: [`m${c}-${k + 1}`],
      };
      last = id;
    }
    conversations.push({
      title: `Chat ${c}`,
      create_time: at(c * perConversation) / 1000,
      mapping,
      current_node: last,
      id: `c${c}`,
    });
  }
  return strToU8(JSON.stringify(conversations));
}

export function claudeJson(n: number): Uint8Array {
  const conversations = [];
  const perConversation = 20;
  for (let c = 0; c * perConversation < n; c++) {
    const chat_messages = [];
    for (let k = 0; k < perConversation && c * perConversation + k < n; k++) {
      const i = c * perConversation + k;
      const text = sentence(i);
      const created = new Date(at(i)).toISOString();
      chat_messages.push({
        uuid: `m${i}`,
        text,
        content: [{ type: "text", text, citations: [] }],
        sender: k % 2 === 0 ? "human" : "assistant",
        created_at: created,
        updated_at: created,
        attachments: [],
        files: [],
      });
    }
    conversations.push({
      uuid: `c${c}`,
      name: `Chat ${c}`,
      created_at: new Date(at(c * 20)).toISOString(),
      chat_messages,
    });
  }
  return strToU8(JSON.stringify(conversations));
}

export function slackZip(n: number): Uint8Array {
  const users = PEOPLE.map((name, i) => ({
    id: `U${i}`,
    name: name.toLowerCase(),
    profile: { real_name: name, display_name: "" },
  }));
  const files: Record<string, Uint8Array> = {
    "users.json": strToU8(JSON.stringify(users)),
    "channels.json": strToU8(
      JSON.stringify([{ id: "C1", name: "general", members: ["U0", "U1", "U2", "U3"] }]),
    ),
  };
  const days = new Map<string, unknown[]>();
  for (let i = 0; i < n; i++) {
    const t = at(i);
    const day = new Date(t).toISOString().slice(0, 10);
    const list = days.get(day) ?? [];
    list.push({
      type: "message",
      user: `U${i % 4}`,
      text: i % 9 === 0 ? `<@U${(i + 1) % 4}> ${sentence(i)}` : sentence(i),
      ts: `${t / 1000}.000100`,
      ...(i % 7 === 0 ? { thread_ts: `${at(i - (i % 7)) / 1000}.000100` } : {}),
    });
    days.set(day, list);
  }
  for (const [day, list] of days) files[`general/${day}.json`] = strToU8(JSON.stringify(list, null, 4));
  return zipSync(files);
}

export function discordJson(n: number): Uint8Array {
  const messages = [];
  for (let i = 0; i < n; i++) {
    messages.push({
      id: String(1_000_000_000_000_000 + i),
      type: i % 6 === 0 ? "Reply" : "Default",
      timestamp: new Date(at(i)).toISOString().replace("Z", "+00:00"),
      timestampEdited: null,
      callEndedTimestamp: null,
      isPinned: false,
      content: sentence(i),
      author: {
        id: String(i % 3),
        name: PEOPLE[i % 3],
        discriminator: "0000",
        nickname: PEOPLE[i % 3],
        color: null,
        isBot: false,
      },
      attachments: [],
      embeds: [],
      stickers: [],
      reactions: [],
      mentions: [],
      ...(i % 6 === 0 && i > 0
        ? { reference: { messageId: String(1_000_000_000_000_000 + i - 1), channelId: "1", guildId: "1" } }
        : {}),
    });
  }
  const body = {
    guild: { id: "1", name: "Climbing", iconUrl: "" },
    channel: {
      id: "1",
      type: "GuildTextChat",
      categoryId: "0",
      category: "Text",
      name: "general",
      topic: null,
    },
    dateRange: { after: null, before: null },
    exportedAt: new Date(START).toISOString(),
    messages,
    messageCount: n,
  };
  return strToU8(JSON.stringify(body, null, 2));
}
