import { realStackTestConfig } from "@memory/testing/vitest-preset";
import { defineConfig } from "vitest/config";

export default defineConfig({ test: realStackTestConfig });
