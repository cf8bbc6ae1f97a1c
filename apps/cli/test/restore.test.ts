import { execFile } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  contentHash,
  createDb,
  createUser,
  deleteMemoryWithBackup,
  getMemory,
  insertMemories,
  listMemoryVersions,
  newId,
  updateMemoryVersioned,
} from "@memory/db";
import { createTestStack, type TestStack } from "@memory/testing";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLI_DIR = join(fileURLToPath(import.meta.url), "..", "..");

let stack: TestStack;
let handle: ReturnType<typeof createDb>;
beforeAll(async () => {
  stack = await createTestStack();
  handle = createDb(stack.databaseUrl);
});
afterAll(async () => {
  await handle?.close();
  await stack?.cleanup();
});

const env = () => ({
  ...process.env,
  DATABASE_URL: stack.databaseUrl,
  QDRANT_URL: stack.qdrantUrl,
  QDRANT_COLLECTION: stack.collection,
});
const restore = (backupId: string, extra: Record<string, string> = {}) =>
  run(process.execPath, ["src/main.ts", "memories", "restore", "--backup", backupId], {
    cwd: CLI_DIR,
    env: { ...env(), ...extra },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );

/** A memory with one earlier version, deleted through the same query DELETE uses; returns the backup id. */
async function deletedMemory(content: string) {
  const { orm: db } = handle;
  const user = await createUser(db, { email: `${newId()}@example.com` });
  if (!user) throw new Error("no user");
  const [row] = await insertMemories(db, [
    {
      id: newId(),
      userId: user.id,
      content: `${content} (first draft)`,
      category: "interests",
      memoryType: "semantic",
      importance: 0.6,
      metadata: { source: "chat", topic: "t" },
      contentHash: contentHash(`${content} (first draft)`),
      processingStatus: "ready",
      createdAt: new Date("2026-03-01T10:00:00Z"),
    },
  ]);
  if (!row) throw new Error("no memory");
  const updated = await updateMemoryVersioned(
    db,
    row,
    { content, contentHash: contentHash(content) },
    "update",
  );
  if (!updated) throw new Error("no update");
  const deleted = await deleteMemoryWithBackup(db, updated, { backup: true });
  if (!deleted?.backupId) throw new Error("no backup");
  expect(await getMemory(db, row.id)).toBeNull();
  return { backupId: deleted.backupId, memoryId: row.id, userId: user.id, before: updated };
}

describe("pnpm cli memories restore --backup <id>", () => {
  it("restores a deleted memory with its history and indexes it; a second run changes nothing", async () => {
    const { backupId, memoryId, userId, before } = await deletedMemory("I play chess on Sunday mornings.");
    const first = await restore(backupId);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({
      restored: true,
      backup_id: backupId,
      memory_id: memoryId,
      user_id: userId,
      content: "I play chess on Sunday mornings.",
      version: 2,
    });
    const row = await getMemory(handle.orm, memoryId);
    expect(row).toMatchObject({
      userId,
      content: before.content,
      version: 2,
      processingStatus: "ready",
      metadata: { source: "chat", topic: "t" },
      createdAt: before.createdAt,
      updatedAt: before.updatedAt,
    });
    const versions = await listMemoryVersions(handle.orm, memoryId);
    expect(versions.map((v) => [v.version, v.content])).toEqual([
      [1, "I play chess on Sunday mornings. (first draft)"],
    ]);
    const points = await createQdrant({ url: stack.qdrantUrl }).retrieve(stack.collection, {
      ids: [memoryId],
    });
    expect(points).toHaveLength(1);
    expect(points[0]?.payload).toMatchObject({ user_id: userId });

    const again = await restore(backupId);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      new RegExp(`memory ${memoryId} exists already \\(restored before\\?\\): nothing changed`),
    );
  });

  it("says clearly when the backup is unknown or expired", async () => {
    const unknown = await restore(newId());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(
      /error: no backup .*: it never existed or was purged after its 30-day retention/,
    );
    const garbage = await restore("not-an-id");
    expect(garbage.stderr).toMatch(/error: no backup not-an-id/);

    const { backupId, memoryId } = await deletedMemory("I keep bees in my garden.");
    await handle.sql`update memory_backups set expires_at = now() - interval '1 minute' where id = ${backupId}`;
    const expired = await restore(backupId);
    expect(expired.code).toBe(1);
    expect(expired.stderr).toMatch(/error: backup .* expired at .*: it can no longer be restored/);
    expect(await getMemory(handle.orm, memoryId)).toBeNull();
  });

  it("restores into PostgreSQL and names Qdrant and the fix when Qdrant is down", async () => {
    const { backupId, memoryId, userId } = await deletedMemory("I sail on the lake in summer.");
    const res = await restore(backupId, { QDRANT_URL: "http://127.0.0.1:9" });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/Qdrant is not reachable at http:\/\/127\.0\.0\.1:9/);
    expect(res.stderr).toContain(`pnpm cli reindex --user ${userId}`);
    expect((await getMemory(handle.orm, memoryId))?.processingStatus).toBe("failed");
  });
});
