import { type JobProducer, jobId } from "@memory/jobs";
import type { Logger } from "@memory/runtime";

const FLUSH_EVERY_MS = 60_000;

/**
 * Keeps `last_used` of API keys without a database write per request: each API process enqueues
 * at most one `apikey.touch` job per key and minute, with a deterministic job id so that several
 * replicas still add one job; a worker writes it to PostgreSQL.
 */
export class KeyUsageRecorder {
  private readonly lastSent = new Map<string, number>();

  private readonly jobs: JobProducer;
  private readonly logger: Logger;

  constructor(jobs: JobProducer, logger: Logger) {
    this.jobs = jobs;
    this.logger = logger;
  }

  record(apiKeyId: string, now = Date.now()): void {
    if (this.lastSent.size > 50_000) this.forgetOlderThan(now - FLUSH_EVERY_MS);
    const last = this.lastSent.get(apiKeyId);
    if (last !== undefined && now - last < FLUSH_EVERY_MS) return;
    this.lastSent.set(apiKeyId, now);
    const minute = Math.floor(now / FLUSH_EVERY_MS);
    this.jobs
      .enqueue(
        "apikey.touch",
        { apiKeyId, usedAt: new Date(now).toISOString() },
        { jobId: jobId("apikey-touch", apiKeyId, minute) },
      )
      .catch((error: unknown) => {
        this.lastSent.delete(apiKeyId);
        this.logger.warn({ err: error, apiKeyId }, "could not record API key usage");
      });
  }

  /** Keeps the map to the keys seen within the last minute (it only exists to skip repeats). */
  private forgetOlderThan(cutoff: number): void {
    for (const [key, sent] of this.lastSent) if (sent < cutoff) this.lastSent.delete(key);
  }
}
