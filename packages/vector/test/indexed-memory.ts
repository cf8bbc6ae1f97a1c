import { randomUUID } from "node:crypto";
import type { IndexedMemory } from "../src/index.ts";

/** A memory of `userId` as the index keeps it, with a fresh id (the tests give it its vectors). */
export const indexedMemory = (userId: string): IndexedMemory => ({
  id: randomUUID(),
  userId,
  category: "personal",
  categories: ["personal"],
  memoryType: "semantic",
  importance: 0.5,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  metadata: {},
});
