#!/usr/bin/env bash
# Installs the named Debian packages that are missing, idempotently and without questions:
#   scripts/apt-install.sh <label> <command>:<package> ...
# A package is skipped when its command is already on the PATH (or in /usr/sbin); a <command> that starts
# with / is a file the package installs, and the package is skipped when that file exists. Runs `apt-get update`
# first when anything is missing; uses sudo only when not root. Debian/Ubuntu (apt-get) only.
set -euo pipefail

label="$1"
shift
missing=()
for spec in "$@"; do
  cmd="${spec%%:*}"
  pkg="${spec#*:}"
  if [ "${cmd#/}" != "$cmd" ]; then
    [ -e "$cmd" ] || missing+=("$pkg")
  else
    command -v "$cmd" >/dev/null 2>&1 || [ -x "/usr/sbin/$cmd" ] || missing+=("$pkg")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "$label: all present"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "$label: missing ${missing[*]} and apt-get is not available; install them yourself" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "$label: not root and sudo is not available; run as root" >&2
    exit 1
  fi
fi

$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
echo "$label: installed ${missing[*]}"
