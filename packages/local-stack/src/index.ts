export { checkPostgres, checkQdrant, checkRedis, HOW_TO_START } from "./checks.ts";
export { PGBOUNCER_BINARY, type PgBouncer, pgbouncerInstalled, startPgBouncer } from "./pgbouncer.ts";
export {
  freePort,
  isPortFree,
  type QdrantCluster,
  type QdrantOptions,
  type QdrantServer,
  qdrantBinaryPath,
  startQdrant,
  startQdrantCluster,
} from "./qdrant-server.ts";
export { type RedisWithSentinel, startRedisSentinel } from "./redis-sentinel.ts";
