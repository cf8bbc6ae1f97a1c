import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { prepareLocalModel } from "../src/prepare.ts";

const dir = mkdtempSync(path.join(tmpdir(), "memory-models-"));
const measureScript = fileURLToPath(new URL("./helpers/measure-load.ts", import.meta.url));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("converted word-vector file", () => {
  it("is converted once, even by concurrent starts, and reused afterwards", async () => {
    const [a, b] = await Promise.all([prepareLocalModel(dir), prepareLocalModel(dir)]);
    if (!a || !b) throw new Error("missing result");
    expect([a.converted, b.converted].filter(Boolean)).toHaveLength(1);
    expect(a.path).toBe(b.path);
    expect(a.words).toBeGreaterThan(300_000);
    const converted = a.converted ? a : b;
    const mtime = statSync(a.path).mtimeMs;

    const again = await prepareLocalModel(dir);
    expect(again).toMatchObject({ path: a.path, words: a.words, converted: false });
    expect(statSync(a.path).mtimeMs).toBe(mtime);
    console.log(
      `conversion: ${converted.ms} ms, ${a.words} words, ${(statSync(a.path).size / 1e6).toFixed(1)} MB; second start: ${again.ms} ms`,
    );
  });

  it("loads in under a second and under 150 MB of RSS growth (fresh process)", () => {
    const file = path.join(dir, "wink-sg-100d.v1.i8.bin");
    const output = execFileSync(process.execPath, [measureScript, file], { encoding: "utf8" });
    const { words, ms, rssMb } = JSON.parse(output) as { words: number; ms: number; rssMb: number };
    console.log(`load: ${ms} ms, RSS growth ${rssMb} MB, ${words} words`);
    expect(ms).toBeLessThan(1000);
    expect(rssMb).toBeLessThan(150);
  });
});
