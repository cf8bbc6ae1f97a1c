import { QdrantClient } from "@qdrant/js-client-rest";
import { type PointsQuery, pointsQueryOver, type QueryAnswer, type QueryBody } from "./points-query.ts";

/** The lean Query API transport of each client `createQdrant` made (see `queryPoints`). */
const pointsQueries = new WeakMap<QdrantClient, PointsQuery>();

/**
 * A Qdrant REST client. `accept-encoding: identity` matters: with gzip replies Node's fetch meets
 * delayed ACKs and every call waits ~40 ms; uncompressed, a call takes ~1 ms on loopback.
 */
export function createQdrant(options: { url: string; apiKey?: string | undefined }): QdrantClient {
  const url = new URL(options.url);
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 6333;
  const client = new QdrantClient({
    url: `${url.protocol}//${url.hostname}`,
    port,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    headers: { "accept-encoding": "identity" },
    checkCompatibility: false,
  });
  pointsQueries.set(client, pointsQueryOver(options));
  return client;
}

/**
 * A query of Qdrant's Query API (the searches): over the lean transport of a client made by
 * `createQdrant` (`pointsQueryOver`), through the REST client otherwise.
 */
export function queryPoints(client: QdrantClient, collection: string, body: QueryBody): Promise<QueryAnswer> {
  const query = pointsQueries.get(client);
  return query ? query(collection, body) : client.query(collection, body);
}

export type { QdrantClient };
