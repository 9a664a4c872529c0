# One image for every Node process of the product (the three services and the gateway, which also
# serves the built front ends); docker-compose.yml picks the process with `command`.

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
RUN npm run build
RUN npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 8080 3001 3002 3003
CMD ["node", "gateway/dist/main.js"]
