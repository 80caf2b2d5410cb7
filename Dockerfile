# The app server with the built web client, on Node.js 24 LTS (docs/decisions/0054-node-24-compiled-server.md).

# Build: every dependency, then the web client (apps/web/dist) and the server compiled to JavaScript
# (apps/server/dist/main.js, with the workspace packages bundled in).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.base.json turbo.json ./
COPY apps ./apps
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json
RUN npm ci --no-fund --no-audit \
  && npm run build -w @laundry/web \
  && npm run build -w @laundry/server
# Every workspace's package.json, for the runtime's npm ci (the lock file lists them all).
RUN tar -cf /tmp/manifests.tar package.json package-lock.json apps/*/package.json packages/*/package.json \
  e2e/package.json

# Runtime: the production dependencies only, the two builds and the migrations; no TypeScript sources.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /tmp/manifests.tar /tmp/manifests.tar
RUN tar -xf /tmp/manifests.tar && rm /tmp/manifests.tar \
  && npm ci --omit=dev --no-fund --no-audit \
  && npm cache clean --force
COPY drizzle ./drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/server/dist ./apps/server/dist
# The embedded database's folder (DATA_DIR=./data) when no DATABASE_URL is given, writable by the app's user.
RUN mkdir data && chown node:node data
ENV PORT=3000 HOST=0.0.0.0
# docs/decisions/0107-server-memory.md: glibc keeps two malloc arenas, not eight a core, each holding freed memory.
ENV MALLOC_ARENA_MAX=2
EXPOSE 3000
USER node
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=1024", "apps/server/dist/main.js"]
