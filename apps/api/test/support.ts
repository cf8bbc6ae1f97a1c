import { mintUserToken } from "@memory/auth";
import { createUser } from "@memory/db";
import { createTestStack, type TestStack } from "@memory/testing";
import { startTestWorkers } from "@memory/worker/testing";
import { createApp } from "../src/app.ts";
import type { App } from "../src/app-type.ts";
import { type ApiEnv, loadApiEnv } from "../src/env.ts";
import { type ApiServices, buildApiServices } from "../src/services.ts";

// biome-ignore lint/suspicious/noExplicitAny: response bodies in tests are checked by assertions at run time.
export type Json = any;
/** A Response whose body parses to a value the assertions can walk. */
export type TestResponse = Omit<Response, "json"> & { json(): Promise<Json> };

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256";

export interface TestApi {
  app: App;
  services: ApiServices;
  stack: TestStack;
  env: ApiEnv;
  /** Creates a user and returns its id and a bearer token. */
  user(email?: string): Promise<{ userId: string; token: string }>;
  /** Creates a user with an API key (all scopes unless given). */
  keyedUser(scopes?: string[]): Promise<{ userId: string; token: string; key: string; keyId: string }>;
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  request(path: string, init?: RequestInit): Promise<TestResponse>;
  close(): Promise<void>;
}

let counter = 0;

/** The environment the API needs to serve a test file's isolated stack. */
export function apiEnvFor(stack: TestStack, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    QDRANT_URL: stack.qdrantUrl,
    QDRANT_COLLECTION: stack.collection,
    QUEUE_PREFIX: stack.queuePrefix,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: "silent",
    ...overrides,
  };
}

/** Environment on top of the stack's: fixed, or made from the stack (a URL with its database name). */
export type EnvOverrides = Record<string, string> | ((stack: TestStack) => Record<string, string>);

/** The API app on an isolated real stack (database, Redis prefix, Qdrant collection). */
export async function startTestApi(overrides: EnvOverrides = {}): Promise<TestApi> {
  const stack = await createTestStack();
  try {
    return await startOn(stack, typeof overrides === "function" ? overrides(stack) : overrides);
  } catch (error) {
    // A start that fails (a test of a bad setting) drops the database it made.
    await stack.cleanup();
    throw error;
  }
}

async function startOn(stack: TestStack, overrides: Record<string, string>): Promise<TestApi> {
  const env = loadApiEnv(apiEnvFor(stack, overrides));
  const services = await buildApiServices(env);
  const app = createApp(services);
  const json: TestApi["json"] = (method, path, body, headers = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      }),
    );
  const user: TestApi["user"] = async (email) => {
    counter += 1;
    const row = await createUser(services.db.orm, {
      email: email ?? `user${counter}-${Date.now()}@example.com`,
    });
    if (!row) throw new Error("user exists");
    return { userId: row.id, token: await mintUserToken(TEST_JWT_SECRET, row.id) };
  };
  return {
    app,
    services,
    stack,
    env,
    user,
    json,
    request: async (path, init) => app.request(path, init),
    async keyedUser(scopes) {
      const u = await user();
      const res = await json(
        "POST",
        "/v1/api-keys",
        { name: "test", ...(scopes ? { scopes } : {}) },
        { authorization: `Bearer ${u.token}` },
      );
      if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { key: string; api_key_id: string };
      return { ...u, key: body.key, keyId: body.api_key_id };
    },
    async close() {
      await services.close();
      await stack.cleanup();
    },
  };
}

export type TestWorkers = Awaited<ReturnType<typeof startTestWorkers>>;
export type TestApiWithWorkers = TestApi & { workers: TestWorkers };

/** The API and real in-process workers on one isolated stack; `close()` stops the workers first. */
export async function startTestApiWithWorkers(overrides: EnvOverrides = {}): Promise<TestApiWithWorkers> {
  const api = await startTestApi(overrides);
  const resolved = typeof overrides === "function" ? overrides(api.stack) : overrides;
  const workers = await startTestWorkers(api.stack, resolved).catch(async (error: unknown) => {
    await api.close();
    throw error;
  });
  const closeApi = api.close;
  return Object.assign(api, {
    workers,
    async close() {
      await workers.close();
      await closeApi();
    },
  });
}
