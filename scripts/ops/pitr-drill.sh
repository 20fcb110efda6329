#!/usr/bin/env bash
# Drills docs/operations.md's PostgreSQL backups on this machine, without Docker: a throwaway cluster
# with WAL archiving, a base backup, the app's migrations and rows, then
#   1. point-in-time recovery: the base backup restored with recovery_target_time and the archive,
#      which must hold exactly the rows written before the target (every table compared);
#   2. a pg_dump --format=custom restored with pg_restore into a new database, every table compared.
# Exits non-zero on any mismatch. Needs PostgreSQL's server binaries (PG_BIN, else pg_config's or the
# newest /usr/lib/postgresql/*/bin) and Node 24 with the repository's dependencies installed.
#   scripts/ops/pitr-drill.sh            # KEEP=1 keeps the work directory for a look afterwards
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
started=$SECONDS

if [ -z "${PG_BIN:-}" ]; then
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -x "${PG_BIN:-}/initdb" ] || PG_BIN=$(pg_config --bindir)
fi
[ -x "$PG_BIN/initdb" ] || { echo "no initdb in $PG_BIN (set PG_BIN)" >&2; exit 1; }

work=$(mktemp -d /tmp/sideline-pitr-XXXXXX)
chmod 755 "$work"
# PostgreSQL refuses to run as root: the clusters then belong to the postgres account.
as_pg() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$work"
  as_pg() { runuser -u postgres -- "$@"; }
fi

free_port() {
  local port=$1
  while (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  echo "$port"
}
primary_port=$(free_port "${PITR_PORT:-54330}")
restored_port=$(free_port $((primary_port + 1)))

cleanup() {
  for dir in "$work/primary" "$work/restored"; do
    [ -f "$dir/postmaster.pid" ] && as_pg "$PG_BIN/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true
  done
  if [ -n "${KEEP:-}" ]; then echo "work directory kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'echo "PITR DRILL FAILED: line $LINENO: $BASH_COMMAND" >&2' ERR

fail() {
  echo "PITR DRILL FAILED: $*" >&2
  exit 1
}
step() { printf '[%3d s] %s\n' $((SECONDS - started)) "$*"; }

psql_at() { # port, database, sql: unaligned tuples, stop on error
  "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -At -h 127.0.0.1 -p "$1" -U postgres -d "$2" -c "$3"
}

# One line per table of every schema but the catalogs: name, row count, md5 of its sorted rows.
fingerprint() { # port, database
  local sql
  sql=$(psql_at "$1" "$2" "select string_agg(format(
      'select %L, count(*), md5(coalesce(string_agg(t::text, chr(10) order by t::text), %L)) from %I.%I t',
      table_schema || '.' || table_name, '', table_schema, table_name), ' union all ' order by 1)
    from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')")
  [ -n "$sql" ] || fail "no tables in $2 on port $1"
  psql_at "$1" "$2" "$sql order by 1" | sort
}

step "cluster: initdb ($PG_BIN) on port $primary_port, WAL archived to $work/wal"
as_pg mkdir "$work/wal"
as_pg "$PG_BIN/initdb" -D "$work/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg tee -a "$work/primary/postgresql.conf" >/dev/null <<CONF
port = $primary_port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$work'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $work/wal/%f && cp %p $work/wal/%f'
CONF
as_pg "$PG_BIN/pg_ctl" -D "$work/primary" -l "$work/primary.log" -w start >/dev/null
psql_at "$primary_port" postgres 'create database sideline'
url="postgres://postgres@127.0.0.1:$primary_port/sideline"

step "base backup (pg_basebackup)"
as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$work/base" -X stream -c fast

step "the app's migrations, then rows before the target"
(cd "$root" && DATABASE_URL=$url NODE_ENV=development node --import tsx apps/api/src/db/migrate-cli.ts) >/dev/null
insert_users() { # prefix
  psql_at "$primary_port" sideline "insert into users (email, username, password_hash, first_name,
      last_name, zip_code, role, referral_code, email_confirmed_at)
    select '$1' || i || '@example.test', '$1' || i, 'hash', 'Drill', 'User ' || i, '33602', 'helper',
      upper('$1') || i, now()
    from generate_series(1, 5) i"
}
insert_users before
fingerprint "$primary_port" sideline >"$work/at-target.txt"
# The target sits strictly between the two commits.
sleep 1
target=$(psql_at "$primary_port" postgres "select clock_timestamp()")
sleep 1
step "target time $target; rows after it"
insert_users after
fingerprint "$primary_port" sideline >"$work/final.txt"
cmp -s "$work/at-target.txt" "$work/final.txt" && fail "the rows after the target changed nothing"

step "pg_dump of the final state by scripts/ops/pg-backup.sh, keeping the newest 2"
mkdir "$work/dumps"
touch "$work/dumps/sideline-2020-01-01T00-00-00Z.dump" "$work/dumps/sideline-2020-01-02T00-00-00Z.dump"
BACKUP_DIR="$work/dumps" BACKUP_KEEP=2 PG_DUMP="$PG_BIN/pg_dump $url" \
  PG_RESTORE="$PG_BIN/pg_restore" scripts/ops/pg-backup.sh
dumps=$(cd "$work/dumps" && ls)
dump="$work/dumps/$(echo "$dumps" | tail -1)"
[ "$(echo "$dumps" | wc -l)" = 2 ] && [ "$(echo "$dumps" | head -1)" = sideline-2020-01-02T00-00-00Z.dump ] ||
  fail "pg-backup.sh kept the wrong dumps: $dumps"
[ "$(stat -c %a "$dump")" = 600 ] || fail "the dump is readable by others: $(stat -c %a "$dump")"

# Every WAL segment up to the last commit must reach the archive before the primary is gone.
segment=$(psql_at "$primary_port" postgres "select pg_walfile_name(pg_switch_wal())")
for _ in $(seq 1 100); do
  archived=$(psql_at "$primary_port" postgres "select coalesce(last_archived_wal, '') from pg_stat_archiver")
  [[ "$archived" > "$segment" || "$archived" == "$segment" ]] && break
  sleep 0.1
done
[[ "$archived" > "$segment" || "$archived" == "$segment" ]] || fail "WAL $segment never archived"
as_pg "$PG_BIN/pg_ctl" -D "$work/primary" -m fast stop >/dev/null

step "point-in-time recovery: the base backup, restore_command and recovery_target_time"
as_pg cp -a "$work/base" "$work/restored"
as_pg tee -a "$work/restored/postgresql.auto.conf" >/dev/null <<CONF
port = $restored_port
restore_command = 'cp $work/wal/%f %p'
recovery_target_time = '$target'
recovery_target_action = 'promote'
CONF
as_pg touch "$work/restored/recovery.signal"
as_pg "$PG_BIN/pg_ctl" -D "$work/restored" -l "$work/restored.log" -w -t 60 start >/dev/null ||
  fail "the restored cluster did not start: $(tail -5 "$work/restored.log")"
for _ in $(seq 1 100); do
  [ "$(psql_at "$restored_port" postgres 'select pg_is_in_recovery()')" = f ] && break
  sleep 0.1
done
[ "$(psql_at "$restored_port" postgres 'select pg_is_in_recovery()')" = f ] || fail "recovery never ended"
grep -q 'recovery stopping before commit' "$work/restored.log" || fail "recovery did not stop at the target"

fingerprint "$restored_port" sideline >"$work/recovered.txt"
diff -u "$work/at-target.txt" "$work/recovered.txt" >&2 || fail "the recovered tables differ from the target's"
before=$(psql_at "$restored_port" sideline "select count(*) from users where username like 'before%'")
after=$(psql_at "$restored_port" sideline "select count(*) from users where username like 'after%'")
[ "$before" = 5 ] && [ "$after" = 0 ] || fail "recovered users: $before before (want 5), $after after (want 0)"
tables=$(wc -l <"$work/recovered.txt")
step "recovered: $tables tables identical to the target's ($before rows before it, $after after)"

step "pg_restore of the dump into an empty database"
psql_at "$restored_port" postgres 'create database sideline_copy template template0'
"$PG_BIN/pg_restore" --no-owner --exit-on-error --single-transaction \
  --dbname="postgres://postgres@127.0.0.1:$restored_port/sideline_copy" "$dump"
fingerprint "$restored_port" sideline_copy >"$work/dump-restored.txt"
diff -u "$work/final.txt" "$work/dump-restored.txt" >&2 || fail "the restored dump differs from the database"
step "pg_dump round trip: $(wc -l <"$work/dump-restored.txt") tables identical"
echo "PITR drill passed in $((SECONDS - started)) s"
