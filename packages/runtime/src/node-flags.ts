/**
 * V8 flags of every service process (api, worker). On a machine with a lot of RAM, V8 sizes its
 * young generation up to 3 × 64 MB semi-spaces; our request and job objects are small and
 * short-lived, and 8 MB semi-spaces keep the API near 230 MB resident instead of ~330 MB at no
 * measurable cost in latency (README, "Speed and memory"). The Dockerfile sets the same value.
 */
export const SERVICE_NODE_FLAGS = ["--max-semi-space-size=8"];
