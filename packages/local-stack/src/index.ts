export { checkPostgres, checkQdrant, checkRedis, HOW_TO_START } from "./checks.ts";
export { freePort, type QdrantServer, qdrantBinaryPath, startQdrant } from "./qdrant-server.ts";
