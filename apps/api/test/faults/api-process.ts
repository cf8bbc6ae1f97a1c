import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestStack } from "@memory/testing";
import { waitFor } from "@memory/testing";
import { apiEnvFor } from "../support.ts";

const API_DIR = join(fileURLToPath(import.meta.url), "..", "..", "..");

/**
 * The API as a real process on `port` against the test file's stack (so a test can SIGKILL it);
 * resolves once /health answers. The caller kills it (and `children` lists it for afterAll).
 */
export async function startApiProcess(
  stack: TestStack,
  port: number,
  children: ChildProcess[],
  overrides: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: API_DIR,
    env: { ...process.env, ...apiEnvFor(stack, { HOST: "127.0.0.1", PORT: String(port), ...overrides }) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  await waitFor(
    "the API to answer",
    async () => ((await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok ? true : undefined),
    { timeoutMs: 30_000 },
  );
  return child;
}
