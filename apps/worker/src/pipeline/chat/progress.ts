import { addIntegrationLog, type DbHandle, recordImportProgress } from "@memory/db";

/** The spec's four chat steps (section 4.13), with the share of the progress bar each one covers. */
export const CHAT_STEPS = {
  validation: [0, 5],
  conversation_detection: [5, 10],
  content_extraction: [10, 95],
  memory_creation: [95, 100],
} as const;
export type ChatStep = keyof typeof CHAT_STEPS;

/** Writes at most this often, besides the forced writes at step boundaries. */
const MIN_INTERVAL_MS = 250;

/**
 * Progress of one import in the status read model. Every write also tells whether the import is
 * still wanted: a cancellation set by the API is seen at the next write, which is at an item
 * boundary. Percentages never go back (see recordImportProgress).
 */
export class ImportProgress {
  private lastWrite = 0;
  private rate: { since: number; from: number } | null = null;
  private readonly db: DbHandle;
  private readonly integrationId: string;

  constructor(db: DbHandle, integrationId: string) {
    this.db = db;
    this.integrationId = integrationId;
  }

  /** Where `done` of `total` stands within `step`, as a percentage of the whole import. */
  static percentage(step: ChatStep, done: number, total: number): number {
    const [from, to] = CHAT_STEPS[step];
    const share = total > 0 ? Math.min(1, done / total) : 1;
    return from + (to - from) * share;
  }

  /** Starts measuring the rate of the extraction (this run only: a resumed job measures afresh). */
  startRate(position: number): void {
    this.rate = { since: Date.now(), from: position };
  }

  /** Estimated end from the measured rate, or null while too little is measured. */
  estimate(position: number, total: number): Date | null {
    if (!this.rate) return null;
    const elapsed = Date.now() - this.rate.since;
    const done = position - this.rate.from;
    if (elapsed < 200 || done <= 0) return null;
    const remainingMs = ((total - position) * elapsed) / done;
    // The last step (topics, final tally) takes about a twentieth of the extraction.
    return new Date(Date.now() + remainingMs * 1.05 + 500);
  }

  /** Writes the progress when due (or `force`d); answers false when the import was cancelled or ended. */
  async report(
    params: Omit<Parameters<typeof recordImportProgress>[2], "now">,
    force = false,
  ): Promise<boolean> {
    const now = Date.now();
    if (!force && now - this.lastWrite < MIN_INTERVAL_MS) return true;
    this.lastWrite = now;
    const status = await recordImportProgress(this.db.orm, this.integrationId, params);
    return status === "processing" || status === "pending";
  }

  async log(
    step: ChatStep | "completed" | "cancelled" | "failed",
    message: string,
    level: "info" | "warning" | "error" = "info",
  ) {
    await addIntegrationLog(this.db.orm, { integrationId: this.integrationId, level, message, step });
  }
}
