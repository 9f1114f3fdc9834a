#!/usr/bin/env bash
# `npm run test:packages`: each published package, packed as npm would, passes publint and
# arethetypeswrong. The packages are ESM only, so attw's esm-only profile leaves CommonJS `require`
# resolution out (node16 ESM and bundler must be green). One `npm pack` for all of them, and the tools
# read the tarballs: each npm start reads the whole workspace (seconds a package, twice per package when
# each tool packed for itself).
set -euo pipefail
cd "$(dirname "$0")/../.."
packs=.latch/packages/packs
rm -rf "$packs"
mkdir -p "$packs"
packages=(frame core evm solana bitcoin react)
npm pack --silent "${packages[@]/#/-w=@latch/}" --pack-destination "$packs" >/dev/null
for package in "${packages[@]}"; do
  tarball=$(ls "$packs"/latch-"$package"-*.tgz)
  node_modules/.bin/publint run --strict "$tarball"
  # `@latch/core/testing` is the workspace's test helper (source only, never built): no entry for apps.
  node_modules/.bin/attw "$tarball" --profile esm-only --exclude-entrypoints ./testing
done
