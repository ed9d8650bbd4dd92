#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1 for the API suite and benchmarks.
# Usage: source scripts/pg-cluster.sh  -> exports PG_CLUSTER_URL and registers a stop on exit.
# initdb and pg_ctl run as the postgres user, in a folder that user owns (the machine's rule).
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL 15 server binaries missing; installing postgresql-15 with apt" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
PG_CLUSTER_DIR=$(mktemp -d /tmp/navia-pg.XXXXXX)
chown postgres:postgres "$PG_CLUSTER_DIR"
PG_CLUSTER_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
runuser -u postgres -- "$PGBIN/initdb" -D "$PG_CLUSTER_DIR/data" -A trust -U postgres -E UTF8 --no-locale >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -l "$PG_CLUSTER_DIR/server.log" -w \
  -o "-p $PG_CLUSTER_PORT -h 127.0.0.1 -k $PG_CLUSTER_DIR ${PG_EXTRA_OPTS:-}" start >/dev/null
export PG_CLUSTER_URL="postgres://postgres@127.0.0.1:$PG_CLUSTER_PORT/postgres"
pg_cluster_stop() {
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_CLUSTER_DIR"
}
trap pg_cluster_stop EXIT
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') running at 127.0.0.1:$PG_CLUSTER_PORT" >&2
