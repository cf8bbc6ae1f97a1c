import type { IntegrationRow } from "@memory/db";
import { type JobResult, type JobWithResult, readJobResult } from "@memory/jobs";
import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";

/**
 * An import's figures from `integrations.result`, read with its job's result schema. A row that does
 * not match (written by hand, or by a worker of another version) does not fail the caller's read:
 * its figures answer as zero/empty (docs/api.md, "Integrations") and the
 * operator gets an error log `integration_result_unreadable` naming the integration and the fields.
 */
export function integrationResult<N extends JobWithResult>(
  c: Context<AppEnv>,
  job: N,
  row: Pick<IntegrationRow, "id" | "result">,
): Partial<JobResult<N>> {
  const read = readJobResult(job, row.result);
  if (read.ok) return read.value;
  c.get("logger").error(
    { event: "integration_result_unreadable", integrationId: row.id, job, issues: read.issues },
    "integration_result_unreadable: the stored import figures do not match the job's result schema; they answer as zero",
  );
  return {};
}
