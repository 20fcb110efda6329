# Sideline's production image: the compiled server (apps/api/dist, packages/shared/dist), the built
# web app and runtime dependencies only, run as the unprivileged `node` user. The last stage starts
# FROM scratch with only what runs: Node (stripped) and a few Debian packages (runtime-root.sh), the
# production dependencies less what Node never loads (prune-node-modules.sh), the app and its
# prepared database. No npm, apt, compiler or documentation; image-check.sh holds it to 300 MB.
#
#   docker build -t sideline .
#   docker run -p 3000:3000 -v sideline-data:/data sideline
#
# BASE_IMAGE is any Debian-based image with Node 24 and npm: the official one by default;
# scripts/docker/make-base.sh makes one locally where images cannot be pulled.
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /app
# Manifests first, so a change in the sources reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build
# Source maps stay (a browser's developer tools fetch them), but not their precompressed copies: only
# pages and assets are worth compressing ahead of time.
RUN find apps/web/dist -type f \( -name '*.map.br' -o -name '*.map.gz' \) -delete

FROM ${BASE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
# Workspace folders may or may not get their own node_modules; the final stage copies all three.
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error \
  && mkdir -p apps/api/node_modules apps/web/node_modules packages/shared/node_modules \
  && npm cache clean --force
COPY scripts/docker/prune-node-modules.sh /usr/local/bin/
RUN prune-node-modules.sh

FROM ${BASE_IMAGE} AS runtime-root
COPY scripts/docker/runtime-root.sh /usr/local/bin/
# binutils for `strip` only; the final stage takes nothing of this stage but /rootfs.
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends binutils >/dev/null \
  && runtime-root.sh /rootfs

FROM scratch
COPY --from=runtime-root /rootfs /
# MALLOC_*: glibc hands big blocks back (SERVER_ENV in scripts/server-node-flags.mjs).
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/apps/api/node_modules apps/api/node_modules
COPY --from=runtime-deps /app/apps/web/node_modules apps/web/node_modules
COPY --from=runtime-deps /app/packages/shared/node_modules packages/shared/node_modules
COPY package.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts/docker/runtime-imports.mjs scripts/docker/
# Every production dependency and the page renderer load on this file system (pruned packages,
# native modules against the few libraries present), or the build stops here.
RUN node --conditions=sideline-compiled scripts/docker/runtime-imports.mjs
# The embedded database and uploads on disk: a volume, writable by the app's user only.
RUN mkdir -p /data/uploads && chown -R node:node /data && chmod 0700 /data
USER node
# A ready embedded database in the image (migrated, the ZIP list loaded): a container's first start
# is then a restart, which fits a 512 MB limit (PGlite's initdb on an empty directory does not). A
# new named volume at /data starts from it; an empty bind mount still takes the long first start.
# PUBLIC_URL: production's configuration requires it; preparing sends no mail and stores no link.
RUN PUBLIC_URL=http://localhost:3000 node --max-semi-space-size=4 --conditions=sideline-compiled apps/api/dist/ops/prepare-data-cli.js
VOLUME /data
EXPOSE 3000
# Liveness: the process answers. Load balancers should probe /api/ready, which also fails while draining.
# Bash's /dev/tcp, not a Node process per probe: a new Node runtime (and its fetch) every 10 s cost
# more than the server's answer and missed the timeout on a busy host. apps/api/test/healthcheck.test.ts
# runs this very command against a server.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /api/health HTTP/1.0\\r\\n\\r\\n' >&3 && read -r -t 4 status <&3 && [[ $status == 'HTTP/1.1 200 '* ]]"]
# Node is PID 1 and the server handles SIGTERM and SIGINT itself (drain, close, exit); it starts no
# child processes that would need reaping, so no init is needed. Flags: the memory flags of
# scripts/server-node-flags.mjs (the same list `npm start` uses), @sideline/shared's compiled export,
# and stack traces that name the TypeScript sources.
CMD ["node", "--max-semi-space-size=4", "--liftoff-only", "--max-old-space-size=128", "--conditions=sideline-compiled", "--enable-source-maps", "apps/api/dist/server.js"]
