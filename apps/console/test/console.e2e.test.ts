import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "@memory/api/testing";
import { fixture } from "@memory/chat-exports/testing";
import { hasChromium, launchChromium, watchPage } from "@memory/testing/chromium";
import { type FakeX, startFakeX, xData } from "@memory/worker/testing/social-fakes";
import type { Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityProblems } from "./accessibility.ts";

/**
 * The console in headless Chromium against the real stack: the API (serving the console built
 * here) and in-process workers on this file's own database, Redis prefix and Qdrant collection.
 * The steps share one tab and run in order, as a person would use it.
 */

if (!hasChromium) console.warn("console.e2e.test.ts: /usr/bin/chromium is missing, so the test is skipped");

const root = fileURLToPath(new URL("../", import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), "console-build-"));
let api: TestApiWithWorkers;
let server: ServerType;
let origin: string;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let tab: Page;
let watched: { elsewhere: string[]; problems: string[] };
let key: string;
let token: string;
/** A webhook receiver on loopback: answers 204 and counts what it got. */
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];
/** X (Twitter) on loopback, answering as the platform's API does, for "connect a social account". */
let x: FakeX;

/** Screenshots for docs/console.md: CONSOLE_SCREENSHOTS=$PWD/../../docs/console pnpm exec vitest run test/console.e2e.test.ts */
const shots = process.env.CONSOLE_SCREENSHOTS;
const shot = async (name: string) => {
  if (shots) await tab.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
};
/** The page as it is now: its screenshot (when asked for) and axe-core's scan, which must find nothing that counts. */
const look = async (name: string) => {
  await shot(name);
  expect(await accessibilityProblems(tab), `accessibility of the ${name} page`).toEqual([]);
};

/** A WhatsApp export of `messages` lines, a minute apart, two people, a few things said again and again. */
function longWhatsAppExport(messages: number): string {
  const said = [
    "I walked the dog along the river again this morning before work, lovely light.",
    "Did you see the match last night? Unbelievable ending, I still cannot believe it.",
    "I am cooking a big pot of lentil soup for the week, want me to save you some?",
    "The train was late again so I read another chapter of that long novel on the platform.",
  ];
  const start = Date.UTC(2024, 0, 1, 8);
  const lines: string[] = [];
  for (let i = 0; i < messages; i++) {
    const t = new Date(start + i * 60_000);
    const day = `${t.getUTCDate()}/${t.getUTCMonth() + 1}/${t.getUTCFullYear()}`;
    const hour = t.getUTCHours() % 12 || 12;
    const time = `${hour}:${String(t.getUTCMinutes()).padStart(2, "0")} ${t.getUTCHours() < 12 ? "am" : "pm"}`;
    lines.push(`${day}, ${time} - ${i % 2 ? "Ana" : "Bruno"}: ${said[i % said.length]}`);
  }
  return `${lines.join("\n")}\n`;
}

describe.skipIf(!hasChromium)("the console in a browser", () => {
  beforeAll(async () => {
    await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true } });
    x = await startFakeX(xData());
    api = await startTestApiWithWorkers({
      SOCIAL_TOKEN_KEY: randomBytes(32).toString("base64"),
      TWITTER_API_URL: x.url,
      CONSOLE_DIR: outDir,
      FILE_IMPORT_OCR: "false",
      // An upload is answered at once, so the page follows every import while it runs.
      FILE_IMPORT_WAIT_MS: "0",
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    });
    receiver = createServer((req, res) => {
      received.push(req.headers["webhook-id"]?.toString() ?? "?");
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    ({ key, token } = await api.keyedUser());
    server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    tab = browser.context.pages()[0] ?? (await browser.context.newPage());
    tab.setDefaultTimeout(20_000);
    tab.on("dialog", (dialog) => void dialog.accept());
    watched = await watchPage(tab, origin);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await new Promise((resolve) => receiver?.close(resolve));
    await x?.close();
    await api?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it("loads under its Content-Security-Policy with nothing blocked and nothing from elsewhere", async () => {
    const response = await tab.goto(`${origin}/console`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    const csp = (await response?.headerValue("content-security-policy")) ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    await tab.getByLabel("API key", { exact: true }).waitFor();
    expect(watched.problems).toEqual([]);
    expect(watched.elsewhere).toEqual([]);
  });

  it("scans pages with axe-core under that policy, and the scan finds a button without a name", async () => {
    expect(await accessibilityProblems(tab)).toEqual([]);
    await tab.evaluate(
      "document.body.append(Object.assign(document.createElement('button'), { id: 'nameless' }))",
    );
    expect(await accessibilityProblems(tab)).toEqual([
      expect.stringMatching(/^button-name \(critical\).*#nameless/),
    ]);
    await tab.evaluate("document.getElementById('nameless').remove()");
  });

  it("explains a wrong key in words (401)", async () => {
    await tab.getByLabel("API key", { exact: true }).fill("msk_not_a_real_key");
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => tab.getByRole("alert").textContent())
      .toMatch(/did not accept this API key.*\(401\)/);
    await look("sign-in-401");
    watched.problems.length = 0; // the browser logs the refused request itself
  });

  it("signs in with the key and a token, kept in this tab's session only, never in the URL", async () => {
    await tab.getByLabel("API key", { exact: true }).fill(key);
    await tab.getByLabel("Bearer token").fill(token);
    await tab.getByRole("button", { name: "Sign in" }).click();
    await tab.getByRole("heading", { name: "Memories", level: 1 }).waitFor();
    expect(tab.url()).not.toContain(key);
    expect(tab.url()).not.toContain(token);
    expect(await tab.evaluate("JSON.stringify(localStorage)")).not.toContain("msk_");
  });

  it("stores a memory and finds it by search, with its score and, when the API explains, why", async () => {
    await tab
      .getByLabel("Something the user said")
      .fill("I live in Lisbon and I work as a marine biologist.");
    await tab.getByRole("button", { name: "Store" }).click();
    await tab
      .getByRole("status")
      .filter({ hasText: /Stored: [1-9]/ })
      .waitFor({ timeout: 30_000 });
    await tab
      .getByRole("table")
      .getByRole("link", { name: /Lisbon/ })
      .first()
      .waitFor();

    await tab.getByLabel("Rows per page").selectOption("100");
    await tab.getByText(/^Page 1 of 1 \([1-9]\d* memor/).waitFor();

    // Memories over time: today's bar, with what was stored today by category.
    const today = new Date().toISOString().slice(0, 10);
    await tab
      .getByRole("figure", { name: "Memories over time" })
      .getByRole("img", {
        name: new RegExp(`^Memories per day by category, ${today} to ${today}: [a-z]+ [1-9]`),
      })
      .waitFor();

    await tab.getByRole("searchbox", { name: "Search memories" }).fill("Where do I live?");
    await tab.getByRole("button", { name: "Search", exact: true }).click();
    const results = tab.getByRole("list", { name: "Search results" });
    const first = results.getByRole("listitem").filter({ hasText: "Lisbon" }).first();
    await first.waitFor();
    expect(await first.locator(".score").textContent()).toMatch(/^score [01]\.\d\d$/);
    await first.getByText("Why this result").click();
    await first.getByText(/Matched words: .*liv/).waitFor();
    await look("memories");
  });

  it("opens the memory, shows the message it came from, edits it and shows the change as a new version", async () => {
    await tab
      .getByRole("list", { name: "Search results" })
      .getByRole("link", { name: /Lisbon/ })
      .first()
      .click();
    await tab.getByRole("heading", { name: "Memory", level: 1 }).waitFor();
    await tab.getByText("Validity").waitFor();
    // Where it came from: the message the user typed in the store form, with its role.
    const source = tab.getByRole("list", { name: "Source messages" }).getByRole("listitem");
    expect(await source.count()).toBe(1);
    await source.getByText("I live in Lisbon and I work as a marine biologist.").waitFor();
    expect(await source.getByText("user", { exact: true }).count()).toBe(1);
    expect(await source.textContent()).toContain(String(new Date().getFullYear()));
    const content = tab.getByLabel("Content");
    const before = await content.inputValue();
    await content.fill(before.replace("Lisbon", "Porto"));
    await tab.getByRole("button", { name: "Save" }).click();
    await tab.getByRole("status").filter({ hasText: "Saved as a new version." }).waitFor();
    const change = tab.getByRole("listitem").filter({ hasText: /Version 1 → 2/ });
    await change.waitFor();
    expect(await change.getByRole("deletion").textContent()).toContain("Lisbon");
    expect(await change.getByRole("insertion").textContent()).toContain("Porto");
    await tab.locator("blockquote").getByText(/Porto/).waitFor();
    await look("memory-detail");
  });

  it("deletes the memory (confirmed), and the table no longer lists it", async () => {
    await tab.getByRole("button", { name: "Delete memory" }).click();
    await tab.getByRole("status").filter({ hasText: "Memory deleted" }).waitFor();
    await tab.getByRole("link", { name: "Back to memories" }).click();
    await tab.getByRole("heading", { name: "All memories" }).waitFor();
    await expect.poll(() => tab.getByRole("table").getByRole("link", { name: /Porto/ }).count()).toBe(0);
  });

  it("uploads a real WhatsApp export and shows its progress reach 100 %", async () => {
    await tab.getByRole("link", { name: "Imports" }).click();
    await tab.getByLabel(/Chat export or document/).setInputFiles({
      name: "WhatsApp Chat with Test.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(fixture("whatsapp/android-en-pm.txt")),
    });
    await tab.getByRole("button", { name: "Upload" }).click();
    const item = tab.getByRole("article", { name: /^Import whatsapp / });
    await item
      .getByRole("status")
      .filter({ hasText: /^100% · completed/ })
      .waitFor({ timeout: 60_000 });
    expect(await item.getByRole("progressbar", { name: "Import progress" }).getAttribute("value")).toBe(
      "100",
    );
    expect(await item.getByRole("button", { name: "Cancel import" }).count()).toBe(0);
    await item.getByText("Log").click();
  }, 90_000);

  it("shows a long import's throughput, measured while it runs", async () => {
    await tab.getByLabel(/Chat export or document/).setInputFiles({
      name: "WhatsApp Chat with Ana.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(longWhatsAppExport(20_000)),
    });
    const imports = tab.getByRole("article", { name: /^Import whatsapp / });
    const before = await imports.count();
    await tab.getByRole("button", { name: "Upload" }).click();
    await expect.poll(() => imports.count(), { timeout: 60_000 }).toBe(before + 1);
    const item = imports.first(); // the newest first
    await item
      .getByRole("status")
      .filter({ hasText: /^100% · completed/ })
      .waitFor({ timeout: 150_000 });
    const chart = item.getByRole("figure", { name: "Import throughput" }).getByRole("img");
    const said = (await chart.getAttribute("aria-label")) ?? "";
    const [, intervals, average] =
      said.match(/in (\d+) intervals?: latest [\d.]+ items\/s, average ([\d.]+) items\/s$/) ?? [];
    expect(Number(intervals), said).toBeGreaterThanOrEqual(2);
    expect(Number(average), said).toBeGreaterThan(0);
  }, 180_000);

  it("connects a social account, follows its first sync to 100 % and disconnects it", async () => {
    await tab.getByLabel("Social platform").selectOption("twitter");
    await tab.getByLabel("Access token").fill(x.token);
    await tab.getByRole("checkbox", { name: "Sync new content automatically" }).uncheck();
    await tab.getByRole("button", { name: "Connect" }).click();
    const item = tab.getByRole("article", { name: /^Import twitter / });
    const done = item.getByRole("status").filter({ hasText: /^100% · completed/ });
    await done.waitFor({ timeout: 60_000 });
    expect(Number((await done.textContent())?.match(/(\d+)\s+memories/)?.[1])).toBeGreaterThan(0);
    expect(await tab.getByLabel("Access token").inputValue()).toBe("");
    await look("imports");
    await item.getByRole("button", { name: "Disconnect" }).click();
    await item
      .getByRole("status")
      .filter({ hasText: / · cancelled · / })
      .waitFor();
    expect(await item.getByRole("button", { name: "Disconnect" }).count()).toBe(0);
    expect(await tab.evaluate("JSON.stringify(sessionStorage) + JSON.stringify(localStorage)")).not.toContain(
      x.token,
    );
  }, 90_000);

  it("edits the bio by hand with a live word count", async () => {
    const before = watched.problems.length;
    await tab.getByRole("link", { name: "Profile" }).click();
    await tab.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    await tab.getByLabel("Manual bio").fill("A marine biologist who lives in Porto.");
    await tab.getByText("7 of 500 words").waitFor();
    await tab.getByRole("button", { name: "Save bio" }).click();
    await tab.getByRole("status").filter({ hasText: "Saved: 7 words." }).waitFor();
    await tab
      .getByRole("figure", { name: "Current bio" })
      .getByText("A marine biologist who lives in Porto.")
      .waitFor();
    await look("profile");
    // With few memories the profile and the generated bio answer 404 "not yet", which the page
    // shows as a status; Chromium logs every 4xx fetch as a console error.
    const notYet = (p: string) => p.includes("status of 404");
    const added = watched.problems.splice(before);
    watched.problems.push(...added.filter((p) => !notYet(p)));
  });

  it("creates a webhook for the events chosen (secret shown once), lists its delivery and replays it", async () => {
    await tab.getByRole("link", { name: "Webhooks" }).click();
    await tab.getByLabel("Webhook URL").fill(receiverUrl);
    await tab.getByRole("checkbox", { name: "memory.created" }).check();
    await tab.getByRole("checkbox", { name: "integration.completed" }).check();
    await tab.getByRole("button", { name: "Create webhook" }).click();
    const secret = await tab
      .getByRole("status", { name: "New webhook" })
      .getByLabel("Signing secret")
      .textContent();
    expect(secret?.length).toBeGreaterThan(20);
    const stored = await api.json(
      "POST",
      "/v1/memories",
      {
        messages: [{ role: "user", content: "I grow tomatoes on my balcony." }],
        agent_id: "a",
        thread_id: "t",
        source: "e2e",
      },
      { "x-api-key": key },
    );
    expect(stored.status).toBe(201);
    const hook = tab.getByRole("article", { name: `Webhook ${receiverUrl}` });
    await hook.getByText("events: memory.created, integration.completed").waitFor();
    await hook.getByRole("button", { name: "Show deliveries" }).click();
    const delivered = hook.getByRole("row").filter({ hasText: /memory\.created.*succeeded.*204/ });
    await expect
      .poll(
        async () => {
          await hook.getByRole("button", { name: "Refresh deliveries" }).click();
          return delivered.count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const before = received.length;
    await delivered
      .first()
      .getByRole("button", { name: /^Replay / })
      .click();
    await expect
      .poll(
        async () => {
          await hook.getByRole("button", { name: "Refresh deliveries" }).click();
          return hook
            .getByRole("row")
            .filter({ hasText: /\(replay\).*succeeded/ })
            .count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(received.length).toBeGreaterThan(before);
    await look("webhooks");
  });

  it("creates an API key (shown once) and revokes it; the next call with it is refused", async () => {
    await tab.getByRole("link", { name: "API keys" }).click();
    await tab.getByLabel("Key name").fill("e2e key");
    await tab.getByRole("button", { name: "Create key" }).click();
    const created =
      (await tab.getByRole("status", { name: "New key" }).getByLabel("New API key").textContent()) ?? "";
    expect(created).toMatch(/^msk_/);
    const call = () => api.request("/v1/memories", { headers: { "x-api-key": created } });
    expect((await call()).status).toBe(200);
    await look("keys");
    await tab.getByRole("button", { name: "Revoke e2e key" }).click();
    await tab.getByRole("row", { name: /e2e key.*revoked/ }).waitFor();
    expect((await call()).status).toBe(401);
  });

  it("signs out and leaves no key in the tab's storage", async () => {
    await tab.getByRole("button", { name: "Sign out" }).click();
    await tab.getByLabel("API key", { exact: true }).waitFor();
    expect(await tab.evaluate("JSON.stringify(sessionStorage)")).not.toContain("msk_");
    expect(watched.problems).toEqual([]);
    expect(watched.elsewhere).toEqual([]);
  });
});
