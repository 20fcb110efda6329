#!/usr/bin/env bash
# A certificate for trying the compose stack's HTTPS on this machine, made with openssl and no
# network: a local certificate authority, and a server certificate it signs for localhost,
# 127.0.0.1 and ::1 (plus any names given). HAProxy reads the server certificate, its chain and its
# key from one PEM file: deploy/haproxy/certs/sideline.pem, where docker-compose.yml mounts it.
# A real site uses a certificate from a public authority instead (docs/operations.md, "TLS").
#
#   scripts/docker/make-local-cert.sh                       # kept when it exists
#   scripts/docker/make-local-cert.sh --force [NAME...]     # made again, for more names
#   curl --cacert deploy/haproxy/local-ca/ca.crt https://localhost/api/health
#
# SIDELINE_TLS_DIR and SIDELINE_CA_DIR put the PEM file and the authority elsewhere.
set -euo pipefail
cd "$(dirname "$0")/../.."

TLS_DIR=${SIDELINE_TLS_DIR:-deploy/haproxy/certs}
CA_DIR=${SIDELINE_CA_DIR:-deploy/haproxy/local-ca}
force=
if [ "${1:-}" = --force ]; then
  force=1
  shift
fi
if [ -z "$force" ] && [ -s "$TLS_DIR/sideline.pem" ]; then
  echo "$TLS_DIR/sideline.pem exists (--force makes it again)"
  exit 0
fi
command -v openssl >/dev/null || { echo "openssl is not installed (apt-get install openssl)" >&2; exit 2; }

mkdir -p "$TLS_DIR" "$CA_DIR"
umask 077
if [ -n "$force" ] || [ ! -s "$CA_DIR/ca.key" ]; then
  openssl req -x509 -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 825 \
    -subj "/CN=Sideline local CA $(hostname)" \
    -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign \
    -keyout "$CA_DIR/ca.key" -out "$CA_DIR/ca.crt" 2>/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
san="DNS:localhost,IP:127.0.0.1,IP:::1"
for name in "$@"; do
  if [[ $name =~ ^[0-9.]+$ || $name == *:* ]]; then san+=",IP:$name"; else san+=",DNS:$name"; fi
done
openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=localhost" \
  -keyout "$work/server.key" -out "$work/server.csr" 2>/dev/null
printf 'subjectAltName=%s\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n' \
  "$san" >"$work/ext"
# 397 days: the longest validity browsers accept for a server certificate.
openssl x509 -req -in "$work/server.csr" -CA "$CA_DIR/ca.crt" -CAkey "$CA_DIR/ca.key" -CAcreateserial \
  -days 397 -extfile "$work/ext" -out "$work/server.crt" 2>/dev/null
rm -f "$CA_DIR/ca.srl"

# Certificate, then the authority's, then the key: the order HAProxy reads a chain in.
cat "$work/server.crt" "$CA_DIR/ca.crt" "$work/server.key" >"$TLS_DIR/sideline.pem"
# The load balancer's unprivileged user (a uid of its image's own) must read it: this key is for
# trying Sideline on this machine only. ca.key stays readable by this user alone.
chmod 0644 "$TLS_DIR/sideline.pem" "$CA_DIR/ca.crt"
echo "made $TLS_DIR/sideline.pem for $san, signed by $CA_DIR/ca.crt (trust that to skip the warning)"
