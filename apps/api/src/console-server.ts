import { Hono } from "hono";
import { CONSOLE_PATH, registerConsole } from "./console-files.ts";

/**
 * The console on its own (compose service `console`): its static files, and every API request
 * forwarded to the API, so the page still calls its own origin and the CSP's `connect-src 'self'`
 * holds. The API key travels in the forwarded header as the browser sent it; nothing is logged.
 */

/** Hop-by-hop headers, and those fetch() has already acted on (it decompresses the body). */
const DROPPED_REQUEST = ["host", "connection", "keep-alive", "transfer-encoding", "upgrade"];
const DROPPED_RESPONSE = ["content-encoding", "content-length", "transfer-encoding", "connection"];

async function forward(request: Request, apiUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST) headers.delete(name);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const answer = await fetch(new URL(url.pathname + url.search, apiUrl), {
    method: request.method,
    headers,
    redirect: "manual",
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
  const out = new Headers(answer.headers);
  for (const name of DROPPED_RESPONSE) out.delete(name);
  return new Response(answer.body, { status: answer.status, headers: out });
}

export function createConsoleServer(options: { apiUrl: string; consoleDir?: string }): Hono {
  const app = new Hono();
  registerConsole(app, options.consoleDir);
  app.get("/", (c) => c.redirect(CONSOLE_PATH));
  app.all("/v1/*", (c) => forward(c.req.raw, options.apiUrl));
  app.notFound((c) => c.text(`Not found: the console is at ${CONSOLE_PATH}.`, 404));
  app.onError((error, c) =>
    c.json(
      {
        error: `The console could not reach the API at ${options.apiUrl} (${error.message}). Check that the api service is running.`,
        code: "SERVER_BUSY",
      },
      502,
    ),
  );
  return app;
}
