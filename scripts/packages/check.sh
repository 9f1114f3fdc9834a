#!/usr/bin/env bash
# `npm run test:packages`: each published package, packed as npm would, passes publint and
# arethetypeswrong. The packages are ESM only, so attw's esm-only profile leaves CommonJS `require`
# resolution out (node16 ESM and bundler must be green).
set -euo pipefail
cd "$(dirname "$0")/../.."
for package in frame core evm solana bitcoin react; do
  npx publint --strict "packages/$package"
  # `@latch/core/testing` is the workspace's test helper (source only, never built): no entry for apps.
  npx attw --pack "packages/$package" --profile esm-only --exclude-entrypoints ./testing
done
