#!/usr/bin/env bash
# Lighthouse scores of the public pages (not part of make test; README, "Performance"):
# mobile, first visit, Debian's Chromium, the median of LIGHTHOUSE_RUNS (3) runs of each of
# the landing, directory, marketplace, service and company pages of the load-test set.
# Exits non-zero when a median score is below 100.
#
# Environment: as scripts/bench.sh (BENCH_PORT, BENCH_PG_PORT, BENCH_DATA), CHROME_PATH
# (/usr/bin/chromium), LIGHTHOUSE_RUNS.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${BENCH_PORT:-3531}
data=${BENCH_DATA:-/tmp/greenconnect-bench}
base="http://127.0.0.1:$port"
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || { echo "Chromium is missing: apt-get install -y chromium" >&2; exit 1; }
mkdir -p "$data" && chmod 755 "$data"

export APP_ENV=development DEMO_DATA=false LOG_LEVEL=warn PORT=$port BASE_URL=$base \
  DATA_DIR=$data EMBEDDED_PG_PORT=${BENCH_PG_PORT:-25731}
unset DATABASE_URL
./bin/greenconnect seed-loadtest
./bin/greenconnect serve >>"$data/serve.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -fs "$base/readyz" >/dev/null 2>&1 && break
  sleep 0.5
done

service=$(curl -fs "$base/marketplace/services" | grep -o '/services/[0-9a-f-]\{36\}' | head -1)
company=$(curl -fs "$base$service" | grep -o '/companies/[0-9a-f-]\{36\}' | head -1)
echo "Lighthouse $(node -p 'require("lighthouse/package.json").version'), $(/usr/bin/chromium --version 2>/dev/null | head -1), mobile, median of ${LIGHTHOUSE_RUNS:-3}:"
echo
node scripts/lighthouse.mjs "$base" / /directory /marketplace/services "$service" "$company"
