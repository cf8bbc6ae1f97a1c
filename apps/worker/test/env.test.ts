import { describe, expect, it } from "vitest";
import { loadWorkerEnv } from "../src/env.ts";

describe("worker environment", () => {
  it("bounds a memory import's batch in bytes: 8 MiB by default, a bad value stops the start naming it", () => {
    expect(loadWorkerEnv({}).MEMORY_IMPORT_BATCH_BYTES).toBe(8 * 1024 * 1024);
    expect(loadWorkerEnv({ MEMORY_IMPORT_BATCH_BYTES: "1048576" }).MEMORY_IMPORT_BATCH_BYTES).toBe(1048576);
    for (const bad of ["abc", "0", "1024"])
      expect(() => loadWorkerEnv({ MEMORY_IMPORT_BATCH_BYTES: bad })).toThrow(/MEMORY_IMPORT_BATCH_BYTES/);
  });
});
