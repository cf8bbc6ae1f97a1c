import type { QdrantClient } from "@qdrant/js-client-rest";

/** What a name the services use (QDRANT_COLLECTION) is in Qdrant now. */
export type NameState = { kind: "alias"; target: string } | { kind: "collection" } | { kind: "missing" };

export async function nameState(client: QdrantClient, name: string): Promise<NameState> {
  const { aliases } = await client.getAliases();
  const alias = aliases.find((a) => a.alias_name === name);
  if (alias) return { kind: "alias", target: alias.collection_name };
  return (await client.collectionExists(name)).exists ? { kind: "collection" } : { kind: "missing" };
}

/**
 * Points `name` at `target`. From an alias: one atomic request (no search sees a gap). From a
 * collection of that name (made before aliases were used): the collection is deleted, then the
 * alias created; requests in between find nothing for a moment and are retried (`resilient`).
 * Returns what `name` was before.
 */
export async function pointAlias(client: QdrantClient, name: string, target: string): Promise<NameState> {
  const before = await nameState(client, name);
  if (before.kind === "collection") await client.deleteCollection(name);
  await client.updateCollectionAliases({
    actions: [
      ...(before.kind === "alias" ? [{ delete_alias: { alias_name: name } }] : []),
      { create_alias: { collection_name: target, alias_name: name } },
    ],
  });
  return before;
}
