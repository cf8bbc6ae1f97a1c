import type { JobName, JobPayload } from "@memory/jobs";
import { jobId } from "@memory/jobs";
import type { ApiServices } from "../../services.ts";

/** The 10-minute cooldown of forced regenerations (spec rules 3–4), per user and kind, in Redis. */
export const REFRESH_COOLDOWN_SECONDS = 600;

/**
 * Claims the user's refresh slot of `kind` (`profile` or `bio`). Returns 0 when claimed, else the
 * seconds until the next refresh is allowed.
 */
export async function claimRefresh(
  services: ApiServices,
  userId: string,
  kind: "profile" | "bio",
): Promise<number> {
  const key = `${services.env.QUEUE_PREFIX}:refresh:${kind}:${userId}`;
  const claimed = await services.redis.set(key, "1", "EX", REFRESH_COOLDOWN_SECONDS, "NX");
  if (claimed === "OK") return 0;
  const ttl = await services.redis.ttl(key);
  return Math.max(1, ttl);
}

/**
 * Enqueues a generation job and waits up to PROFILE_WAIT_MS for it. Identical requests share one
 * job (the id is derived from the request), so a client polling the status URL never starts a second one.
 * Returns whether the job finished within the wait and, when this wait saw it finish, what the
 * worker answered (its outcome; absent when it finished before we listened).
 */
export async function runAndWait<N extends "profile.generate" | "bio.generate">(
  services: ApiServices,
  name: N,
  payload: JobPayload<N>,
  idParts: string[],
): Promise<{ finished: boolean; outcome?: unknown }> {
  const id = jobId(name, ...idParts);
  const job = await services.jobs.enqueue(name as JobName & N, payload, {
    jobId: id,
    removeOnComplete: true,
    removeOnFail: true,
  });
  const events = await services.jobs.queueEvents("maintenance");
  try {
    const outcome: unknown = await job.waitUntilFinished(events, services.env.PROFILE_WAIT_MS);
    return { finished: true, outcome };
  } catch {
    // Finished and removed before we listened, failed, or still running: the caller reads the table.
    const state = await services.jobs.queue("maintenance").getJobState(id);
    return { finished: state === "unknown" || state === "completed" };
  }
}
