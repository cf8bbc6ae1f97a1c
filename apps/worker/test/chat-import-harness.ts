import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, createUser, type DbHandle, insertIntegration, newId } from "@memory/db";
import { createRedis, JobProducer, type Redis, stageChatMessages } from "@memory/jobs";
import { createTestStack, type TestStack } from "@memory/testing";
import type { ChatItem } from "./chat-data.ts";
import { workerEnvFor } from "./support.ts";

const WORKER_DIR = join(fileURLToPath(import.meta.url), "..", "..");

/**
 * What the chat-import tests on real worker processes share: the stack, worker processes (killed
 * at the end), users, and a submit that does what POST /v1/integrations/chat does (an integration
 * row, staged messages, an id-only job).
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

  /** A real worker process; `lockMs` short so a killed one's job comes back soon. */
  spawnWorker(options: { lockMs: number; queues?: string }): ChildProcess {
    const child = spawn(process.execPath, ["src/main.ts"], {
      cwd: WORKER_DIR,
      env: {
        ...process.env,
        ...workerEnvFor(this.stack, {
          JOB_LOCK_DURATION_MS: String(options.lockMs),
          ...(options.queues ? { WORKER_QUEUES: options.queues } : {}),
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

  async close(): Promise<void> {
    for (const child of this.children) if (child.exitCode === null) child.kill("SIGKILL");
    await this.producer.close();
    this.redis.disconnect();
    await this.db.close();
    await this.stack.cleanup();
  }
}
