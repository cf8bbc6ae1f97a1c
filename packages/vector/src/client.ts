import { QdrantClient } from "@qdrant/js-client-rest";

/**
 * A Qdrant REST client. `accept-encoding: identity` matters: with gzip replies Node's fetch meets
 * delayed ACKs and every call waits ~40 ms; uncompressed, a call takes ~1 ms on loopback.
 */
export function createQdrant(options: { url: string; apiKey?: string | undefined }): QdrantClient {
  const url = new URL(options.url);
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 6333;
  return new QdrantClient({
    url: `${url.protocol}//${url.hostname}`,
    port,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    headers: { "accept-encoding": "identity" },
    checkCompatibility: false,
  });
}

export type { QdrantClient };
