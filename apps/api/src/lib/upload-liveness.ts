import { type DbHandle, touchFileUpload } from "@memory/db";

/**
 * A slow upload is marked as progressing at least this often while its bytes arrive (each staged
 * 1 MiB row marks it too), so the workers' sweep of abandoned uploads (FILE_UPLOAD_STALE_AFTER_MS,
 * at least 5 s) never takes an upload that is still coming in.
 */
const TOUCH_EVERY_MS = 1000;

/** Keeps a staging upload's integration marked as progressing while bytes arrive. */
export class UploadLiveness {
  private touchedAt = Date.now();
  private readonly db: DbHandle;
  private readonly integrationId: string;

  constructor(db: DbHandle, integrationId: string) {
    this.db = db;
    this.integrationId = integrationId;
  }

  /** Called as bytes arrive once the upload is staged: touches it at most once per TOUCH_EVERY_MS. */
  async arrived(): Promise<void> {
    if (Date.now() - this.touchedAt < TOUCH_EVERY_MS) return;
    this.touchedAt = Date.now();
    await touchFileUpload(this.db.orm, this.integrationId);
  }
}
