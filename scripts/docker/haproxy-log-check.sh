#!/usr/bin/env bash
# deploy/haproxy/haproxy.cfg's log line, checked without Docker: HAProxy (Debian's `haproxy`) runs the
# compose file's configuration with its two servers pointed at a local stand-in, takes a calendar feed
# request with a token in the path and another in the query string, and its log must hold neither.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
command -v haproxy >/dev/null || { echo "haproxy is not installed (apt-get install haproxy)" >&2; exit 2; }
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
backend_port=${BACKEND_PORT:-38471}
lb_port=${LB_PORT:-38472}
node -e "require('node:http').createServer((q, r) => r.end('ok')).listen($backend_port, '127.0.0.1')" &
sed -e "s/^  bind :8080/  bind 127.0.0.1:$lb_port/" \
  -e '/^frontend stats/,$d' \
  -e "s/sideline-[12]:3000 check/127.0.0.1:$backend_port/" \
  -e '/^resolvers docker/,/hold valid/d' \
  -e 's/ resolvers docker init-addr last,libc,none//' \
  "$root/deploy/haproxy/haproxy.cfg" >"$work/haproxy.cfg"
haproxy -db -f "$work/haproxy.cfg" >"$work/log" 2>&1 &
up=
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$lb_port/api/health" >/dev/null && up=1 && break; sleep 0.1; done
[ -n "$up" ] || { echo "FAIL: haproxy did not come up" >&2; cat "$work/log" >&2; exit 1; }
curl -sf "http://127.0.0.1:$lb_port/api/calendar/path-secret-4f9a.ics?token=query-secret-7b2c" >/dev/null
sleep 0.5
line=$(grep 'calendar' "$work/log" || true)
echo "logged: $line"
[[ $line == *'GET /api/calendar/[redacted].ics HTTP/1.1'* ]] || { echo "FAIL: no redacted feed line" >&2; cat "$work/log" >&2; exit 1; }
if grep -q -e 'path-secret-4f9a' -e 'query-secret-7b2c' "$work/log"; then echo "FAIL: a token reached the log" >&2; exit 1; fi
echo "haproxy log: no token in the path or the query string"
