/**
 * How the memories collection is laid out across a Qdrant cluster (issue 30). Every setting is
 * optional: unset, Qdrant's own default applies (one shard per node at creation, one copy of each).
 */
export interface CollectionLayout {
  /** Shards of the collection (fixed at creation: changing it means a new collection and a reindex). */
  shards?: number;
  /** Copies of each shard, on different nodes: 2 keeps every point readable while one node is down. */
  replicationFactor?: number;
  /** Copies a write must reach before it is acknowledged (at most the replication factor). */
  writeConsistency?: number;
  /** Vectors and payload on disk (memory-mapped) instead of in RAM, for large deployments. */
  onDisk?: boolean;
  /** Dense vectors quantized in RAM (scalar int8: ~4× smaller; binary: ~32×, for 512+ dimensions). */
  quantization?: "none" | "scalar" | "binary";
}

/** The environment variables of the layout, as `storageEnv` parses them. */
export interface LayoutEnv {
  QDRANT_SHARDS?: number | undefined;
  QDRANT_REPLICATION_FACTOR?: number | undefined;
  QDRANT_WRITE_CONSISTENCY?: number | undefined;
  QDRANT_ON_DISK?: boolean | undefined;
  QDRANT_QUANTIZATION?: "none" | "scalar" | "binary" | undefined;
}

export class LayoutError extends Error {
  override name = "LayoutError";
}

/** The layout the environment asks for; a contradiction stops the process at start with what to change. */
export function layoutFromEnv(env: LayoutEnv): CollectionLayout {
  const layout: CollectionLayout = {
    ...(env.QDRANT_SHARDS !== undefined ? { shards: env.QDRANT_SHARDS } : {}),
    ...(env.QDRANT_REPLICATION_FACTOR !== undefined
      ? { replicationFactor: env.QDRANT_REPLICATION_FACTOR }
      : {}),
    ...(env.QDRANT_WRITE_CONSISTENCY !== undefined ? { writeConsistency: env.QDRANT_WRITE_CONSISTENCY } : {}),
    ...(env.QDRANT_ON_DISK !== undefined ? { onDisk: env.QDRANT_ON_DISK } : {}),
    ...(env.QDRANT_QUANTIZATION !== undefined ? { quantization: env.QDRANT_QUANTIZATION } : {}),
  };
  const copies = layout.replicationFactor ?? 1;
  if (layout.writeConsistency !== undefined && layout.writeConsistency > copies)
    throw new LayoutError(
      `QDRANT_WRITE_CONSISTENCY=${layout.writeConsistency} is more than the ${copies} cop${copies === 1 ? "y" : "ies"} ` +
        "of each shard (QDRANT_REPLICATION_FACTOR): every write would fail. Set QDRANT_WRITE_CONSISTENCY " +
        `to at most ${copies}, or raise QDRANT_REPLICATION_FACTOR.`,
    );
  return layout;
}

/** What `createCollection` takes of the layout (snake_case, only what is set). */
export function creationParams(layout: CollectionLayout): Record<string, unknown> {
  return {
    ...(layout.shards !== undefined ? { shard_number: layout.shards } : {}),
    ...(layout.replicationFactor !== undefined ? { replication_factor: layout.replicationFactor } : {}),
    ...(layout.writeConsistency !== undefined ? { write_consistency_factor: layout.writeConsistency } : {}),
    ...(layout.onDisk !== undefined ? { on_disk_payload: layout.onDisk } : {}),
    ...quantizationParams(layout),
  };
}

function quantizationParams(layout: CollectionLayout): Record<string, unknown> {
  if (layout.quantization === "scalar")
    return { quantization_config: { scalar: { type: "int8", quantile: 0.99, always_ram: true } } };
  if (layout.quantization === "binary") return { quantization_config: { binary: { always_ram: true } } };
  return {};
}

/** The collection's params as Qdrant reports them (the part the layout sets). */
export interface ReportedParams {
  shard_number?: number | undefined;
  replication_factor?: number | undefined;
  write_consistency_factor?: number | undefined;
}

/**
 * What differs between an existing collection and the layout: `update` holds what Qdrant can
 * change in place (copies, write consistency); `notes` what it cannot (the shard count).
 */
export function layoutChanges(
  layout: CollectionLayout,
  params: ReportedParams,
): { update: Record<string, number>; notes: string[] } {
  const update: Record<string, number> = {};
  if (layout.replicationFactor !== undefined && layout.replicationFactor !== params.replication_factor)
    update.replication_factor = layout.replicationFactor;
  if (layout.writeConsistency !== undefined && layout.writeConsistency !== params.write_consistency_factor)
    update.write_consistency_factor = layout.writeConsistency;
  const notes =
    layout.shards !== undefined && layout.shards !== params.shard_number
      ? [
          `QDRANT_SHARDS=${layout.shards}, but the collection has ${params.shard_number ?? "?"} shard(s): the shard ` +
            "count is fixed at creation. To change it, set QDRANT_COLLECTION to a new name and run " +
            "`pnpm cli reindex`; until then the collection keeps its shards.",
        ]
      : [];
  return { update, notes };
}
