import type { Scope } from "@memory/db";
import type { Logger } from "@memory/runtime";
import type { ErrorShape } from "./errors.ts";
import type { BodyState } from "./middleware/body-rule.ts";
import type { ApiServices } from "./services.ts";

/** Who is calling: set by the API-key or the bearer middleware. */
export interface Caller {
  userId: string;
  /** The authenticating API key; absent for bearer-token requests. */
  apiKeyId?: string;
  scopes: readonly Scope[];
}

export interface AppEnv {
  Variables: {
    services: ApiServices;
    requestId: string;
    logger: Logger;
    caller: Caller;
    errorShape: ErrorShape;
    /** Set by the body middleware for requests with a body. */
    body?: BodyState;
  };
}
