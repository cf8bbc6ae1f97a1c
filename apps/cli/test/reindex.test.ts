import { execFile } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createDb, createUser, memories, newId } from "@memory/db";
import { createTestStack, type TestStack } from "@memory/testing";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLI_DIR = join(fileURLToPath(import.meta.url), "..", "..");

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

describe("pnpm cli reindex", () => {
  it("rebuilds the lost Qdrant index from PostgreSQL, for everyone or one user", async () => {
    const { orm: db, close } = createDb(stack.databaseUrl);
    const ids: Record<string, string[]> = {};
    try {
      for (const email of ["a@example.com", "b@example.com"]) {
        const user = await createUser(db, { email });
        if (!user) throw new Error("no user");
        ids[email] = [];
        for (const [i, content] of [
          "I like green tea.",
          "I run every morning.",
          "still processing",
        ].entries()) {
          const id = newId();
          ids[email]?.push(id);
          await db.insert(memories).values({
            id,
            userId: user.id,
            content,
            category: "interests",
            memoryType: "semantic",
            contentHash: `${email}${i}`,
            processingStatus: i === 2 ? "embedding_generation" : i === 1 ? "failed" : "ready",
          });
        }
      }
    } finally {
      await close();
    }
    const env = {
      ...process.env,
      DATABASE_URL: stack.databaseUrl,
      QDRANT_URL: stack.qdrantUrl,
      QDRANT_COLLECTION: stack.collection,
    };
    const one = await run(process.execPath, ["src/main.ts", "reindex", "--user", "nobody"], {
      cwd: CLI_DIR,
      env,
    });
    expect(JSON.parse(one.stdout)).toEqual({ indexed: 0 });
    const all = await run(process.execPath, ["src/main.ts", "reindex"], { cwd: CLI_DIR, env });
    expect(JSON.parse(all.stdout)).toEqual({ indexed: 4 });

    const qdrant = createQdrant({ url: stack.qdrantUrl });
    const a = ids["a@example.com"] ?? [];
    const points = await qdrant.retrieve(stack.collection, { ids: [...a, ...(ids["b@example.com"] ?? [])] });
    expect(points).toHaveLength(4);
    const stillProcessing = await qdrant.retrieve(stack.collection, { ids: [a[2] ?? ""] });
    expect(stillProcessing).toHaveLength(0);
    const { sql, close: close2 } = createDb(stack.databaseUrl);
    try {
      const [row] = await sql<
        { processing_status: string }[]
      >`select processing_status from memories where id = ${a[1] ?? ""}`;
      expect(row?.processing_status).toBe("ready");
    } finally {
      await close2();
    }
  });
});
