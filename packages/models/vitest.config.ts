import { defineConfig } from "vitest/config";

export default defineConfig({ test: { testTimeout: 120_000, hookTimeout: 300_000 } });
