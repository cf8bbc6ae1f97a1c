import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_CSP } from "../src/console-files.ts";
import { startTestApi, type TestApi } from "./support.ts";

/** A built console as Vite lays it out: index.html and hashed files under assets/. */
const dir = mkdtempSync(join(tmpdir(), "console-dist-"));
const script = "index-AbC123_x.js";
mkdirSync(join(dir, "assets"));
writeFileSync(
  join(dir, "index.html"),
  `<!doctype html><script type="module" src="/console/assets/${script}"></script>`,
);
writeFileSync(join(dir, "assets", script), `console.log(${JSON.stringify("x".repeat(2000))});`);
writeFileSync(join(dir, "secret.txt"), "not an asset");

let api: TestApi;
let unbuilt: TestApi;
beforeAll(async () => {
  api = await startTestApi({ CONSOLE_DIR: dir });
  unbuilt = await startTestApi({ CONSOLE_DIR: join(dir, "missing") });
});
afterAll(async () => {
  await api?.close();
  await unbuilt?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("GET /console", () => {
  it("serves index.html revalidated on every load, under a strict CSP", async () => {
    for (const path of ["/console", "/console/"]) {
      const res = await api.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toBe(CONSOLE_CSP);
      expect(await res.text()).toContain(script);
    }
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).toContain("style-src 'self'");
    expect(CONSOLE_CSP).not.toContain("unsafe-inline");
  });

  it("serves hashed assets for a year, compressed when the browser accepts it", async () => {
    const res = await api.request(`/console/assets/${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers 404, not cached, for an unknown asset or a path outside assets/", async () => {
    for (const name of ["index-000000.js", "..%2Fsecret.txt", "..%2Findex.html", "secret.txt"]) {
      const res = await api.request(`/console/assets/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toContain("reload /console");
    }
  });

  it("says how to build the console when it is not built", async () => {
    const res = await unbuilt.request("/console");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("pnpm --filter @memory/console build");
  });
});
