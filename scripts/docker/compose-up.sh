#!/usr/bin/env bash
# docker-compose.yml on a machine that cannot pull images: Sideline's image and stand-ins for the
# official postgres, haproxy and mailpit images, all built on the local Debian base (make-base.sh),
# a local certificate (make-local-cert.sh), then `docker compose up` and checks through the load
# balancer: HTTPS with that certificate and plain HTTP redirected, both instances ready, migrations
# applied once, a sign-up and a sign-in (a Secure cookie), requests served by both, the email caught.
#
#   scripts/docker/compose-up.sh          # up and checked; left running on https://localhost:8443
#   scripts/docker/compose-up.sh --down   # stopped, containers removed (volumes kept; -v drops them)
#
# Compose v2 (`docker compose`; make-base.sh installs it), or v1's `docker-compose` where only that is
# installed: the checks reach containers by service name, never by v1's or v2's container names.
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_TAG=${SIDELINE_BASE_IMAGE:-sideline-base:bookworm-node24}
export SIDELINE_IMAGE=${SIDELINE_IMAGE:-sideline:latest}
export POSTGRES_IMAGE=sideline-local/postgres LB_IMAGE=sideline-local/haproxy SMTP_IMAGE=sideline-local/smtp
export BASE_IMAGE=$BASE_TAG
# The checks here and in two-instance-check.mjs sign up more users from one address than a site allows.
export REGISTER_RATE_LIMIT=${REGISTER_RATE_LIMIT:-1000}
# Unprivileged ports here, so the check runs beside anything on 80 and 443.
export SIDELINE_HTTP_PORT=${SIDELINE_HTTP_PORT:-8080} SIDELINE_HTTPS_PORT=${SIDELINE_HTTPS_PORT:-8443}
export PUBLIC_URL=${PUBLIC_URL:-https://localhost:$SIDELINE_HTTPS_PORT}
compose() {
  if docker compose version >/dev/null 2>&1; then
    docker compose --project-name sideline "$@"
  else
    docker-compose --project-name sideline "$@"
  fi
}

if [ "${1:-}" = --down ]; then
  shift
  compose down "$@"
  exit 0
fi

scripts/docker/make-base.sh
scripts/docker/make-local-cert.sh
echo "building $SIDELINE_IMAGE and the local postgres, haproxy and smtp images..."
docker build --quiet --build-arg "BASE_IMAGE=$BASE_TAG" -t "$SIDELINE_IMAGE" . >/dev/null
for target in postgres haproxy smtp; do
  docker build --quiet --build-arg "BASE_IMAGE=$BASE_TAG" --target "$target" -t "sideline-local/$target" deploy/local-images >/dev/null
done

compose up -d --no-build
fail() { echo "FAILED: $*" >&2; compose ps >&2; compose logs --tail 20 >&2; exit 1; }
# The address users type, its certificate verified against the local authority that signed it.
origin=$PUBLIC_URL
tls=()
[ -s deploy/haproxy/local-ca/ca.crt ] && tls=(--cacert deploy/haproxy/local-ca/ca.crt)
for _ in $(seq 1 120); do curl -sf "${tls[@]}" "$origin/api/ready" >/dev/null && break; sleep 1; done
curl -sf "${tls[@]}" "$origin/api/ready" >/dev/null || fail "nothing ready behind the load balancer on $origin"
redirect=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$SIDELINE_HTTP_PORT/jobs?sport=baseball")
[ "$redirect" = "301 $origin/jobs?sport=baseball" ] || fail "plain HTTP answered $redirect"
echo "$origin answers over HTTPS (certificate verified); plain HTTP: $redirect"

ready() { compose exec -T "$1" node -e 'fetch("http://127.0.0.1:3000/api/ready").then(async (r) => { console.log(r.status, await r.text()); process.exit(r.ok ? 0 : 1) }, () => process.exit(1))'; }
for instance in sideline-1 sideline-2; do
  for _ in $(seq 1 60); do ready "$instance" >/dev/null 2>&1 && break; sleep 1; done
  echo "$instance /api/ready: $(ready "$instance")" || fail "$instance is not ready"
done

applied=$(compose exec -T postgres psql -U sideline -d sideline -Atc 'select count(*) from drizzle.__drizzle_migrations')
shipped=$(ls apps/api/drizzle/*.sql | wc -l)
[ "$applied" = "$shipped" ] || fail "migrations: $applied recorded, $shipped shipped"
echo "migrations: $applied recorded once each for $shipped shipped, by two instances started together"

# A sign-up and a sign-in through the balancer, as a browser on PUBLIC_URL sends them.
email="operator-check-$(date +%s)@example.com"
body=$(printf '{"firstName":"Olive","lastName":"Operator","email":"%s","username":"op%s","password":"correct-horse-42","zipCode":"33602","role":"team","referredBy":null,"teamName":"Compose Check","sportTypes":["baseball"]}' "$email" "$(date +%s)")
code=$(curl -s "${tls[@]}" -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -H "origin: $origin" -d "$body" "$origin/api/auth/register")
[ "$code" = 201 ] || fail "sign-up through the balancer answered $code"
login=$(curl -s "${tls[@]}" -D /tmp/sideline-compose-headers -c /tmp/sideline-compose-cookies -w '\n%{http_code}' -H 'content-type: application/json' -H "origin: $origin" \
  -d "{\"email\":\"$email\",\"password\":\"correct-horse-42\"}" "$origin/api/auth/login")
[ "$(tail -1 <<<"$login")" = 200 ] || fail "sign-in through the balancer: $login"
# NODE_ENV=production: the session cookie is Secure, which a browser keeps only on HTTPS.
cookie=$(grep -i '^set-cookie:' /tmp/sideline-compose-headers | tr -d '\r')
[[ $cookie == *'; Secure'* ]] || fail "the session cookie is not Secure: $cookie"
for _ in $(seq 1 10); do
  [ "$(curl -s "${tls[@]}" -o /dev/null -w '%{http_code}' -b /tmp/sideline-compose-cookies "$origin/api/auth/user")" = 200 ] || fail "the session did not hold on every instance"
done
rm -f /tmp/sideline-compose-cookies /tmp/sideline-compose-headers
echo "sign-up 201, sign-in 200 (a Secure cookie), and the session answered on 10 requests over both instances"

served() { compose exec -T "$1" node -e 'fetch("http://127.0.0.1:9464/metrics").then((r) => r.text()).then((t) => console.log(t.split("\n").filter((l) => l.startsWith("sideline_http_request_duration_seconds_count{") && l.includes("/api/auth/user")).map((l) => Number(l.split(" ").pop())).reduce((a, b) => a + b, 0)))'; }
one=$(served sideline-1) two=$(served sideline-2)
echo "GET /api/auth/user served: sideline-1 $one, sideline-2 $two (from each instance's /metrics)"
[ "$one" -gt 0 ] && [ "$two" -gt 0 ] || fail "the balancer did not spread requests over both instances"

# Read whole before grep: `grep -q` leaving early would fail the pipe (pipefail) on a long log.
caught() { local log; log=$(compose logs --no-color smtp 2>&1); grep -q "$email" <<<"$log"; }
for _ in $(seq 1 20); do caught && break; sleep 1; done
caught || fail "the confirmation email did not reach the SMTP catcher"
echo "the sign-up's confirmation email reached the SMTP catcher"
echo "compose check passed: $origin (scripts/docker/compose-up.sh --down stops it)"
