# syntax=docker/dockerfile:1
# One image for every role: api, worker and the one-shot migrate (compose picks the command).
# TypeScript runs as is on Node 24 (type stripping); only the console (apps/console) is built.

FROM node:24-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH TURBO_TELEMETRY_DISABLED=1 NODE_ENV=production
# Small V8 young generation: ~100 MB less resident memory per process (SERVICE_NODE_FLAGS in packages/runtime).
ENV NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=1024"
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
WORKDIR /app

# Production dependencies only, from the lockfile; cached until a manifest changes.
FROM base AS deps
# .pnpmfile.cjs trims @scalar/api-reference to its browser bundle; the lockfile records its checksum.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc .pnpmfile.cjs ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/cli/package.json apps/cli/
COPY apps/mcp/package.json apps/mcp/
COPY apps/console/package.json apps/console/
COPY packages/auth/package.json packages/auth/
COPY packages/chat-exports/package.json packages/chat-exports/
COPY packages/client/package.json packages/client/
COPY packages/config/package.json packages/config/
COPY packages/db/package.json packages/db/
COPY packages/jobs/package.json packages/jobs/
COPY packages/local-stack/package.json packages/local-stack/
COPY packages/models/package.json packages/models/
COPY packages/runtime/package.json packages/runtime/
COPY packages/testing/package.json packages/testing/
COPY packages/vector/package.json packages/vector/
RUN pnpm install --frozen-lockfile --prod

# The source, and the local model's word vectors converted once into their compact binary form.
FROM deps AS runtime
COPY . .
ENV MODEL_CACHE_DIR=/app/.data/models
# /secrets is owned by node so that a new `secrets` volume starts writable for the migrate service.
# The console (apps/console) is built by Vite into apps/console/dist, served by the API at /console.
RUN node packages/models/src/prepare.ts && pnpm --filter @memory/console build \
  && mkdir -p /secrets && chown -R node:node /app/.data /secrets
USER node
EXPOSE 3000
CMD ["node", "apps/api/src/main.ts"]
