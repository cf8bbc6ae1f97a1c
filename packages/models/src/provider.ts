import { createLocalProvider } from "./local/provider.ts";
import { OpenAIModelProvider } from "./openai/provider.ts";
import type { ModelConfig, ModelProvider } from "./types.ts";

/**
 * Builds the configured provider once at boot. `local` converts the word vectors on first start
 * (≈6 s in a child process) and afterwards loads the cached file (≈0.2 s).
 */
export async function createModelProvider(config: ModelConfig): Promise<ModelProvider> {
  if (config.MODEL_PROVIDER === "openai") return new OpenAIModelProvider(config);
  return createLocalProvider(config.MODEL_CACHE_DIR);
}
