#!/usr/bin/env bash
# Browser tests in Debian's Chromium through Playwright. E2E=0 skips them, loudly.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${E2E:-1}" = "0" ]; then
  echo "E2E=0: browser tests skipped."
  exit 0
fi
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (or run 'E2E=0 make test' to skip browser tests)." >&2
  exit 1
fi
export CHROMIUM
exec npx playwright test -c e2e/playwright.config.ts "$@"
