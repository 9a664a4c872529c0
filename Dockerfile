# One image for every Node process of the product (the services and the gateway, which also serves
# the built front ends); docker-compose.yml picks the process with `command`. Its stage `backup` is
# the backup job's image.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages ./packages
COPY services ./services
COPY gateway ./gateway
COPY shell ./shell
COPY mf-public ./mf-public
COPY mf-portal ./mf-portal
COPY mf-admin ./mf-admin
COPY e2e/package.json ./e2e/package.json
COPY bench/package.json ./bench/package.json
COPY tsconfig.base.json tsconfig.web.json ./
RUN npm ci
# The backup and restore scripts (stage backup); after npm ci, so editing them keeps its layer.
COPY scripts ./scripts
RUN npm run build
RUN npm prune --omit=dev

# The backup job (compose's `backup`, the Kubernetes CronJob in deploy/kubernetes): the product's
# scripts and Node on the PostgreSQL image, whose pg_dump/pg_restore match the server's version.
FROM postgres:16-bookworm AS backup
COPY --from=node:20-bookworm-slim /usr/local/bin/node /usr/local/bin/node
COPY --from=build /app /app
WORKDIR /app
RUN mkdir /backups && chown postgres:postgres /backups
ENV NODE_ENV=production BACKUP_DIRECTORY=/backups
USER postgres
ENTRYPOINT ["node", "scripts/backup.mjs"]

# The default target: every Node process of the product.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 8080 3001 3002 3003 3004 3005
CMD ["node", "gateway/dist/main.js"]
