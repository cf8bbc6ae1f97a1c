import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeReply {
  status?: number;
  /** For chat: the assistant message content (a string, usually JSON). */
  content?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage["headers"];
}

/**
 * A local server that speaks the OpenAI protocol: POST /v1/chat/completions answers a
 * chat.completion whose message content comes from the queued replies; POST /v1/embeddings
 * answers deterministic vectors, base64-encoded little-endian float32 when asked (as the real API).
 * Counts the most requests in flight at once.
 */
export class FakeOpenAI {
  readonly requests: RecordedRequest[] = [];
  readonly chatReplies: FakeReply[] = [];
  readonly embeddingFailures: FakeReply[] = [];
  embeddingDimensions = 8;
  /** Answer `embeddingDimensions` whatever the request asks (as servers without `dimensions` support do). */
  ignoreDimensions = false;
  embeddingDelayMs = 0;
  inFlight = 0;
  maxInFlight = 0;
  readonly #server = createServer((req, res) => {
    void this.#handle(req, res);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.#server.close((e) => (e ? reject(e) : resolve())));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      const path = req.url ?? "";
      this.requests.push({ path, body, headers: req.headers });
      if (req.method === "POST" && path === "/v1/chat/completions") return await this.#chat(body, res);
      if (req.method === "POST" && path === "/v1/embeddings") return await this.#embeddings(body, res);
      this.#json(res, 404, { error: { message: "not found", type: "invalid_request_error" } });
    } finally {
      this.inFlight--;
    }
  }

  async #chat(body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    const reply = this.chatReplies.shift() ?? { content: '{"facts":[]}' };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.status && reply.status >= 400) {
      this.#json(
        res,
        reply.status,
        { error: { message: `fake ${reply.status}`, type: "server_error" } },
        reply.headers,
      );
      return;
    }
    this.#json(res, 200, {
      id: `chatcmpl-${this.requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: reply.content ?? "", refusal: null },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }

  async #embeddings(body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    const failure = this.embeddingFailures.shift();
    if (this.embeddingDelayMs) await new Promise((r) => setTimeout(r, this.embeddingDelayMs));
    if (failure?.status) {
      this.#json(res, failure.status, { error: { message: `fake ${failure.status}` } }, failure.headers);
      return;
    }
    const inputs = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
    const dims =
      typeof body.dimensions === "number" && !this.ignoreDimensions
        ? body.dimensions
        : this.embeddingDimensions;
    const data = inputs.map((text, index) => {
      // Deterministic, not normalised (the provider normalises): value d = (len + d + 1).
      const vector = Array.from({ length: dims }, (_, d) => text.length + d + 1);
      const embedding =
        body.encoding_format === "base64"
          ? Buffer.from(new Float32Array(vector).buffer).toString("base64")
          : vector;
      return { object: "embedding", index, embedding };
    });
    this.#json(res, 200, {
      object: "list",
      data,
      model: body.model,
      usage: { prompt_tokens: 1, total_tokens: 1 },
    });
  }

  #json(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(payload));
  }
}
