/**
 * Run in a fresh process: `node test/helpers/measure-words.ts`. Prints the cost of `words()` in
 * nanoseconds per token over the English messages of `test/fixtures/extraction.json` (and over a
 * Japanese sample), as JSON, so a change to the tokenizer can be measured before and after.
 */
import { readFileSync } from "node:fs";
import { words } from "../../src/text/tokenize.ts";

interface Fixture {
  conversations: { language: string; messages: { content: string }[] }[];
}

const fixture = JSON.parse(
  readFileSync(new URL("../fixtures/extraction.json", import.meta.url), "utf8"),
) as Fixture;
const english = fixture.conversations
  .filter((c) => c.language === "en")
  .flatMap((c) => c.messages.map((m) => m.content));
const japanese = ["私は東京に住んでいます。来月、大阪の会社で新しい仕事を始めます！"];

function nsPerToken(texts: readonly string[], rounds: number): number {
  let tokens = 0;
  for (let i = 0; i < 200; i++) for (const t of texts) words(t); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) for (const t of texts) tokens += words(t).length;
  return Number(process.hrtime.bigint() - started) / tokens;
}

const en = nsPerToken(english, 2_000);
const ja = nsPerToken(japanese, 20_000);
process.stdout.write(`${JSON.stringify({ english: Math.round(en), japanese: Math.round(ja) })}\n`);
