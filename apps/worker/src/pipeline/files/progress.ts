import { addIntegrationLog, type DbHandle, recordImportProgress } from "@memory/db";

/** The spec's four file steps (section 4.13), with the share of the progress bar each one covers. */
export const FILE_STEPS = {
  upload: [0, 5],
  parsing: [5, 60],
  chunking: [60, 65],
  memory_creation: [65, 100],
} as const;
export type FileStep = keyof typeof FILE_STEPS;

const MIN_INTERVAL_MS = 250;

/**
 * Progress of one file import in the status read model; every write also answers whether the
 * import is still wanted (a cancellation is seen at the next page or chunk boundary).
 */
export class FileProgress {
  private lastWrite = 0;
  private readonly db: DbHandle;
  private readonly integrationId: string;

  constructor(db: DbHandle, integrationId: string) {
    this.db = db;
    this.integrationId = integrationId;
  }

  static percentage(step: FileStep, done: number, total: number): number {
    const [from, to] = FILE_STEPS[step];
    return from + (to - from) * (total > 0 ? Math.min(1, done / total) : 1);
  }

  async report(
    step: FileStep,
    done: number,
    total: number,
    extra: Omit<Parameters<typeof recordImportProgress>[2], "now" | "percentage" | "step"> = {},
    force = false,
  ): Promise<boolean> {
    const now = Date.now();
    if (!force && now - this.lastWrite < MIN_INTERVAL_MS) return true;
    this.lastWrite = now;
    const status = await recordImportProgress(this.db.orm, this.integrationId, {
      percentage: FileProgress.percentage(step, done, total),
      step,
      ...extra,
    });
    return status === "processing" || status === "pending";
  }

  async log(
    step: FileStep | "completed" | "cancelled" | "failed",
    message: string,
    level: "info" | "warning" | "error" = "info",
  ) {
    await addIntegrationLog(this.db.orm, { integrationId: this.integrationId, level, message, step });
  }
}
