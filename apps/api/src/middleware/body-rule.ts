/**
 * The body limits of a route and what the body middleware learnt while reading a body. Their own
 * file so that the app context (which carries a BodyState) and the middleware (which reads the
 * context) do not import each other.
 */
export interface BodyRule {
  /** Matched against the canonical (/v1) path. */
  path: RegExp;
  maxBytes: number;
  /** Content types accepted for a non-empty body. */
  contentTypes: string[];
  /**
   * The route reads the body as a stream and answers an oversized one with its own code (e.g.
   * FILE_TOO_LARGE): the declared length and the byte count are left to it.
   */
  streamed?: boolean;
}

/** What the body middleware leaves for the authentication middleware and the error handler. */
export interface BodyState {
  rule: Omit<BodyRule, "path">;
  /** Set when the body turned out larger than the rule allows while it was being read. */
  overflowed: boolean;
  /** Set when the whole body was read. */
  finished: boolean;
}
