export { createQdrant, type QdrantClient } from "./client.ts";
export {
  DENSE_VECTOR,
  EmbeddingMismatchError,
  type EmbeddingSpec,
  ensureCollection,
  SPARSE_VECTOR,
} from "./collection.ts";
