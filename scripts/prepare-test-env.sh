#!/usr/bin/env bash
# What the test suite needs from the system, installed when missing (Debian):
# Chromium for the browser tests and a PostgreSQL server with an empty
# provider_test database for the provider's second database. Idempotent.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
command -v chromium > /dev/null || missing+=(chromium)
{ command -v pg_lsclusters > /dev/null && [ -n "$(pg_lsclusters --no-header 2> /dev/null)" ]; } || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian…"
  as_root apt-get update -qq
  as_root apt-get install -y -qq "${missing[@]}" > /dev/null
fi

read -r version cluster _ < <(pg_lsclusters --no-header | head -n 1)
as_root pg_ctlcluster "$version" "$cluster" start 2> /dev/null || true
as_root su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'postgres'\"" > /dev/null
as_root su postgres -c "dropdb --if-exists provider_test && createdb provider_test"
echo "Test environment ready: chromium, PostgreSQL $version (provider_test)."
