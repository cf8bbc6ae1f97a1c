import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  appendFileUploadChunk,
  createDb,
  createFileUpload,
  createUser,
  type DbHandle,
  insertIntegration,
  newId,
  setFileUploadSize,
  UPLOAD_CHUNK_BYTES,
} from "@memory/db";
import { createRedis, JobProducer, type Redis, stageChatMessages } from "@memory/jobs";
import { createTestStack, type TestStack } from "@memory/testing";
import type { ChatItem } from "./chat-data.ts";
import { workerEnvFor } from "./support.ts";

const WORKER_DIR = join(fileURLToPath(import.meta.url), "..", "..");

/**
 * The lock of the workers a kill test starts: short, so the killed worker's import comes back
 * soon, but with room for a worker starved of CPU. An import may stall only once (QUEUES.import,
 * maxStalledCount 1) and the kill is that stall, so any lapse of the lock fails the import. A fresh
 * worker's first chunk holds its event loop while the extraction's patterns compile (about 0.4 s
 * on an idle core, 2 to 4 s measured with two busy loops on the same core): with a 2 or 3 s lock,
 * that lapse failed the kill tests on a loaded machine.
 */
export const KILL_TEST_LOCK_MS = 6000;

/**
 * What the import tests on real worker processes share: the stack, worker processes (killed at
 * the end), users, and submits that do what POST /v1/integrations/chat and /files do (an
 * integration row, staged messages or file rows, an id-only job).
 */
export class ChatImportHarness {
  readonly stack: TestStack;
  readonly db: DbHandle;
  readonly redis: Redis;
  readonly producer: JobProducer;
  private readonly children: ChildProcess[] = [];

  private constructor(stack: TestStack) {
    this.stack = stack;
    this.db = createDb(stack.databaseUrl);
    this.redis = createRedis(stack.redisUrl, "test");
    this.producer = new JobProducer(this.redis, stack.queuePrefix);
  }

  static async start(): Promise<ChatImportHarness> {
    return new ChatImportHarness(await createTestStack());
  }

  /**
   * A real worker process; `lockMs` short so a killed one's job comes back soon. `nodeFlags`
   * (e.g. a small `--max-old-space-size`) and `env` go to that process only.
   */
  spawnWorker(options: {
    lockMs: number;
    queues?: string;
    nodeFlags?: string[];
    env?: Record<string, string>;
  }): ChildProcess {
    const child = spawn(process.execPath, [...(options.nodeFlags ?? []), "src/main.ts"], {
      cwd: WORKER_DIR,
      env: {
        ...process.env,
        ...workerEnvFor(this.stack, {
          JOB_LOCK_DURATION_MS: String(options.lockMs),
          ...(options.queues ? { WORKER_QUEUES: options.queues } : {}),
          ...options.env,
        }),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    this.children.push(child);
    return child;
  }

  async kill(child: ChildProcess): Promise<void> {
    child.kill("SIGKILL");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  }

  async newUser(label = "chat"): Promise<string> {
    const user = await createUser(this.db.orm, { email: `${label}-${newId()}@example.com` });
    if (!user) throw new Error("no user");
    return user.id;
  }

  async submit(userId: string, items: ChatItem[]): Promise<string> {
    const id = newId();
    await insertIntegration(this.db.orm, {
      id,
      userId,
      type: "chat",
      platform: "chatgpt",
      itemsTotal: items.length,
    });
    await stageChatMessages(
      this.redis,
      this.stack.queuePrefix,
      id,
      items.map((m, i) => ({
        index: i,
        timestamp: Date.parse(m.timestamp),
        role: m.role,
        content: m.content,
        ...(m.message_id ? { id: m.message_id } : {}),
      })),
    );
    await this.producer.enqueue(
      "import.chat",
      {
        integrationId: id,
        userId,
        platform: "chatgpt",
        extractMode: "all",
        minLength: 50,
        groupByTopic: true,
        includeSystemMessages: false,
        timeGapThresholdSeconds: 3600,
        autoCategorize: true,
        anonymize: false,
      },
      { jobId: id, removeOnComplete: true },
    );
    return id;
  }

  /** A file staged as POST /v1/integrations/files leaves it (rows of 1 MiB), and its import.file job. */
  async submitFile(userId: string, filename: string, bytes: Uint8Array): Promise<string> {
    const id = newId();
    await insertIntegration(this.db.orm, {
      id,
      userId,
      type: "file",
      platform: "file",
      status: "pending",
      currentStep: "upload",
    });
    await createFileUpload(this.db.orm, { integrationId: id, filename });
    for (let seq = 0; seq * UPLOAD_CHUNK_BYTES < bytes.length; seq++) {
      const row = bytes.subarray(seq * UPLOAD_CHUNK_BYTES, (seq + 1) * UPLOAD_CHUNK_BYTES);
      await appendFileUploadChunk(this.db.orm, id, seq, Buffer.from(row));
    }
    await setFileUploadSize(this.db.orm, id, bytes.length);
    await this.producer.enqueue(
      "import.file",
      {
        integrationId: id,
        userId,
        filename,
        extractMode: "smart",
        chunkSize: 1000,
        chunkOverlap: 200,
        autoCategorize: false,
      },
      { jobId: id, removeOnComplete: true, removeOnFail: { age: 3600 } },
    );
    return id;
  }

  async close(): Promise<void> {
    for (const child of this.children) if (child.exitCode === null) child.kill("SIGKILL");
    await this.producer.close();
    this.redis.disconnect();
    await this.db.close();
    await this.stack.cleanup();
  }
}
