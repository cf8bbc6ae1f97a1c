export { CATEGORY_VALUES, MEMORY_TYPE_VALUES } from "./categories.ts";
export { groupTalk } from "./chat/group-talk.ts";
export { ModelOutputError } from "./errors.ts";
/** Used by imports to keep secrets out of what they build themselves (topics, redacted messages). */
export { hasLanguageRules } from "./local/any-language.ts";
/** The category model and its training (eval/src/train-category-model.ts). */
export {
  type CategoryModelWeights,
  categoryFeatures,
  predictCategory,
  trainCategoryModel,
} from "./local/category-model.ts";
export { identifyLanguage } from "./local/language-id.ts";
export { LOCAL_EMBEDDING_MODEL, LocalModelProvider } from "./local/provider.ts";
export { containsSecret } from "./local/secrets.ts";
export { alsoFilledSlot, slotTopics } from "./local/slots.ts";
export { warmUpRules } from "./local/warm-up.ts";
export {
  defaultModelCacheDir,
  loadWordVectors,
  WordVectorFileError,
  type WordVectors,
  wordVectorPath,
} from "./local/word-vectors.ts";
export { OpenAIModelProvider } from "./openai/provider.ts";
export { type PreparedModel, prepareLocalModel } from "./prepare.ts";
export { createLocalModelProvider, createModelProvider } from "./provider.ts";
export { analyseQuery, type DateRange, eventDateIn, type QueryAnalysis } from "./query/analyse.ts";
export { CONTEXT_MESSAGES, embeddingText, searchContexts } from "./search-context.ts";
export { Semaphore } from "./semaphore.ts";
export { CONTEXT_WORD_WEIGHT, sparseVector } from "./sparse.ts";
export { kinRelations } from "./text/kin.ts";
export { EMAIL_ADDRESS, escapeRegExp, wholeWords } from "./text/regex.ts";
export { contentWords, isStopWord, stem, words } from "./text/tokenize.ts";
export type {
  Category,
  Classification,
  ConversationMessage,
  ExtractedFact,
  ExtractionInput,
  MemoryType,
  ModelConfig,
  ModelProvider,
  SparseVector,
  WordRelatedness,
} from "./types.ts";
export { EPISODE_KINDS } from "./types.ts";
