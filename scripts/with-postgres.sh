#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh node_modules/.bin/vitest run contracts/sandbox.test.ts tests/sandbox
# Installs Debian's postgresql when it is missing (needs root), starts a cluster as the postgres user
# in a temporary folder on a free local port, creates a database, exports DATABASE_URL, runs the
# command, then stops the cluster and removes the folder. Exits with the command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

find_pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PG_BIN="$(find_pg_bin || true)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "Installing PostgreSQL (Debian packages)…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  PG_BIN="$(find_pg_bin)"
fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
WORK="$(mktemp -d /tmp/sandbox-pg.XXXXXX)"
chown postgres:postgres "$WORK"
as_postgres() { runuser -u postgres -- "$@"; }

as_postgres "$PG_BIN/initdb" -D "$WORK/data" -U postgres -A trust --no-sync >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null

cleanup() {
  as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres sandbox
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/sandbox"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (DATABASE_URL set)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
