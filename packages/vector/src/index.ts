export { type NameState, nameState, pointAlias } from "./aliases.ts";
export { createQdrant, type QdrantClient } from "./client.ts";
export {
  type CollectionEnv,
  DENSE_VECTOR,
  EmbeddingMismatchError,
  type EmbeddingSpec,
  ensureCollection,
  openCollection,
  SPARSE_VECTOR,
} from "./collection.ts";
export { type CollectionLayout, LayoutError, layoutFromEnv } from "./layout.ts";
export {
  type Candidate,
  deleteMemoryPoints,
  type IndexedMemory,
  type MemoryRowLike,
  type MemoryVectors,
  memoryFilter,
  type ScoredPoint,
  type SearchFilters,
  searchMemoryCandidates,
  searchMemoryPoints,
  toIndexedMemory,
  updateMemoryPayload,
  upsertMemoryPoints,
} from "./memory-index.ts";
export { isConnectionReset, isMissingCollection, resilient, retryIfNotProcessed } from "./retry.ts";
