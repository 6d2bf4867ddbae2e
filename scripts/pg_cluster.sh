#!/usr/bin/env bash
# A throwaway PostgreSQL server (Debian's package) for the server tests and benchmark.
#
#   scripts/pg_cluster.sh install           install Debian's postgresql if it is missing (needs root)
#   scripts/pg_cluster.sh start DIR [fast]  create a cluster in DIR, listening only on a unix socket in DIR;
#                                           prints its database URL. "fast": fsync off (tests only)
#   scripts/pg_cluster.sh stop DIR          stop it (DIR can then be removed)
#
# No TCP port is used, so clusters of parallel runs never collide. As root the cluster runs as the
# postgres user (initdb refuses root); otherwise as the current user.
set -euo pipefail

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  install)
    if [ -z "$(bindir)" ]; then
      if [ "$(id -u)" != 0 ]; then
        echo "PostgreSQL is not installed: run as root, or apt-get install postgresql" >&2
        exit 1
      fi
      apt-get update -q >/dev/null
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null
    fi
    ;;
  start)
    dir=$(realpath -m "$2")
    bin=$(bindir)
    [ -n "$bin" ] || { echo "PostgreSQL is not installed (scripts/pg_cluster.sh install)" >&2; exit 1; }
    mkdir -p "$dir"
    user=$(id -un)
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; user=postgres; fi
    opts="-k $dir -c listen_addresses= -c max_connections=300 -c shared_buffers=64MB"
    if [ "${3:-}" = fast ]; then opts="$opts -c fsync=off -c synchronous_commit=off -c full_page_writes=off"; fi
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U "$user" -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 -o "$opts" start >/dev/null
    echo "postgresql://$user@/postgres?host=$dir"
    ;;
  stop)
    dir=$(realpath -m "$2")
    bin=$(bindir)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 install | start DIR [fast] | stop DIR" >&2
    exit 2
    ;;
esac
