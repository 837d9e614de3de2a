# One recipe for the shell and every remote; each app is still built, versioned and deployed as
# its own image (docs/deploy.md). From the repository root:
#   docker build -f docker/front-end.Dockerfile --build-arg APP=mfe-calendar --build-arg PORT=3004 .
# APP is the app's folder (shell, mfe-auth, mfe-leagues, mfe-rounds, mfe-calendar). Stage 1 builds
# with rspack (with the .br/.gz twins of every asset) and bundles the front-end server
# (web-server/src/serve-app.ts: Express, helmet, ...) into one file; the final stage is plain Node
# running that bundle: the same server, cache policy and security headers as npm start. A remote's
# image has no node_modules; the shell's also holds what its release channel opens the database
# with (stage "channel").
FROM node:20-bookworm-slim AS build
ARG APP
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
RUN set -- --ignore-scripts --no-audit --no-fund -w "$APP" -w @fairway/web-server -w @fairway/platform -w @fairway/ui -w @fairway/contracts --include-workspace-root; \
    npm ci "$@"
COPY scripts scripts
COPY types types
COPY packages/contracts/src packages/contracts/src
COPY packages/platform/src packages/platform/src
COPY packages/ui/src packages/ui/src
COPY web-server/bundle.mjs web-server/
COPY web-server/src web-server/src
COPY ${APP} ${APP}
# --build-arg BUILD_LABEL=... names the build (manifest metaData, /about; docs/deploy.md).
ARG BUILD_LABEL=
RUN cd "$APP" && NODE_ENV=production npx rspack build
RUN node web-server/bundle.mjs /app/server

# The shell's release channel (docs/deploy.md, "Release channel") opens the database through the
# data package's compiled release store, which the bundle leaves out with Sequelize
# (web-server/bundle.mjs). For the shell this stage compiles it (scripts/build-servers.mjs) and
# installs the data package's production dependencies at the lock file's versions: Sequelize,
# mysql2, async-mutex, and sqlite3 with its prebuilt binary (its install script only) for a
# sqlite: DATABASE_URL. /channel holds what the image takes; a remote's stays empty.
FROM node:20-bookworm-slim AS channel
ARG APP
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
COPY scripts/build-servers.mjs scripts/servers.mjs scripts/
COPY packages/contracts/src packages/contracts/src
COPY services/data/src services/data/src
RUN mkdir /channel; \
    if [ "$APP" = shell ]; then \
      npm ci --ignore-scripts --no-audit --no-fund -w @fairway/data --include-workspace-root \
      && node scripts/build-servers.mjs data \
      && npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @fairway/data \
      && npm rebuild sqlite3 \
      && mkdir -p /channel/services/data/dist \
      && cp -a package.json node_modules /channel/ \
      && cp services/data/package.json /channel/services/data/ \
      && cp services/data/dist/release-store.js /channel/services/data/dist/; \
    fi

FROM node:20-bookworm-slim
ARG APP
ARG PORT
# The shell answers /remotes.json, a remote its manifest.
ARG HEALTH_PATH=/mf-manifest.json
WORKDIR /app
COPY --from=build /app/server/serve-app.mjs ./
COPY --from=build /app/${APP}/dist ${APP}/dist
# The shell: the workspace root's package.json (the data package finds the root by it), the data
# package's manifest and compiled release store, and its production node_modules.
COPY --from=channel /channel/ ./
# TRUST_PROXY: the edges whose X-Forwarded-For/-Proto/-Host are believed (HSTS, the shell's /api
# proxy); none unless set.
ENV NODE_ENV=production APP=${APP} PORT=${PORT} HEALTH_PATH=${HEALTH_PATH} APP_ROOT=/app
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + process.env.HEALTH_PATH).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node serve-app.mjs \"$APP\""]
