# The app server with the built web client. Runs TypeScript sources through tsx, as `npm start` does.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps ./apps
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json
COPY drizzle ./drizzle
COPY tsconfig.json turbo.json ./
RUN npm ci --no-fund --no-audit && npm run build -w @laundry/web
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
