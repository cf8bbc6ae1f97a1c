import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { CHROMIUM, hasChromium, launchChromium, watchPage } from "@memory/testing/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support.ts";

if (!hasChromium)
  console.warn(
    `reference-page.test.ts: ${CHROMIUM} is missing, so the browser test is skipped (apt-get install -y chromium)`,
  );

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type OpenApiDoc = { paths: Record<string, Record<string, { operationId: string; summary: string }>> };

async function page() {
  const res = await api.request("/api-reference");
  const html = await res.text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? "");
  return { res, html, scripts };
}

describe("GET /api-reference", () => {
  it("loads its scripts from this server only, under a Content-Security-Policy", async () => {
    const { res, html, scripts } = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(html).not.toMatch(/<script>/); // no inline script: the CSP would block it
    expect(scripts).toHaveLength(2);
    for (const src of scripts) expect(src).toMatch(/^\/api-reference\/assets\/[\w.-]+\.[0-9a-f]{16}\.js$/);
  });

  it("serves the bundled assets with a content type and a year-long cache", async () => {
    const { scripts } = await page();
    for (const src of scripts) {
      const res = await api.request(src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10);
    }
    const gone = await api.request("/api-reference/assets/scalar-api-reference.0000000000000000.js");
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
  });
});

describe.skipIf(!hasChromium)("the reference page in headless Chromium", () => {
  let server: ServerType;
  let origin: string;
  beforeAll(async () => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("renders every operation of the OpenAPI document, with nothing fetched from elsewhere", async () => {
    const doc = (await (await api.request("/api-reference/openapi.json")).json()) as OpenApiDoc;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method, path, ...op })),
    );
    expect(operations.length).toBeGreaterThan(10);

    const browser = await launchChromium();
    try {
      const tab = browser.context.pages()[0] ?? (await browser.context.newPage());
      const { elsewhere, problems } = await watchPage(tab, origin);
      // zod (inside the bundle) probes once whether eval is allowed and works without it.
      const zodEvalProbe = "CSP: script-src eval";

      const response = await tab.goto(`${origin}/api-reference`, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      // The sidebar lists every operation: a link to `#tag/<tag>/<METHOD><path>` labelled with its summary.
      const sidebar = tab.getByRole("complementary", { name: "Sidebar for Memory Service API" });
      const link = (op: (typeof operations)[number]) =>
        sidebar.locator(`a[href$="/${op.method.toUpperCase()}${op.path}"]`);
      const last = operations.at(-1);
      if (last) await link(last).waitFor({ timeout: 30_000 });
      const hrefs = await sidebar
        .locator("a[href^='#tag/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      // Tag links (`#tag/memories`) aside, one link per operation.
      const listed = hrefs
        .map((href) => /^#tag\/[^/]+\/((?:GET|POST|PUT|PATCH|DELETE)\/.*)$/.exec(href)?.[1])
        .filter((op) => op !== undefined);
      expect(listed.sort()).toEqual(operations.map((op) => `${op.method.toUpperCase()}${op.path}`).sort());
      for (const op of operations)
        expect(await link(op).textContent(), `${op.method} ${op.path}`).toContain(op.summary);

      // Opening an operation shows its schemas and examples.
      const store = operations.find((op) => op.operationId === "storeMemories");
      if (!store) throw new Error("no storeMemories operation in the document");
      await link(store).click();
      const section = tab.locator(`[id$="/POST/v1/memories"]`).first();
      await section.getByText("Request Body").first().waitFor({ timeout: 30_000 });
      await section
        .getByText("moving to Lisbon next month", { exact: false })
        .first()
        .waitFor({ timeout: 30_000 });
      await section.getByText('"0.214s"').first().waitFor({ timeout: 30_000 });

      // A look for humans: REFERENCE_SCREENSHOT=/tmp/reference.png pnpm --filter @memory/api exec vitest run test/reference-page.test.ts
      const screenshot = process.env.REFERENCE_SCREENSHOT;
      if (screenshot) await tab.screenshot({ path: screenshot });
      expect(elsewhere).toEqual([]);
      expect(problems.filter((p) => p !== zodEvalProbe)).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});

describe("examples in the OpenAPI document", () => {
  type Schema = { safeParse(v: unknown): { success: boolean; error?: unknown } };
  type Content = { content?: Record<string, { schema?: Schema }> };
  type RouteDefinition = {
    type: "route";
    route: {
      method: string;
      path: string;
      request?: { body?: Content };
      responses: Record<string, Content>;
    };
  };
  type DocSchema = { $ref?: string; example?: unknown };
  type DocContent = { content?: Record<string, { schema?: DocSchema; example?: unknown }> };
  type Doc = {
    paths: Record<
      string,
      Record<string, { requestBody?: DocContent; responses: Record<string, DocContent> }>
    >;
    components: { schemas: Record<string, DocSchema> };
  };

  it("shows a valid example for every request body and every response", async () => {
    const doc = (await (await api.request("/api-reference/openapi.json")).json()) as Doc;
    const exampleOf = (content: DocContent | undefined) => {
      const media = content?.content?.["application/json"];
      if (media?.example !== undefined) return media.example;
      const ref = media?.schema?.$ref?.replace("#/components/schemas/", "");
      return ref ? doc.components.schemas[ref]?.example : media?.schema?.example;
    };
    const routes = api.app.openAPIRegistry.definitions.filter(
      (d) => d.type === "route",
    ) as unknown as RouteDefinition[];
    let checked = 0;
    expect(routes.length).toBe(Object.values(doc.paths).flatMap((m) => Object.keys(m)).length);
    for (const { route } of routes) {
      const op = doc.paths[route.path]?.[route.method];
      const pairs: [string, Schema | undefined, unknown][] = [];
      const body = route.request?.body?.content?.["application/json"]?.schema;
      if (body) pairs.push(["request body", body, exampleOf(op?.requestBody)]);
      for (const [status, response] of Object.entries(route.responses)) {
        const schema = response.content?.["application/json"]?.schema;
        if (schema) pairs.push([status, schema, exampleOf(op?.responses[status])]);
      }
      for (const [what, schema, example] of pairs) {
        const where = `${route.method.toUpperCase()} ${route.path} ${what}`;
        expect(example, `${where} has an example`).toBeDefined();
        const parsed = schema?.safeParse(example);
        expect(parsed?.success, `${where}: ${JSON.stringify(parsed?.error)}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(routes.length * 2);
  });
});
