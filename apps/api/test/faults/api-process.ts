import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateApiKeySecret } from "@memory/auth";
import { createUser, type DbHandle, insertApiKey, newId, SCOPES } from "@memory/db";
import type { TestStack } from "@memory/testing";
import { waitFor } from "@memory/testing";
import { apiEnvFor } from "../support.ts";

const API_DIR = join(fileURLToPath(import.meta.url), "..", "..", "..");

/** An API process, and how many "API listening" lines its processes have logged so far. */
export type ApiProcess = ChildProcess & { listening: () => number };

/**
 * The API as a real process on `port` against the test file's stack (so a test can SIGKILL it);
 * resolves once /health answers. The caller kills it (and `children` lists it for afterAll).
 * `listening()` counts the "API listening" lines of its log: with API_PROCESSES > 1, a forked
 * process exists before it listens, and a test that kills one must know the other listens.
 */
export async function startApiProcess(
  stack: TestStack,
  port: number,
  children: ChildProcess[],
  overrides: Record<string, string> = {},
): Promise<ApiProcess> {
  const spawned = spawn(process.execPath, ["src/main.ts"], {
    cwd: API_DIR,
    env: { ...process.env, ...apiEnvFor(stack, { HOST: "127.0.0.1", PORT: String(port), ...overrides }) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let listening = 0;
  spawned.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    listening += chunk.split("API listening").length - 1;
  });
  const child = Object.assign(spawned, { listening: () => listening });
  children.push(child);
  await waitFor(
    "the API to answer",
    async () => ((await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok ? true : undefined),
    { timeoutMs: 30_000 },
  );
  return child;
}

/** A new user with an API key holding every scope, written straight to the test's database. */
export async function keyedUser(db: DbHandle, name: string): Promise<{ userId: string; key: string }> {
  const user = await createUser(db.orm, { email: `${name}-${newId()}@example.com` });
  if (!user) throw new Error("no user");
  const secret = generateApiKeySecret();
  await insertApiKey(db.orm, {
    userId: user.id,
    name,
    prefix: secret.prefix,
    keyHash: secret.hash,
    scopes: [...SCOPES],
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { userId: user.id, key: secret.secret };
}

/**
 * A request whose body the test writes by hand, so it decides when bytes arrive (and can cut the
 * connection mid-body with `abort`). `answer` rejects if the connection fails.
 */
export function openRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string | number>,
) {
  const req = request({ host: "127.0.0.1", port, method, path, headers });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  // Nothing to handle until the test awaits it (a killed API or an aborted request rejects it).
  answer.catch(() => undefined);
  return {
    write: (chunk: Buffer | string) =>
      new Promise<void>((resolve, reject) => req.write(chunk, (e) => (e ? reject(e) : resolve()))),
    end: (chunk: Buffer | string) => {
      req.end(chunk);
      return answer;
    },
    /** Resets the connection, as a client that was killed or cancelled does. */
    abort: () => req.destroy(),
    answer,
  };
}
