# One recipe for the gateway and each domain service; each is still its own image. From the
# repository root, e.g.:
#   docker build -f docker/node-server.Dockerfile --build-arg DIR=services/auth \
#     --build-arg WORKSPACE=@fairway/service-auth --build-arg SERVER=auth --build-arg PORT=4001 .
# The build stage compiles the server (scripts/build-servers.mjs: one file with the workspace
# packages bundled in); the image runs it with plain node and holds only production
# dependencies. Install scripts are skipped: sqlite3 (embedded mode only) stays unbuilt, containers
# use MySQL.
FROM node:20-bookworm-slim AS build
ARG DIR
ARG WORKSPACE
ARG SERVER
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Every workspace manifest, so npm sees the same tree as the lock file.
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY packages/ui/package.json packages/ui/
COPY services/data/package.json services/data/
COPY services/kit/package.json services/kit/
COPY services/auth/package.json services/auth/
COPY services/leagues/package.json services/leagues/
COPY services/rounds/package.json services/rounds/
COPY services/calendar/package.json services/calendar/
COPY services/notifications/package.json services/notifications/
COPY api-gateway/package.json api-gateway/
COPY web-server/package.json web-server/
COPY shell/package.json shell/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-leagues/package.json mfe-leagues/
COPY mfe-rounds/package.json mfe-rounds/
COPY mfe-calendar/package.json mfe-calendar/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY scripts/build-servers.mjs scripts/servers.mjs scripts/
COPY packages/contracts/src packages/contracts/src
COPY services/data/src services/data/src
COPY services/kit/src services/kit/src
COPY ${DIR}/src ${DIR}/src
RUN node scripts/build-servers.mjs "$SERVER"

FROM node:20-bookworm-slim
ARG DIR
ARG WORKSPACE
ARG PORT
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Every workspace manifest, so npm sees the same tree as the lock file.
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY packages/ui/package.json packages/ui/
COPY services/data/package.json services/data/
COPY services/kit/package.json services/kit/
COPY services/auth/package.json services/auth/
COPY services/leagues/package.json services/leagues/
COPY services/rounds/package.json services/rounds/
COPY services/calendar/package.json services/calendar/
COPY services/notifications/package.json services/notifications/
COPY api-gateway/package.json api-gateway/
COPY web-server/package.json web-server/
COPY shell/package.json shell/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-leagues/package.json mfe-leagues/
COPY mfe-rounds/package.json mfe-rounds/
COPY mfe-calendar/package.json mfe-calendar/
COPY e2e/package.json e2e/
RUN set -- --omit=dev --ignore-scripts --no-audit --no-fund -w "$WORKSPACE"; \
    npm ci "$@" && npm cache clean --force
COPY --from=build /app/${DIR}/dist ${DIR}/dist
ENV NODE_ENV=production PORT=${PORT}
# .data holds the mail outbox when no SMTP_URL is configured.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
WORKDIR /app/${DIR}
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
