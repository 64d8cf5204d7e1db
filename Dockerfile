# syntax=docker/dockerfile:1
# Avatara in one image: the built web app and server bundle on Node 22, run as a non-root user, with
# its data (PGlite folder, pictures, key file, outbox) in the /data volume. docs/operations.md
# "Container" shows `docker compose up`; scripts/image-test.sh builds and runs it with Podman.

ARG NODE_IMAGE=node:22-bookworm-slim

# --- build: every dependency, then the web app (Vite) and the server bundle (esbuild)
FROM ${NODE_IMAGE} AS build
# A registry behind a TLS-inspecting proxy: pass its CA bundle (scripts/image-test.sh does).
ARG NODE_EXTRA_CA_CERTS
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/companion/package.json packages/companion/
COPY packages/contracts/package.json packages/contracts/
COPY packages/trading/package.json packages/trading/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @avatara/web && npm run build -w @avatara/server

# --- runtime dependencies only: the npm packages the server bundle imports (ours are bundled in);
# types, source maps and read-mes are never run, so they go (about 100 MB)
FROM ${NODE_IMAGE} AS deps
ARG NODE_EXTRA_CA_CERTS
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/companion/package.json packages/companion/
COPY packages/contracts/package.json packages/contracts/
COPY packages/trading/package.json packages/trading/
COPY e2e/package.json e2e/
# A dependency of the server in another version than the workspace root's sits in
# apps/server/node_modules (the lockfile's layout): that folder goes into the image too.
RUN npm ci --omit=dev --workspace @avatara/server --no-audit --no-fund \
  && mkdir -p apps/server/node_modules \
  && rm -rf node_modules/@avatara /root/.npm \
  && find node_modules apps/server/node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' -o -name '*.md' \) -delete

# --- the image
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system --gid 10001 avatara \
  && useradd --system --uid 10001 --gid avatara --home-dir /app --shell /usr/sbin/nologin avatara \
  && mkdir -p /data/images && chown -R avatara:avatara /data
COPY --from=deps /src/node_modules ./node_modules
COPY --from=deps /src/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
USER avatara
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node apps/server/dist/worker.mjs` runs a BullMQ backtest worker from the same image (compose.yaml).
CMD ["node", "apps/server/dist/main.mjs"]
