#!/usr/bin/env bash
# Builds Sideline's image on the local Debian base (make-base.sh) and checks it as an operator would:
# /api/health answers from the host, the server runs as a non-root user, the HEALTHCHECK passes, and
# `docker stop` ends it cleanly (exit code 0, well within Docker's grace period).
#
#   scripts/docker/image-check.sh        # PORT=3900 on 127.0.0.1 unless SIDELINE_CHECK_PORT says
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_TAG=${SIDELINE_BASE_IMAGE:-sideline-base:bookworm-node24}
IMAGE=${SIDELINE_IMAGE:-sideline:latest}
PORT=${SIDELINE_CHECK_PORT:-3900}
NAME=sideline-image-check

scripts/docker/make-base.sh
echo "docker build -t $IMAGE (base $BASE_TAG)..."
docker build --quiet --build-arg "BASE_IMAGE=$BASE_TAG" -t "$IMAGE" . >/dev/null

docker rm -f "$NAME" >/dev/null 2>&1 || true
trap 'docker rm -f "$NAME" >/dev/null 2>&1 || true' EXIT
docker run -d --name "$NAME" -p "127.0.0.1:$PORT:3000" "$IMAGE" >/dev/null

fail() { echo "FAILED: $*" >&2; docker logs --tail 30 "$NAME" >&2 || true; exit 1; }
for _ in $(seq 1 90); do curl -sf "http://127.0.0.1:$PORT/api/ready" >/dev/null && break; sleep 1; done
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
echo "HEALTHCHECK: healthy; memory: $(docker stats --no-stream --format '{{.MemUsage}}' "$NAME")"

started=$(date +%s)
docker stop --time 30 "$NAME" >/dev/null
took=$(($(date +%s) - started))
code=$(docker inspect -f '{{.State.ExitCode}}' "$NAME")
[ "$code" = 0 ] || fail "docker stop: exit code $code (not a clean SIGTERM shutdown)"
[ "$took" -lt 30 ] || fail "docker stop took $took s: SIGTERM was not handled"
echo "docker stop: exit code 0 after $took s"
echo "image check passed: $IMAGE"
