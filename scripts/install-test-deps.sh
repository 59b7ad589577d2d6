#!/usr/bin/env bash
# Installs what the test suite needs beyond npm packages: redis-server (the Redis store tests start
# their own on a free loopback port). Idempotent and non-interactive; uses sudo only when not root.
# Debian/Ubuntu (apt-get) only; elsewhere install redis-server yourself (e.g. `brew install redis`).
set -euo pipefail

if command -v redis-server >/dev/null 2>&1; then
  echo "redis-server already installed: $(redis-server --version)"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-test-deps: redis-server is missing and apt-get is not available; install redis-server (Redis >= 6) yourself" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "install-test-deps: not root and sudo is not available; run as root" >&2
    exit 1
  fi
fi

$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server

echo "installed: $(redis-server --version)"
