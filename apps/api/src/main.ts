import { serve } from "@hono/node-server";
import { createLogger, onShutdown } from "@memory/runtime";
import { createApp } from "./app.ts";
import { type ApiEnv, loadApiEnv } from "./env.ts";
import { runProcesses, servesRequests } from "./processes.ts";
import { buildApiServices } from "./services.ts";

let env: ApiEnv;
try {
  env = loadApiEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger("api", env.LOG_LEVEL);
if (!servesRequests(env.API_PROCESSES)) {
  runProcesses(env.API_PROCESSES, logger);
} else {
  await serveRequests(env);
}

async function serveRequests(env: ApiEnv) {
  let services: Awaited<ReturnType<typeof buildApiServices>>;
  try {
    services = await buildApiServices(env, logger);
  } catch (error) {
    logger.fatal({ err: error }, "API could not start");
    console.error(`API could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const app = createApp(services);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, host: env.HOST }, `API listening on http://${env.HOST}:${info.port}`);
  });

  onShutdown(logger, async () => {
    // Stop accepting connections, let in-flight requests finish, then close the pools.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
  });
}
