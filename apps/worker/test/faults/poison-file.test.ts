import type { ChildProcess } from "node:child_process";
import { getIntegration, listIntegrationErrors } from "@memory/db";
import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatImportHarness } from "../chat-import-harness.ts";
import { inflatingDocx, ordinaryDocx } from "../hostile-files.ts";

let h: ChatImportHarness;
beforeAll(async () => {
  h = await ChatImportHarness.start();
});
afterAll(async () => {
  await h?.close();
});

/** The heap of a production worker (SERVICE_NODE_FLAGS). */
const PRODUCTION_HEAP = ["--max-old-space-size=1024"];

const ended = (id: string) =>
  waitFor(
    "the import to end",
    async () => {
      const row = await getIntegration(h.db.orm, id);
      return row && !["pending", "processing"].includes(row.status) ? row : undefined;
    },
    { timeoutMs: 120_000, intervalMs: 100 },
  );
const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code, signal) => resolve(code ?? signal));
  });

describe("a small DOCX whose XML inflates to 96 MB (it crashed every worker that took it)", () => {
  it("fails at once with FILE_TOO_COMPLEX naming the file and the limit; the worker lives and imports the next file", async () => {
    const worker = h.spawnWorker({ lockMs: 5000, queues: "import", nodeFlags: PRODUCTION_HEAP });
    const userId = await h.newUser("docx-bomb");
    const bomb = await inflatingDocx(96);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const id = await h.submitFile(userId, "report.docx", bomb);
    expect((await ended(id)).status).toBe("failed");
    const errors = await listIntegrationErrors(h.db.orm, id);
    expect(errors).toEqual([
      expect.objectContaining({
        code: "FILE_TOO_COMPLEX",
        message:
          "report.docx: word/document.xml inflates past 8 MB (FILE_MAX_XML_MB); split the document into smaller files and import them one by one.",
      }),
    ]);
    const job = await h.producer.queue("import").getJob(id);
    expect(job?.attemptsMade ?? 1).toBe(1);
    expect(worker.exitCode).toBeNull();

    const next = await h.submitFile(userId, "notes.docx", await ordinaryDocx(50));
    expect((await ended(next)).status).toBe("completed");
    expect(worker.exitCode).toBeNull();
    await h.kill(worker);
  }, 240_000);
});

describe("a poison job: a file that kills the worker process running it", () => {
  it("fails at its second crash, naming the file, and the next worker lives", async () => {
    // The bounds lifted and a small heap: this DOCX really takes the process past its heap.
    const dying = {
      lockMs: 1000,
      queues: "import",
      nodeFlags: ["--max-old-space-size=256"],
      env: { FILE_MAX_XML_MB: "1024", FILE_MAX_XML_ELEMENTS: "50000000" },
    };
    const userId = await h.newUser("poison");
    const id = await h.submitFile(userId, "poison.docx", await inflatingDocx(30));
    for (let crash = 1; crash <= 2; crash++) {
      const code = await exited(h.spawnWorker(dying));
      expect(code).not.toBe(0);
    }
    const third = h.spawnWorker(dying);
    const row = await ended(id);
    expect(row.status).toBe("failed");
    const errors = await listIntegrationErrors(h.db.orm, id);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^poison\.docx stopped a worker twice \(the process died while importing it\); it was not imported/,
      ),
    ]);
    expect(third.exitCode).toBeNull();
    await h.kill(third);
  }, 240_000);
});
