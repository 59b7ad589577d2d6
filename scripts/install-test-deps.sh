#!/usr/bin/env bash
# What the test suite needs beyond npm packages (run by `npm test` through its pretest hook):
# redis-server (the Redis store tests start their own on a free loopback port), nginx and its brotli
# static module (the static-hosting test serves the tree with the generated config, .br files
# included) and Debian's chromium (the /docs test drives it with playwright-core). Elsewhere than
# Debian/Ubuntu install them yourself.
set -euo pipefail
exec bash "$(dirname "$0")/apt-install.sh" install-test-deps \
  redis-server:redis-server \
  nginx:nginx \
  /usr/lib/nginx/modules/ngx_http_brotli_static_module.so:libnginx-mod-http-brotli-static \
  chromium:chromium
