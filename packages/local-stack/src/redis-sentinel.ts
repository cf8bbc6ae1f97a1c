import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { freePort } from "./qdrant-server.ts";

export interface RedisWithSentinel {
  /** `host:port` of the Sentinel (REDIS_SENTINELS). */
  sentinels: string;
  /** The master's name (REDIS_SENTINEL_MASTER). */
  master: string;
  /** The port of the master the Sentinel names now. */
  masterPort(): Promise<number>;
  /** SIGKILLs the current master (after its replica has every write); resolves once the Sentinel names another. */
  killMaster(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Redis master, one replica and one Sentinel (quorum 1, a master down for 1 s fails over) on free
 * loopback ports, from the machine's `redis-server` (Debian's; a Sentinel is `redis-server --sentinel`).
 * Nothing is kept on disk. Production runs three Sentinels; one shows the failover.
 */
export async function startRedisSentinel(): Promise<RedisWithSentinel> {
  const dir = mkdtempSync(join(tmpdir(), "redis-sentinel-"));
  const [masterPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const servers = new Map<number, ChildProcess>();
  const server = (port: number, extra: string[]) => {
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    servers.set(port, spawn("redis-server", [...args, "--dir", dir, ...extra], { stdio: "ignore" }));
  };
  server(masterPort, []);
  server(replicaPort, ["--replicaof", "127.0.0.1", String(masterPort)]);
  const config = join(dir, "sentinel.conf");
  writeFileSync(
    config,
    [
      `port ${sentinelPort}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor mymaster 127.0.0.1 ${masterPort} 1`,
      "sentinel down-after-milliseconds mymaster 1000",
      "sentinel failover-timeout mymaster 10000",
      "",
    ].join("\n"),
  );
  const sentinel = spawn("redis-server", [config, "--sentinel"], { stdio: "ignore" });
  const ask = new Redis({
    port: sentinelPort,
    host: "127.0.0.1",
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  ask.on("error", () => {});
  const current = async () => {
    const [, port] = (await ask.call("SENTINEL", "get-master-addr-by-name", "mymaster")) as [string, string];
    return Number(port);
  };
  await until("the Sentinel to see the master and its replica", async () => {
    const replicas = (await ask.call("SENTINEL", "replicas", "mymaster")) as unknown[];
    return (await current()) === masterPort && replicas.length === 1;
  });
  return {
    sentinels: `127.0.0.1:${sentinelPort}`,
    master: "mymaster",
    masterPort: current,
    killMaster: async () => {
      const port = await current();
      const master = new Redis({ port, host: "127.0.0.1", maxRetriesPerRequest: 1 });
      await master.call("WAIT", "1", "2000");
      master.disconnect();
      servers.get(port)?.kill("SIGKILL");
      await until("the Sentinel to name a new master", async () => (await current()) !== port, 30_000);
    },
    stop: async () => {
      ask.disconnect();
      for (const child of [sentinel, ...servers.values()]) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
