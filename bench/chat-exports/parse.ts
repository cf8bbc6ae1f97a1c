/**
 * Parse speed and memory of each chat-export format: `cd bench && node --expose-gc chat-exports/parse.ts`
 * (BENCH_MESSAGES=10000 by default, 1000 with BENCH_SCALE=small). Each export is generated in its real layout, then parsed
 * through `streamChatExport`; the table gives messages per second and the peak resident memory
 * seen while parsing (sampled every 500 messages), with the export's size for scale.
 * BENCH_FORMATS=telegram (a comma-separated list of name prefixes) runs only some formats, e.g.
 * `BENCH_MESSAGES=250000 BENCH_FORMATS=telegram` for a ~100 MB result.json.
 */
import { streamChatExport } from "@memory/chat-exports";
import {
  chatGptJson,
  claudeJson,
  discordJson,
  slackZip,
  telegramJson,
  whatsAppText,
  whatsAppZip,
} from "./generate.ts";

const n = Number(process.env.BENCH_MESSAGES ?? (process.env.BENCH_SCALE === "small" ? 1_000 : 10_000));
const formats: [string, (n: number) => Uint8Array, string?][] = [
  ["whatsapp .txt", whatsAppText, "WhatsApp Chat with Tomás Ruiz.txt"],
  ["whatsapp .zip", whatsAppZip],
  ["telegram result.json", telegramJson],
  ["chatgpt conversations.json", chatGptJson],
  ["claude conversations.json", claudeJson],
  ["slack export zip", slackZip],
  ["discord (DCE) json", discordJson],
];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const gc = (globalThis as { gc?: () => void }).gc;

console.log(`chat-exports parse benchmark, ${n} messages per export (node ${process.version})`);
console.log(["format", "input MB", "messages", "msgs/s", "peak RSS MB", "RSS before MB"].join("\t"));
const only = (process.env.BENCH_FORMATS ?? "").split(",").filter(Boolean);
for (const [name, generate, filename] of formats) {
  if (only.length > 0 && !only.some((prefix) => name.startsWith(prefix))) continue;
  const bytes = generate(n);
  gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const started = process.hrtime.bigint();
  const stream = streamChatExport(bytes, filename ? { filename } : {});
  let count = 0;
  for (const _ of stream.messages) {
    count++;
    if (count % 500 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log([name, mb(bytes.length), count, Math.round(count / seconds), mb(peak), mb(before)].join("\t"));
}
