#!/usr/bin/env bash
# Starts (start DIR PORT) or stops (stop DIR) a throwaway PostgreSQL cluster on 127.0.0.1 for the
# tests, with Debian's postgresql package. PostgreSQL refuses to run as root, so it runs as postgres.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
case "$1" in
  start)
    dir=$2 port=$3
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_pg "$bin/initdb -D '$dir' -A trust -U postgres --no-sync >/dev/null"
    as_pg "$bin/pg_ctl -D '$dir' -l '$dir/server.log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl -D '$2' -m fast stop >/dev/null" || true
    rm -rf "$2"
    ;;
esac
