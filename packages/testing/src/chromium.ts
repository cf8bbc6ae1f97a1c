import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's chromium (`apt-get install chromium`; .ci/run installs it), driven by playwright-core. */
export const CHROMIUM = "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

/**
 * Headless Chromium with a fresh profile. The background-networking flags keep it from calling
 * Google's hosts, which this machine's closed network refuses. `close()` removes the profile.
 */
export async function launchChromium(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), "chromium-profile-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1400, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What went wrong on a page while it ran: requests to another origin, uncaught errors, console
 * errors and Content-Security-Policy violations. Call before the first `goto`.
 */
export async function watchPage(
  tab: Page,
  origin: string,
): Promise<{ elsewhere: string[]; problems: string[] }> {
  const elsewhere: string[] = [];
  const problems: string[] = [];
  tab.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
  });
  tab.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  tab.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  await tab.exposeFunction("reportCspViolation", (text: string) => problems.push(`CSP: ${text}`));
  await tab.addInitScript({
    content: `document.addEventListener("securitypolicyviolation", (e) =>
      window.reportCspViolation(e.effectiveDirective + " " + e.blockedURI));`,
  });
  return { elsewhere, problems };
}
