import { hashApiKeySecret } from "@memory/auth";
import { findReadyMemories, getApiKeyByHash, insertMemories, newId } from "@memory/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const memory = (
  userId: string,
  i: number,
  extra: Partial<Parameters<typeof insertMemories>[1][number]> = {},
) => ({
  id: newId(),
  userId,
  content: `Memory number ${i}`,
  category: "interests" as const,
  memoryType: "semantic" as const,
  contentHash: `hash-${i}-${userId}`,
  processingStatus: "ready" as const,
  ...extra,
});

// The search's join and the key lookup read rows without drizzle's query layer: they must be the rows drizzle reads.
describe("rows read on the hot path", () => {
  it("findReadyMemories returns drizzle's rows: the caller's, ready, every column decoded alike", async () => {
    const { userId } = await api.user();
    const other = await api.user();
    const mine = [
      memory(userId, 1, {
        importance: 0.37,
        slot: "residence",
        searchContext: "lisbon moved",
        metadata: { source: "chat", message_ids: [1, 2], subject: "Anna", nested: { a: [1, { b: null }] } },
        createdAt: new Date("2025-03-04T05:06:07.891Z"),
      }),
      memory(userId, 2),
      memory(userId, 3, { processingStatus: "queued" }),
    ];
    const theirs = memory(other.userId, 4);
    await insertMemories(api.services.db.orm, [...mine, theirs]);
    const ids = [...mine, theirs].map((m) => m.id);

    const rows = await findReadyMemories(api.services.db.orm, userId, [...ids, newId()]);
    const expected = await api.services.db.orm.query.memories.findMany({
      where: (m, { and, eq, inArray }) =>
        and(inArray(m.id, ids), eq(m.userId, userId), eq(m.processingStatus, "ready")),
    });
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(rows.sort(byId)).toEqual(expected.sort(byId));
    expect(rows.map((r) => r.id).sort()).toEqual([mine[0]?.id, mine[1]?.id].sort());
    const first = rows.find((r) => r.id === mine[0]?.id);
    expect(first?.createdAt).toBeInstanceOf(Date);
    expect(first?.createdAt.toISOString()).toBe("2025-03-04T05:06:07.891Z");
    expect(first?.metadata).toEqual(mine[0]?.metadata);
    expect(first?.importance).toBeCloseTo(0.37, 6);
    expect(rows.find((r) => r.id === mine[1]?.id)?.slot).toBeNull();
    expect(await findReadyMemories(api.services.db.orm, userId, [])).toEqual([]);
  });

  it("getApiKeyByHash returns drizzle's row, and nothing once the key is revoked", async () => {
    const u = await api.keyedUser(["memories:read"]);
    const hash = hashApiKeySecret(u.key);
    const row = await getApiKeyByHash(api.services.db.orm, hash);
    const expected = await api.services.db.orm.query.apiKeys.findFirst({
      where: (k, { eq }) => eq(k.id, u.keyId),
    });
    expect(row).toEqual(expected);
    expect(row?.expiresAt).toBeInstanceOf(Date);
    expect(row?.scopes).toEqual(["memories:read"]);

    const revoked = await api.json("DELETE", `/v1/api-keys/${u.keyId}`, undefined, {
      authorization: `Bearer ${u.token}`,
    });
    expect(revoked.status).toBeLessThan(300);
    expect(await getApiKeyByHash(api.services.db.orm, hash)).toBeNull();
  });
});
