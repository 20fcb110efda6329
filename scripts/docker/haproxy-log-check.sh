#!/usr/bin/env bash
# deploy/haproxy/haproxy.cfg checked without Docker: HAProxy (Debian's `haproxy`) runs the compose
# file's configuration with its two servers pointed at a local stand-in that echoes the headers it
# gets, and a certificate from make-local-cert.sh. It must:
# - answer HTTPS with that certificate (verified against its local authority), TLS 1.2 at least;
# - answer plain HTTP only with a 301 to the same path and query on PUBLIC_URL;
# - tell the instance X-Forwarded-Proto: https, whatever the client sent, and drop X-Forwarded-Host;
# - log a calendar feed request with its token redacted from the path and no query string.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
command -v haproxy >/dev/null || { echo "haproxy is not installed (apt-get install haproxy)" >&2; exit 2; }
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
# Ports the system hands out now: a fixed one in the ephemeral range can be some client's at the moment.
free_port() { node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"; }
backend_port=${BACKEND_PORT:-$(free_port)}
http_port=${LB_PORT:-$(free_port)}
https_port=${LB_TLS_PORT:-$(free_port)}
export PUBLIC_URL="https://localhost:$https_port"
fail() { echo "FAIL: $*" >&2; cat "$work/log" >&2; exit 1; }

SIDELINE_TLS_DIR="$work/certs" SIDELINE_CA_DIR="$work/ca" "$root/scripts/docker/make-local-cert.sh" >/dev/null
node -e "require('node:http').createServer((q, r) => r.end(JSON.stringify({ proto: q.headers['x-forwarded-proto'], host: q.headers['x-forwarded-host'] ?? null }))).listen($backend_port, '127.0.0.1')" &
sed -e "s/^  bind :8080/  bind 127.0.0.1:$http_port/" \
  -e "s|^  bind :8443 ssl crt /usr/local/etc/haproxy/certs/sideline.pem|  bind 127.0.0.1:$https_port ssl crt $work/certs/sideline.pem|" \
  -e '/^frontend stats/,$d' \
  -e "s/sideline-[12]:3000 check/127.0.0.1:$backend_port/" \
  -e '/^resolvers docker/,/hold valid/d' \
  -e 's/ resolvers docker init-addr last,libc,none//' \
  "$root/deploy/haproxy/haproxy.cfg" >"$work/haproxy.cfg"
grep -q "bind 127.0.0.1:$https_port ssl" "$work/haproxy.cfg" || { echo "FAIL: haproxy.cfg has no HTTPS bind on :8443" >&2; exit 1; }
haproxy -db -f "$work/haproxy.cfg" >"$work/log" 2>&1 &
tls=(--cacert "$work/ca/ca.crt")
up=
for _ in $(seq 100); do curl -sf "${tls[@]}" "$PUBLIC_URL/api/health" >/dev/null && up=1 && break; sleep 0.1; done
[ -n "$up" ] || fail "haproxy did not answer HTTPS on $PUBLIC_URL"

# HTTPS: the certificate verifies for localhost and 127.0.0.1; an old protocol is refused.
answer=$(curl -sf "${tls[@]}" -H 'X-Forwarded-Proto: http' -H 'X-Forwarded-Host: evil.example' "$PUBLIC_URL/api/health") ||
  fail "HTTPS did not answer"
[ "$answer" = '{"proto":"https","host":null}' ] || fail "the instance was told $answer"
curl -sf "${tls[@]}" --resolve "localhost:$https_port:127.0.0.1" "https://127.0.0.1:$https_port/api/health" >/dev/null ||
  fail "the certificate does not verify for 127.0.0.1"
if curl -s "${tls[@]}" --tls-max 1.1 "$PUBLIC_URL/api/health" >/dev/null 2>&1; then fail "TLS 1.1 was accepted"; fi
echo "https: certificate verified, TLS 1.1 refused, the instance told X-Forwarded-Proto https and no X-Forwarded-Host"

# Plain HTTP: a permanent redirect to PUBLIC_URL, path and query kept; never the instance's answer.
redirect=$(curl -s -o "$work/body" -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/jobs/42?tab=apply")
[ "$redirect" = "301 $PUBLIC_URL/jobs/42?tab=apply" ] || fail "plain HTTP answered: $redirect"
if grep -q proto "$work/body"; then fail "plain HTTP reached the instance"; fi
post=$(curl -s -o /dev/null -w '%{http_code}' -d '{}' "http://127.0.0.1:$http_port/api/auth/login")
[ "$post" = 301 ] || fail "a plain HTTP POST answered $post"
echo "http: 301 to $PUBLIC_URL/jobs/42?tab=apply, and nothing reaches an instance"

curl -sf "${tls[@]}" "$PUBLIC_URL/api/calendar/path-secret-4f9a.ics?token=query-secret-7b2c" >/dev/null
sleep 0.5
line=$(grep 'calendar' "$work/log" || true)
echo "logged: $line"
[[ $line == *'GET /api/calendar/[redacted].ics HTTP/'* ]] || fail "no redacted feed line"
if grep -q -e 'path-secret-4f9a' -e 'query-secret-7b2c' "$work/log"; then fail "a token reached the log"; fi
echo "haproxy log: no token in the path or the query string"
echo "haproxy check passed"
