# syntax=docker/dockerfile:1.7
# Pagebird production image (docs/deploy.md): multi-stage, compiled server, no dev dependencies,
# runs as the unprivileged `node` user. Build: docker build -t pagebird .

# ── 1. all dependencies (dev included) to build with ──
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# ── 2. build: the web app (static files) and the server (JavaScript bundles) ──
FROM deps AS build
COPY . .
RUN npm run build && npm run build -w @pagebird/server

# ── 3. production dependencies only (the server's npm packages; no install scripts run) ──
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# ── 4. runtime ──
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    DRAIN_DELAY_MS=5000
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/server/src/db/migrations ./apps/server/src/db/migrations
COPY --from=build --chown=root:root /app/apps/server/src/seed/library/narration ./apps/server/src/seed/library/narration
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: /api/ready turns 503 for DRAIN_DELAY_MS, then in-flight requests finish.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
