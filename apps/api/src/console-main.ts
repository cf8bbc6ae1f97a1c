import { serve } from "@hono/node-server";
import { parseEnv, z } from "@memory/config";
import { createConsoleServer } from "./console-server.ts";

/** `node apps/api/src/console-main.ts`: the console alone, forwarding API calls to API_URL. */
const consoleEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where the API answers, e.g. http://api:3000 in compose. */
  API_URL: z.url(),
  /** The built console (default: apps/console/dist of this checkout). */
  CONSOLE_DIR: z.string().min(1).optional(),
});

let env: z.output<typeof consoleEnvSchema>;
try {
  env = parseEnv(consoleEnvSchema, process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = createConsoleServer({
  apiUrl: env.API_URL,
  ...(env.CONSOLE_DIR ? { consoleDir: env.CONSOLE_DIR } : {}),
});
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Console on http://${env.HOST}:${info.port}/console, API calls forwarded to ${env.API_URL}`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
