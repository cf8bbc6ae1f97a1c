import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsoleServer } from "../src/console-server.ts";
import { startTestApi, type TestApi } from "./support.ts";

const dir = mkdtempSync(join(tmpdir(), "console-dist-"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>Memory console</title>");

let api: TestApi;
let server: ServerType;
let apiUrl: string;
beforeAll(async () => {
  api = await startTestApi();
  server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the console on its own (console-main.ts)", () => {
  it("serves the console and forwards API calls, key header, body and status included", async () => {
    const console = createConsoleServer({ apiUrl, consoleDir: dir });
    const page = await console.request("/console");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("connect-src 'self'");
    expect((await console.request("/")).headers.get("location")).toBe("/console");

    const { key } = await api.keyedUser();
    const search = await console.request("/v1/memories/search", {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify({ query: "where do I live?" }),
    });
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ query: "where do I live?", results: [] });

    const refused = await console.request("/v1/memories", { headers: { "x-api-key": "msk_wrong" } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("answers 502 saying where it looked when the API does not answer", async () => {
    const console = createConsoleServer({ apiUrl: "http://127.0.0.1:9", consoleDir: dir });
    const res = await console.request("/v1/memories");
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toContain(
      "could not reach the API at http://127.0.0.1:9",
    );
  });
});
