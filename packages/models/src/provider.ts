import { createLocalProvider } from "./local/provider.ts";
import { OpenAIModelProvider } from "./openai/provider.ts";
import type { ModelConfig, ModelProvider } from "./types.ts";

/**
 * Builds the configured provider once at boot. `local` converts the word vectors on first start
 * (≈6 s in a child process) and afterwards loads the cached file (≈0.2 s).
 */
export async function createModelProvider(config: ModelConfig): Promise<ModelProvider> {
  if (config.MODEL_PROVIDER === "openai") return new OpenAIModelProvider(config);
  return createLocalProvider(config.MODEL_CACHE_DIR, config.LOCAL_FACT_MODEL ?? "rules");
}

/** The local provider on its own (benchmarks, tests, scripts): no OpenAI settings needed. */
export function createLocalModelProvider(cacheDir?: string): Promise<ModelProvider> {
  return createModelProvider({
    MODEL_PROVIDER: "local",
    OPENAI_BASE_URL: "http://127.0.0.1:1/v1",
    OPENAI_CHAT_MODEL: "unused",
    OPENAI_EMBEDDING_MODEL: "unused",
    OPENAI_EMBEDDING_DIMENSIONS: 1,
    OPENAI_MAX_CONCURRENCY: 1,
    ...(cacheDir ? { MODEL_CACHE_DIR: cacheDir } : {}),
  });
}
