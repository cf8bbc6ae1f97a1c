import { describe, expect, it } from "vitest";
import { authEnv, ConfigError, modelEnv, parseEnv, storageEnv, z } from "../src/index.ts";

const schema = z.object({
  ...storageEnv,
  ...authEnv,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

describe("parseEnv", () => {
  it("applies defaults for a local machine", () => {
    const env = parseEnv(schema, {});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/memory",
      REDIS_URL: "redis://127.0.0.1:6379",
      QDRANT_COLLECTION: "memories",
    });
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv(schema, { QDRANT_API_KEY: "", PORT: "" })).toMatchObject({ PORT: 3000 });
    expect(parseEnv(schema, { QDRANT_API_KEY: "" }).QDRANT_API_KEY).toBeUndefined();
  });

  it("names every bad variable, and hides secrets", () => {
    let error: unknown;
    try {
      parseEnv(schema, { PORT: "70000", DATABASE_URL: "mysql://x", JWT_SECRET: "too-short" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT: .*70000/);
    expect(message).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\//);
    expect(message).toMatch(/JWT_SECRET: .*\*\*\*/);
    expect(message).not.toContain("too-short");
  });
});

describe("LOCAL_FACT_MODEL", () => {
  const models = z.object(modelEnv);

  it("is the rules alone unless set, the trained model when set to model, nothing else", () => {
    expect(parseEnv(models, {}).LOCAL_FACT_MODEL).toBe("rules");
    expect(parseEnv(models, { LOCAL_FACT_MODEL: "model" }).LOCAL_FACT_MODEL).toBe("model");
    expect(() => parseEnv(models, { LOCAL_FACT_MODEL: "maybe" })).toThrow(/LOCAL_FACT_MODEL/);
  });
});
