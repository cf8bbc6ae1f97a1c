import { defineConfig } from "vite";

/**
 * Preact through Vite's own JSX transform (no framework plugin): the bundle is Preact (~5 KB
 * compressed), the typed client and our code. `base` is where the API serves it; file names carry
 * a content hash, so the API may let browsers cache them for a year.
 */
// biome-ignore lint/style/noDefaultExport: Vite reads the config's default export.
export default defineConfig({
  base: "/console/",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // No inline <script>: the module preload polyfill is bundled, never inlined, so the CSP needs no hash.
    assetsInlineLimit: 0,
    target: "es2022",
  },
  server: { proxy: { "/v1": "http://127.0.0.1:3000" } },
});
