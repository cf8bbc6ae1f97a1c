import type { ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { freePort } from "@memory/local-stack";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess } from "./api-process.ts";

let stack: TestStack;
const children: ChildProcess[] = [];
beforeAll(async () => {
  stack = await createTestStack();
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await stack?.cleanup();
});

/** The pids of the API processes the primary `pid` forked (`ps` exits 1 when there is none). */
function forked(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((l) => Number(l.trim()))
      .filter((p) => p > 0);
  } catch {
    return [];
  }
}

describe("API_PROCESSES=2", () => {
  it("serves one port from two processes, starts a killed one again, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const primary = await startApiProcess(stack, port, children, { API_PROCESSES: "2", LOG_LEVEL: "info" });
    const pid = primary.pid ?? 0;
    await waitFor("two API processes", async () => (forked(pid).length === 2 ? true : undefined));
    // Both listen before one is killed: a forked process exists before it listens, and with none
    // listening the primary closes the port (under load, this test had met ECONNREFUSED).
    await waitFor("two API processes listening", async () => (primary.listening() >= 2 ? true : undefined));
    const [first] = forked(pid);
    process.kill(first ?? 0, "SIGKILL");
    // Once the primary has seen it die (a connection handed over before that is reset), the other
    // one answers while the primary starts a new one.
    await waitFor("the primary to reap the killed process", async () =>
      forked(pid).includes(first ?? 0) ? undefined : true,
    );
    // (A new connection each time: a kept-alive one to the killed process is closed under the request.)
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/health`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
    }
    await waitFor("a new second process", async () => {
      const now = forked(pid);
      return now.length === 2 && !now.includes(first ?? 0) ? true : undefined;
    });
    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(forked(pid)).toEqual([]);
  }, 60_000);
});
