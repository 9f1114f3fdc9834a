#!/usr/bin/env bash
# `npm run bench`: installs the bench's own projects when needed (the peers never enter Latch's tree), then runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
for dir in bench bench/appkit; do
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    npm ci --prefix "$dir" --no-audit --no-fund --legacy-peer-deps
  fi
done
exec node --import tsx bench/run.ts
