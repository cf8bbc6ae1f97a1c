/**
 * Social import end to end: the real API process and one real worker process on an isolated stack
 * (a fresh database, a unique Redis prefix, the bundled Qdrant), importing an X account from the
 * local fake X API (the connector tests' server, 100 items per page like the real API): a first
 * import of N tweets + N/2 followers, then an incremental sync after 10 % new tweets, and an
 * incremental sync with nothing new. Prints items per second. Stops everything it started.
 *
 *   cd bench && node worker/social.ts   (BENCH_SCALE=small: 200 tweets instead of 2,000)
 */
import { randomBytes } from "node:crypto";
import { createDb } from "@memory/db";
import { startApi, startStack, startWorkers, Teardown, waitUntil } from "@memory/testing/service-stack";
import { startFakeX, type XData } from "@memory/worker/testing/social-fakes";
import { keyedUser } from "../lib/keyed-user.ts";

const TWEETS = process.env.BENCH_SCALE === "small" ? 200 : 2_000;
const suffix = randomBytes(4).toString("hex");
const teardown = new Teardown();

const CITIES = [
  "Lisbon",
  "Oslo",
  "Kyoto",
  "Denver",
  "Nairobi",
  "Lima",
  "Tallinn",
  "Hanoi",
  "Quebec",
  "Porto",
];
const HOBBIES = [
  "chess",
  "climbing",
  "pottery",
  "sailing",
  "baking",
  "cycling",
  "painting",
  "birding",
  "judo",
  "guitar",
];

/** Tweets that state facts (varied so that most are distinct), newest first, `stepMs` apart. */
function tweets(count: number, startId: bigint, now: number, stepMs = 3_600_000): XData["tweets"] {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    const city = CITIES[n % CITIES.length];
    const hobby = HOBBIES[Math.floor(n / CITIES.length) % HOBBIES.length];
    return {
      id: String(startId + BigInt(n)),
      text: `I spent weekend ${n} in ${city} and practised ${hobby} with friends there.`,
      created_at: new Date(now - i * stepMs).toISOString(),
    };
  });
}

async function main() {
  const now = Date.now() - 60_000;
  const followers = Array.from({ length: TWEETS / 2 }, (_, i) => ({
    id: String(1000 + i),
    name: `Follower ${i}`,
    username: `follower${i}`,
  }));
  const x = await startFakeX({
    me: { id: "2244994945", name: "Bench", username: "bench" },
    tweets: tweets(TWEETS, 1_900_000_000_000_000_000n, now),
    followers,
    liked: [],
    lists: [],
    dms: [],
  });
  x.pageSize = 100;
  // The stack of every benchmark (packages/testing/src/service-stack.ts), pointed at the fake X API.
  const shared = await startStack(teardown, "bench");
  const stack = {
    ...shared,
    env: { ...shared.env, SOCIAL_TOKEN_KEY: randomBytes(32).toString("base64"), TWITTER_API_URL: x.url },
  };
  await startWorkers(teardown, stack, 1);
  // The sync is polled every 100 ms: a higher standard limit, or a sync longer than ~10 s would wait
  // for the 100-per-minute bucket's window and the figure would measure the rate limiter.
  const api = await startApi(teardown, { ...stack, env: { ...stack.env, RATE_LIMIT_STANDARD: "1000000" } });
  const base = api.baseUrl;
  const databaseUrl = stack.databaseUrl;

  const db = createDb(databaseUrl, { max: 1 });
  const user = await keyedUser(db.orm, `bench-${suffix}@example.com`);
  await db.close();
  const headers = { "content-type": "application/json", "x-api-key": user.apiKey };
  interface Social {
    status: string;
    last_sync: string | null;
    import_stats: { total_items: number; imported_memories: number };
  }
  const read = async (id: string) =>
    (await (await fetch(`${base}/v1/integrations/social/${id}`, { headers })).json()) as Social;
  const syncedAfter = async (id: string, after: number) => {
    let body: Social | undefined;
    await waitUntil(
      "the sync",
      async () => {
        body = await read(id);
        if (body.status === "error") throw new Error("sync failed");
        return body.status === "connected" && body.last_sync !== null && Date.parse(body.last_sync) > after;
      },
      600_000,
    );
    if (!body) throw new Error("no answer");
    return body;
  };

  const rows: string[][] = [];
  const measure = async (label: string, run: () => Promise<number>, before: Social | null) => {
    const started = performance.now();
    const requestsBefore = x.requests.length;
    const after = await run();
    const end = await syncedAfter(idOf, after);
    const items = end.import_stats.total_items - (before?.import_stats.total_items ?? 0);
    const total = (performance.now() - started) / 1000;
    rows.push([
      label,
      items.toLocaleString("en"),
      String(x.requests.length - requestsBefore),
      `${total.toFixed(2)} s`,
      items > 0 ? Math.round(items / total).toLocaleString("en") : "–",
      String(end.import_stats.imported_memories - (before?.import_stats.imported_memories ?? 0)),
    ]);
    return end;
  };

  let idOf = "";
  const first = await measure(
    `first import (${TWEETS.toLocaleString("en")} tweets + ${followers.length.toLocaleString("en")} followers)`,
    async () => {
      const res = await fetch(`${base}/v1/integrations/social`, {
        method: "POST",
        headers,
        body: JSON.stringify({ platform: "twitter", auth_token: x.token, auto_sync: false }),
      });
      if (res.status !== 201) throw new Error(`connect answered ${res.status}: ${await res.text()}`);
      idOf = ((await res.json()) as { integration_id: string }).integration_id;
      return 0;
    },
    null,
  );
  const sync = async () => {
    const last = Date.parse((await read(idOf)).last_sync ?? "0");
    const res = await fetch(`${base}/v1/integrations/social/${idOf}/sync`, { method: "POST", headers });
    if (res.status !== 202) throw new Error(`sync answered ${res.status}`);
    return last;
  };
  // Newer than everything imported: posted in the last seconds.
  const newer = tweets(TWEETS / 10, 1_950_000_000_000_000_000n, Date.now(), 100);
  x.data.tweets.unshift(...newer);
  const second = await measure(`incremental sync (+${newer.length} tweets)`, sync, first);
  await measure("incremental sync (nothing new)", sync, second);
  await x.close();

  console.log(
    `\nSocial import (X fake API, 1 worker, local model, ${process.env.BENCH_SCALE ?? "full"} scale)\n`,
  );
  const head = ["run", "new items", "API requests", "end to end", "items/s", "memories"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void teardown.run());
main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => teardown.run());
