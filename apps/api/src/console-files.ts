import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Context, Env, Hono } from "hono";
import { compress } from "hono/compress";

/**
 * `GET /console`: the console (apps/console), a single-page app built by Vite into static files,
 * served from this process like any other page. It talks to this API only through the public
 * operations, from the same origin, with the user's API key in a header.
 */

export const CONSOLE_PATH = "/console";

/** Where `pnpm --filter @memory/console build` puts the app (CONSOLE_DIR overrides it). */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL("../../console/dist/", import.meta.url));

/**
 * Scripts, styles, images and fetches from this origin only; no inline script or style (the
 * build emits none); the page may not be framed, submit forms elsewhere or change its base URL.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** Vite's hashed asset names: letters, digits, dot, dash, underscore; nothing that climbs folders. */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)*$/;

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function serveIndex(c: Context, dir: string) {
  const html = await readOrNull(join(dir, "index.html"));
  if (!html) {
    c.header("Cache-Control", "no-store");
    return c.text(
      `The console is not built in ${dir}. Build it with \`pnpm --filter @memory/console build\` (or set CONSOLE_DIR), then reload.`,
      503,
    );
  }
  return c.body(new Uint8Array(html), 200, {
    "Content-Type": "text/html; charset=utf-8",
    // Revalidated on every load, so a new release's asset names are seen at once.
    "Cache-Control": "no-cache",
    "Content-Security-Policy": CONSOLE_CSP,
    ...SECURITY_HEADERS,
  });
}

async function serveAsset(c: Context, dir: string) {
  const name = c.req.param("name") ?? "";
  const type = CONTENT_TYPES[extname(name)];
  const body = ASSET_NAME.test(name) && type ? await readOrNull(join(dir, "assets", name)) : null;
  if (!body || !type) {
    // An old release's file name: not found, and not cached, so a reload fetches the new page.
    c.header("Cache-Control", "no-store");
    return c.text(`No console asset ${name}: reload ${CONSOLE_PATH}.`, 404);
  }
  return c.body(new Uint8Array(body), 200, {
    "Content-Type": type,
    // File names carry a content hash: a new build gets new URLs, so a year-long cache is safe.
    "Cache-Control": "public, max-age=31536000, immutable",
    ...SECURITY_HEADERS,
  });
}

/** On the API's app, or on the standalone console server's (console-server.ts). */
export function registerConsole<E extends Env>(app: Hono<E>, dir: string = DEFAULT_CONSOLE_DIR) {
  app.use(`${CONSOLE_PATH}/*`, compress());
  app.get(CONSOLE_PATH, (c) => serveIndex(c, dir));
  app.get(`${CONSOLE_PATH}/`, (c) => serveIndex(c, dir));
  app.get(`${CONSOLE_PATH}/assets/:name`, (c) => serveAsset(c, dir));
}
