FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/migrations ./migrations
COPY package.json ./
# Without DATABASE_URL, PGlite keeps its files here (mount a volume to keep them); the image has no s3rver
# (a development dependency), so it needs S3_ENDPOINT.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
# node is PID 1 and handles SIGTERM itself: requests in flight finish, claimed mail is handed back, exit 0.
CMD ["node", "build/server.js"]
