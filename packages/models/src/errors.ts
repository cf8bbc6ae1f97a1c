/**
 * The model answered, but not with what we asked for (malformed JSON, wrong shape), even after
 * retries. Permanent: the worker maps it to PROCESSING_ERROR and does not retry the job.
 */
export class ModelOutputError extends Error {
  override name = "ModelOutputError";
  readonly attempts: number;
  readonly lastOutput: string | undefined;

  constructor(message: string, attempts: number, lastOutput?: string, options?: ErrorOptions) {
    super(message, options);
    this.attempts = attempts;
    this.lastOutput = lastOutput;
  }
}
