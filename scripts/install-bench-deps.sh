#!/usr/bin/env bash
# What `npm run bench:serve` needs beyond npm packages: wrk (the load generator) and nginx (the
# static-file baseline). The benchmark starts its own nginx on a free loopback port; a service the
# Debian package may start on port 80 is not used.
set -euo pipefail
exec bash "$(dirname "$0")/apt-install.sh" install-bench-deps wrk:wrk nginx:nginx
