import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Shared vitest settings for every package whose tests use the real stack. */
export const realStackTestConfig = {
  globalSetup: [require.resolve("@memory/testing/global-setup")],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: "forks" as const,
  // Two cores: two test files at a time keeps the services responsive.
  maxWorkers: 2,
};
