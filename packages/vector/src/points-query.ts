import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { QdrantClient } from "@qdrant/js-client-rest";

/** What a query of Qdrant's Query API answers (`POST /collections/{name}/points/query`). */
export interface QueryAnswer {
  points: { id: string | number; score: number }[];
}

/** Sends one body to Qdrant's Query API and reads its answer. */
export type PointsQuery = (collection: string, body: QueryBody) => Promise<QueryAnswer>;

/** The body of a query, as the REST client types it. */
export type QueryBody = Parameters<QdrantClient["query"]>[1];

/**
 * An answer of Qdrant other than 200: `status` and the parsed `data`, as the REST client's
 * errors carry them, so `isMissingCollection` and `resilient` treat both alike.
 */
export class QdrantAnswerError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    super(`Qdrant answered ${status} to a query: ${JSON.stringify(data).slice(0, 300)}`);
    this.status = status;
    this.data = data;
  }
}

/**
 * The Query API over node's HTTP client with a keep-alive agent, for the query of every search:
 * the REST client's fetch, its middlewares and its per-request timer cost about 0.5 ms of a 1.6 ms
 * query at 10k memories (1.11 vs 1.62 ms p50, one process, the same bodies). Uncompressed answers
 * (no Accept-Encoding): see `createQdrant` for why. A query without an answer for `timeoutMs`
 * (the REST client's default, 300 s) fails instead of holding its request forever.
 */
export function pointsQueryOver(options: {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}): PointsQuery {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const url = new URL(options.url);
  const https = url.protocol === "https:";
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = https ? httpsRequest : httpRequest;
  const prefix = url.pathname.replace(/\/$/, "");
  return (collection, body) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = send(
        {
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port || (https ? 443 : 6333),
          path: `${prefix}/collections/${encodeURIComponent(collection)}/points/query`,
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
            ...(options.apiKey ? { "api-key": options.apiKey } : {}),
          },
        },
        (res) => readAnswer(res).then(resolve, reject),
      );
      req.on("error", reject);
      req.setTimeout(timeoutMs, () =>
        req.destroy(
          new Error(`Qdrant did not answer a query within ${timeoutMs} ms: is it overloaded or down?`),
        ),
      );
      req.end(payload);
    });
}

function readAnswer(res: IncomingMessage): Promise<QueryAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("error", reject);
    res.on("end", () => {
      try {
        resolve(answerOf(res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function answerOf(status: number, text: string): QueryAnswer {
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): kept as text in the error below.
  }
  const result = (data as { result?: QueryAnswer } | null)?.result;
  if (status !== 200 || !Array.isArray(result?.points)) throw new QdrantAnswerError(status, data);
  return result;
}
