#!/usr/bin/env bash
# `npm run bench`: installs the bench's own projects when needed (the peers never enter Latch's tree), then runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
# ConnectKit declares React 17/18 as peers; the apps use React 19, so that project installs with legacy peers.
install() {
  local dir=$1
  shift
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    npm ci --prefix "$dir" --no-audit --no-fund "$@"
  fi
}
install bench --legacy-peer-deps
install bench/appkit
exec node --import tsx bench/run.ts "$@"
