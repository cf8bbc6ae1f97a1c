import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Context } from "hono";
import type { App } from "./app-type.ts";

/**
 * `GET /api-reference`: Scalar's API reference (request and response schemas, examples, a request
 * builder) over the OpenAPI document. Its browser bundle comes from the `@scalar/api-reference` npm
 * package and is served by this process, never from a CDN, so an offline self-hosted install has
 * its reference too. The bundle carries its own CSS (it injects a <style> element).
 */

export const REFERENCE_PATH = "/api-reference";
const ASSETS = `${REFERENCE_PATH}/assets`;

/**
 * Scalar's options. Everything that would call a third party is off: fonts from its CDN, telemetry,
 * the "Ask AI" agent. The request builder sends requests from the browser straight to this API.
 */
const SCALAR_CONFIG = {
  url: `${REFERENCE_PATH}/openapi.json`,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  defaultOpenAllTags: true,
  persistAuth: false,
  documentDownloadType: "json",
};

/** The page's only script apart from the bundle (a file, not inline: the CSP allows no inline script). */
const INIT_SCRIPT = `Scalar.createApiReference("#app", ${JSON.stringify(SCALAR_CONFIG)});\n`;

/**
 * Inline styles are needed by the bundle (Vue style bindings and its injected stylesheet); scripts,
 * fetches, fonts and images come from this origin only.
 */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

interface Asset {
  /** Content-hashed file name: a new release gets a new URL, so browsers may cache it for a year. */
  name: string;
  body: Uint8Array;
}

const asset = (stem: string, body: Uint8Array): Asset => ({
  name: `${stem}.${createHash("sha256").update(body).digest("hex").slice(0, 16)}.js`,
  body,
});

let assets: { bundle: Asset; init: Asset } | undefined;

/** Read once, at the first request for the page (4 MB: not worth holding in tests that never ask). */
function loadAssets() {
  if (!assets) {
    // Resolving the package's entry only finds its folder; its Vue sources are never loaded.
    const bundlePath = fileURLToPath(
      new URL("./browser/standalone.js", import.meta.resolve("@scalar/api-reference")),
    );
    assets = {
      bundle: asset("scalar-api-reference", readFileSync(bundlePath)),
      init: asset("init", new TextEncoder().encode(INIT_SCRIPT)),
    };
  }
  return assets;
}

function renderPage(title: string, bundle: string, init: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
</head>
<body>
<noscript>This reference needs JavaScript. The OpenAPI document is at <a href="${SCALAR_CONFIG.url}">${SCALAR_CONFIG.url}</a>.</noscript>
<div id="app"></div>
<script src="${ASSETS}/${bundle}"></script>
<script src="${ASSETS}/${init}"></script>
</body>
</html>`;
}

const serveAsset = (c: Context, body: Uint8Array) =>
  c.body(body as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });

export function registerReferencePage(app: App, title: string) {
  app.get(REFERENCE_PATH, (c) => {
    const { bundle, init } = loadAssets();
    c.header("Content-Security-Policy", PAGE_CSP);
    c.header("Cache-Control", "no-cache");
    return c.html(renderPage(title, bundle.name, init.name));
  });
  app.get(`${ASSETS}/:name`, (c) => {
    const { bundle, init } = loadAssets();
    const name = c.req.param("name");
    if (name === bundle.name) return serveAsset(c, bundle.body);
    if (name === init.name) return serveAsset(c, init.body);
    // An old release's file name: not found, and not cached, so the next page load fetches the new one.
    c.header("Cache-Control", "no-store");
    return c.text(`No asset ${name}: reload ${REFERENCE_PATH}.`, 404);
  });
}
