/**
 * V8 flags of every service process (api, worker).
 * - `--max-semi-space-size=8`: on a machine with a lot of RAM, V8 sizes its young generation up to
 *   3 × 64 MB semi-spaces; our request and job objects are small and short-lived, and 8 MB
 *   semi-spaces keep the API near 230 MB resident instead of ~330 MB at no cost in latency.
 * - `--max-old-space-size=1024`: V8 sets its heap limit from the machine's RAM (4 GB here) and grows
 *   the heap lazily toward it, so under search load the API kept ~380 MB resident of mostly garbage;
 *   with a 1 GB limit it collects sooner and stays near 260 MB, with the same latency. 1 GB still
 *   leaves room for the largest requests (two 19 MiB chat imports at once peaked at ~490 MB).
 * Measured with `bench/api/run.ts` (README, "Speed and memory"). The Dockerfile sets the same values;
 * an operator overrides them with NODE_OPTIONS there.
 */
export const SERVICE_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=1024"];
