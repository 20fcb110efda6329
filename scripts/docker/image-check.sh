#!/usr/bin/env bash
# Builds Sideline's image on the local Debian base (make-base.sh) and checks it as an operator would:
# at most 300 MB with its prepared embedded database (migrated, the ZIP list loaded), /api/health
# answers from the host, the server runs as a non-root user, the HEALTHCHECK passes, and
# `docker stop` ends it cleanly (exit code 0, well within Docker's grace period).
#
#   scripts/docker/image-check.sh        # PORT=3900 on 127.0.0.1 unless SIDELINE_CHECK_PORT says
#   SIDELINE_CHECK_MEMORY=512m scripts/docker/image-check.sh   # the same inside a memory limit, first
#                                        # start included (its embedded database, ZIP list and demo)
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_TAG=${SIDELINE_BASE_IMAGE:-sideline-base:bookworm-node24}
IMAGE=${SIDELINE_IMAGE:-sideline:latest}
PORT=${SIDELINE_CHECK_PORT:-3900}
NAME=sideline-image-check
MEMORY=${SIDELINE_CHECK_MEMORY:-}
# Docker's own unit (`docker image ls`): 10^6 bytes.
MAX_MB=${SIDELINE_CHECK_MAX_MB:-300}

scripts/docker/make-base.sh
echo "docker build -t $IMAGE (base $BASE_TAG)..."
docker build --quiet --build-arg "BASE_IMAGE=$BASE_TAG" -t "$IMAGE" . >/dev/null

size=$(docker image inspect -f '{{.Size}}' "$IMAGE")
echo "image size: $((size / 1000000)) MB ($size bytes; at most $MAX_MB MB)"
[ "$size" -le $((MAX_MB * 1000000)) ] || { echo "FAILED: $IMAGE is $((size / 1000000)) MB, over $MAX_MB MB" >&2; exit 1; }
# The prepared database is in the image, not made at a container's first start.
prepared=$(docker run --rm --entrypoint sh "$IMAGE" -c 'cat /data/pglite/PG_VERSION && du -sm /data/pglite | cut -f1') ||
  { echo "FAILED: no prepared embedded database at /data/pglite in $IMAGE" >&2; exit 1; }
echo "prepared embedded database in the image: PostgreSQL $(head -1 <<<"$prepared"), $(tail -1 <<<"$prepared") MB"

docker rm -f "$NAME" >/dev/null 2>&1 || true
trap 'docker rm -f "$NAME" >/dev/null 2>&1 || true' EXIT
limit=()
[ -n "$MEMORY" ] && limit=(--memory "$MEMORY" --memory-swap "$MEMORY")
docker run -d --name "$NAME" "${limit[@]}" -p "127.0.0.1:$PORT:3000" -e "PUBLIC_URL=http://127.0.0.1:$PORT" "$IMAGE" >/dev/null

fail() { echo "FAILED: $*" >&2; docker logs --tail 30 "$NAME" >&2 || true; exit 1; }
for _ in $(seq 1 90); do curl -sf "http://127.0.0.1:$PORT/api/ready" >/dev/null && break; sleep 1; done
[ "$(docker inspect -f '{{.State.OOMKilled}}' "$NAME")" = false ] || fail "killed for memory (limit $MEMORY)"
health=$(curl -sf "http://127.0.0.1:$PORT/api/health") || fail "/api/health did not answer"
echo "health from the host: $health"

user=$(docker exec "$NAME" id -u)
[ "$user" != 0 ] || fail "the server runs as root"
echo "runs as uid $user ($(docker exec "$NAME" id -un)); PID 1 is: $(docker exec "$NAME" cat /proc/1/cmdline | tr '\0' ' ')"

for _ in $(seq 1 30); do
  [ "$(docker inspect -f '{{.State.Health.Status}}' "$NAME")" = healthy ] && break
  sleep 1
done
[ "$(docker inspect -f '{{.State.Health.Status}}' "$NAME")" = healthy ] || fail "HEALTHCHECK is not healthy"
# The container's peak since it started (cgroup v1 or v2), the first start included.
peak=$(docker exec "$NAME" sh -c 'cat /sys/fs/cgroup/memory/memory.max_usage_in_bytes 2>/dev/null || cat /sys/fs/cgroup/memory.peak 2>/dev/null' || true)
echo "HEALTHCHECK: healthy; memory: $(docker stats --no-stream --format '{{.MemUsage}}' "$NAME"), peak ${peak:+$((peak / 1048576)) MiB}"

started=$(date +%s)
docker stop --time 30 "$NAME" >/dev/null
took=$(($(date +%s) - started))
code=$(docker inspect -f '{{.State.ExitCode}}' "$NAME")
[ "$code" = 0 ] || fail "docker stop: exit code $code (not a clean SIGTERM shutdown)"
[ "$took" -lt 30 ] || fail "docker stop took $took s: SIGTERM was not handled"
echo "docker stop: exit code 0 after $took s"
echo "image check passed: $IMAGE"
