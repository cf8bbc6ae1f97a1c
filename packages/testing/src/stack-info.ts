/** What the global setup hands to every test file (through vitest's provide/inject). */
export interface StackInfo {
  /** A server-level URL; test databases are created on this server. */
  postgresUrl: string;
  templateDatabase: string;
  redisUrl: string;
  qdrantUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
