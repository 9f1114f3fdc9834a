#!/usr/bin/env bash
# Installs the Debian packages the tests drive (a real Chromium and its headless shell, PostgreSQL and Redis
# servers) when missing.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
[ -x "$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | head -1)" ] || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} (apt-get)"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
