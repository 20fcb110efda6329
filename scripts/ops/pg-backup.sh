#!/usr/bin/env bash
# A scheduled pg_dump of Sideline's PostgreSQL database (docs/operations.md, "Back up and restore"):
# writes BACKUP_DIR/sideline-<UTC time>.dump (pg_dump's custom format, owner-only), checks that
# pg_restore can read it, then keeps the newest BACKUP_KEEP dumps and deletes older ones.
#   DATABASE_URL=postgres://... scripts/ops/pg-backup.sh
#   PG_DUMP='docker compose exec -T postgres pg_dump -U sideline -d sideline' \
#     PG_RESTORE='docker compose exec -T postgres pg_restore' scripts/ops/pg-backup.sh
# PG_DUMP is the pg_dump command (default `pg_dump`, given DATABASE_URL), PG_RESTORE the pg_restore
# that checks the dump (default `pg_restore`; use the server's version, as for pg_dump); BACKUP_DIR defaults to
# ./backups, BACKUP_KEEP to 14. A failed or unreadable dump exits non-zero and deletes nothing.
set -euo pipefail

dir=${BACKUP_DIR:-backups}
keep=${BACKUP_KEEP:-14}
[[ "$keep" =~ ^[1-9][0-9]*$ ]] || { echo "BACKUP_KEEP must be a whole number of dumps, at least 1" >&2; exit 2; }
read -r -a dump_cmd <<<"${PG_DUMP:-pg_dump}"
read -r -a restore_cmd <<<"${PG_RESTORE:-pg_restore}"
if [ -z "${PG_DUMP:-}" ]; then
  [ -n "${DATABASE_URL:-}" ] || { echo "Set DATABASE_URL (or PG_DUMP to a whole pg_dump command)" >&2; exit 2; }
  dump_cmd+=("$DATABASE_URL")
fi

umask 077
mkdir -p "$dir"
file="$dir/sideline-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump"
[ -e "$file" ] && { echo "$file already exists" >&2; exit 1; }
partial="$file.partial"
trap 'rm -f "$partial"' EXIT
# Through standard output, so the same line works for a pg_dump inside a container.
"${dump_cmd[@]}" --format=custom >"$partial"
"${restore_cmd[@]}" --list <"$partial" >/dev/null || { echo "pg_restore cannot read the dump" >&2; exit 1; }
mv "$partial" "$file"
echo "Backed up to $file ($(du -h "$file" | cut -f1))"

# The names sort by time; the newest BACKUP_KEEP stay.
mapfile -t old < <(find "$dir" -maxdepth 1 -name 'sideline-*.dump' | sort | head -n -"$keep")
for f in "${old[@]}"; do
  rm -f -- "$f"
  echo "Deleted $f (older than the newest $keep)"
done
