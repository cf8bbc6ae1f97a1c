/**
 * Converts the word vectors of the local model once into MODEL_CACHE_DIR. Runs at first start
 * (from `createModelProvider`) and as a script at install/build time:
 *   node packages/models/src/prepare.ts [cache-dir]
 */
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { defaultModelCacheDir, inspectWordVectorFile, wordVectorPath } from "./local/word-vectors.ts";

export interface PreparedModel {
  path: string;
  words: number;
  /** Time spent in this call (conversion, or waiting for another process's conversion, or only the check). */
  ms: number;
  /** false when an existing file was reused. */
  converted: boolean;
}

const CONVERTER = fileURLToPath(new URL("./local/convert-word-vectors.ts", import.meta.url));
/** A lock older than this belongs to a process that died mid-conversion (a conversion takes ~10 s). */
const STALE_LOCK_MS = 5 * 60_000;

function existing(file: string): number | null {
  return inspectWordVectorFile(file)?.count ?? null;
}

function runConverter(outFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // A separate process with a large heap: the caller's heap never holds the 307 MB JSON.
    const child = spawn(process.execPath, ["--max-old-space-size=3072", CONVERTER, outFile], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`word-vector conversion failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/**
 * Ensures `<cacheDir>/wink-sg-100d.v1.i8.bin` exists, converting it from the npm package when
 * missing. Safe with many processes starting at once: one holds a lock file and converts, the
 * others wait for its atomic rename.
 */
export async function prepareLocalModel(cacheDir: string = defaultModelCacheDir()): Promise<PreparedModel> {
  const started = performance.now();
  const file = wordVectorPath(cacheDir);
  const done = (words: number, converted: boolean): PreparedModel => ({
    path: file,
    words,
    ms: Math.round(performance.now() - started),
    converted,
  });
  const found = existing(file);
  if (found !== null) return done(found, false);

  mkdirSync(cacheDir, { recursive: true });
  const lock = `${file}.lock`;
  for (;;) {
    let fd: number | undefined;
    try {
      fd = openSync(lock, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (fd !== undefined) {
      try {
        const raced = existing(file);
        if (raced !== null) return done(raced, false);
        await runConverter(file);
        const words = existing(file);
        if (words === null) throw new Error(`word-vector conversion produced no valid file at ${file}`);
        return done(words, true);
      } finally {
        closeSync(fd);
        rmSync(lock, { force: true });
      }
    }
    // Another process is converting: wait for its file, or take over a stale lock.
    await delay(250);
    const words = existing(file);
    if (words !== null) return done(words, false);
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
    } catch {
      // The lock vanished between the checks: loop and try to take it.
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await prepareLocalModel(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
