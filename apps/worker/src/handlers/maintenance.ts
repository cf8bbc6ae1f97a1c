import { purgeExpiredBackups, touchApiKey } from "@memory/db";
import type { QueueHandlers } from "@memory/jobs";
import { sweepAbandonedUploads } from "../pipeline/files/sweep-uploads.ts";
import type { WorkerServices } from "../services.ts";
import { profileHandlers } from "./profile.ts";

export function maintenanceHandlers(services: WorkerServices): QueueHandlers<"maintenance"> {
  return {
    ...profileHandlers(services),
    "apikey.touch": async ({ apiKeyId, usedAt }) => {
      await touchApiKey(services.db.orm, apiKeyId, new Date(usedAt));
      return { apiKeyId, usedAt };
    },
    "backups.purge": async () => {
      const purged = await purgeExpiredBackups(services.db.orm);
      if (purged > 0) services.logger.info({ purged }, "expired memory backups purged");
      return { purged };
    },
    "uploads.sweep": () => sweepAbandonedUploads(services),
  };
}
