import type { QdrantClient } from "@qdrant/js-client-rest";
import { createQdrant } from "./client.ts";
import {
  type CollectionLayout,
  creationParams,
  type LayoutEnv,
  layoutChanges,
  layoutFromEnv,
} from "./layout.ts";

export const DENSE_VECTOR = "dense";
export const SPARSE_VECTOR = "sparse";

export interface EmbeddingSpec {
  /** Name of the embedding model, e.g. `local:wink-sg-100d` or `openai:text-embedding-3-small`. */
  model: string;
  dimension: number;
}

export class EmbeddingMismatchError extends Error {
  override name = "EmbeddingMismatchError";
}

/** Payload fields that filters use; `user_id` is the tenant key and is always filtered first. */
const PAYLOAD_INDEXES = [
  { field: "user_id", schema: { type: "keyword", is_tenant: true } },
  { field: "category", schema: "keyword" },
  { field: "categories", schema: "keyword" },
  { field: "memory_type", schema: "keyword" },
  { field: "created_at", schema: "datetime" },
  { field: "importance", schema: "float" },
] as const;

/**
 * Creates the memories collection when it is missing (named dense vector, named sparse vector
 * with Qdrant's IDF modifier, payload indexes) and records the embedding model and dimension in
 * the collection's metadata. An existing collection built with another model is refused: mixing
 * vectors of two models would silently corrupt search. Safe to call from many processes at once.
 */
export async function ensureCollection(
  client: QdrantClient,
  name: string,
  spec: EmbeddingSpec,
  layout: CollectionLayout = {},
): Promise<string[]> {
  const { exists } = await client.collectionExists(name);
  if (!exists) {
    try {
      // The typed createCollection() of client 1.16 drops `metadata`; the raw API call passes it through.
      await client.api().createCollection({
        collection_name: name,
        ...creationParams(layout),
        vectors: {
          [DENSE_VECTOR]: { size: spec.dimension, distance: "Cosine", on_disk: layout.onDisk ?? false },
        },
        sparse_vectors: { [SPARSE_VECTOR]: { modifier: "idf" } },
        // Tenants are always filtered by user_id: build one HNSW graph per tenant instead of a global one.
        hnsw_config: { payload_m: 16, m: 0 },
        metadata: { embedding_model: spec.model, embedding_dimension: spec.dimension },
      } as Parameters<ReturnType<QdrantClient["api"]>["createCollection"]>[0]);
    } catch (error) {
      // Another process created it between our check and our create: fall through to verification.
      const { exists: nowExists } = await client.collectionExists(name);
      if (!nowExists) throw error;
    }
  }
  const notes = await verifyCollection(client, name, spec, layout);
  for (const index of PAYLOAD_INDEXES) {
    await client.createPayloadIndex(name, {
      field_name: index.field,
      field_schema: index.schema as Parameters<QdrantClient["createPayloadIndex"]>[1]["field_schema"],
      wait: true,
    });
  }
  return notes;
}

/**
 * Refuses a collection of another embedding model; brings the copies and write consistency of an
 * existing collection to the layout, and returns what it cannot change (the shard count) as notes.
 */
async function verifyCollection(
  client: QdrantClient,
  name: string,
  spec: EmbeddingSpec,
  layout: CollectionLayout,
): Promise<string[]> {
  const info = await client.getCollection(name);
  const params = info.config.params;
  const vectors = params.vectors as Record<string, { size?: number }> | undefined;
  const dense = vectors?.[DENSE_VECTOR];
  const metadata = (info.config as { metadata?: Record<string, unknown> }).metadata ?? {};
  const storedModel = metadata.embedding_model;
  if (!dense || dense.size !== spec.dimension || (storedModel !== undefined && storedModel !== spec.model)) {
    throw new EmbeddingMismatchError(
      `Qdrant collection "${name}" was built for embedding model ${String(storedModel ?? "unknown")} ` +
        `with dimension ${dense?.size ?? "unknown"}, but this process is configured for ${spec.model} ` +
        `with dimension ${spec.dimension}. Use the original model settings, or set QDRANT_COLLECTION to a ` +
        `new collection and run \`pnpm cli reindex\` to rebuild the index from PostgreSQL.`,
    );
  }
  const { update, notes } = layoutChanges(layout, params);
  if (Object.keys(update).length > 0) await client.updateCollection(name, update);
  return notes;
}

/** What a process needs of its environment to open the memories collection. */
export interface CollectionEnv extends LayoutEnv {
  QDRANT_URL: string;
  QDRANT_API_KEY?: string | undefined;
  QDRANT_COLLECTION: string;
}

/**
 * The client of every process (API, workers, CLI): checks the layout the environment asks for
 * (a contradiction stops the process with what to change), then creates or verifies the collection.
 * `warn` receives what the layout asks for that an existing collection cannot change.
 */
export async function openCollection(
  env: CollectionEnv,
  spec: EmbeddingSpec,
  warn: (note: string) => void,
): Promise<QdrantClient> {
  const layout = layoutFromEnv(env);
  const client = createQdrant({ url: env.QDRANT_URL, apiKey: env.QDRANT_API_KEY });
  for (const note of await ensureCollection(client, env.QDRANT_COLLECTION, spec, layout)) warn(note);
  return client;
}
