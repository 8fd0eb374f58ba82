#!/usr/bin/env bash
# make bench: load-test the public pages (not part of make test).
#
# Seeds the load-test set (2,000 companies, 10,000 services) into its own embedded
# PostgreSQL, starts the server, and runs wrk against /healthz, the marketplace with and
# without filters, a service page, the directory and the badge. Prints req/s, p50 and p99
# latency and each page's req/s as a share of /healthz's in the same run (on a shared
# machine only the ratios compare between runs), then the gzip bytes of HTML, CSS and JS
# of each public page's first paint.
#
# Environment: BENCH_PORT (3531), BENCH_PG_PORT (54731), BENCH_DATA (a temp folder, kept
# between runs so the seed is done once), BENCH_SECONDS (10), BENCH_CONNECTIONS (16).
set -euo pipefail
cd "$(dirname "$0")/.."

port=${BENCH_PORT:-3531}
pg_port=${BENCH_PG_PORT:-54731}
data=${BENCH_DATA:-/tmp/greenconnect-bench}
seconds=${BENCH_SECONDS:-10}
conns=${BENCH_CONNECTIONS:-16}
base="http://127.0.0.1:$port"

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
mkdir -p "$data" && chmod 755 "$data"

export APP_ENV=development DEMO_DATA=false LOG_LEVEL=warn PORT=$port BASE_URL=$base \
  DATA_DIR=$data EMBEDDED_PG_PORT=$pg_port
unset DATABASE_URL

echo "== seeding the load-test set (once per BENCH_DATA)"
time ./bin/greenconnect seed-loadtest

./bin/greenconnect serve >"$data/serve.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -fs "$base/readyz" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fs "$base/readyz" >/dev/null || { echo "server did not start; see $data/serve.log" >&2; exit 1; }

# A returning visitor: the XSRF cookie the first page set (a first visit costs one more
# database write, for the new token: measured separately below).
cookie=$(curl -s -c - -o /dev/null "$base/about" | awk '$6 == "XSRF-TOKEN" {print "XSRF-TOKEN=" $7}')
service=$(curl -s -b "$cookie" "$base/marketplace/services" | grep -o '/services/[0-9a-f-]\{36\}' | head -1)
company=$(curl -s -b "$cookie" "$base$service" | grep -o '/companies/[0-9a-f-]\{36\}' | head -1)
company_id=${company#/companies/}
filtered="/marketplace/services?category=training&country=DE&onlyWithPrices=true"
search="/marketplace/services?q=solar&tags=solar"

run() { # name path [cookie]
  local out
  if [ -n "${3:-}" ]; then
    out=$(wrk -t1 -c"$conns" -d"${seconds}s" --latency -H "Cookie: $3" -H "Accept-Encoding: gzip" "$base$2")
  else
    out=$(wrk -t1 -c"$conns" -d"${seconds}s" --latency -H "Accept-Encoding: gzip" "$base$2")
  fi
  local rps p50 p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  errors=$(awk '/Non-2xx/ {print $5}' <<<"$out")
  echo "$1|$2|$rps|$p50|$p99|${errors:-0}"
}

echo "== wrk: ${seconds}s each, $conns connections, 1 thread (same machine as the server)"
results=()
results+=("$(run healthz /healthz)")
results+=("$(run marketplace /marketplace/services "$cookie")")
results+=("$(run "marketplace, first visit" /marketplace/services)")
results+=("$(run "marketplace, filters" "$filtered" "$cookie")")
results+=("$(run "marketplace, search" "$search" "$cookie")")
results+=("$(run "marketplace, page 40" "/marketplace/services?page=40" "$cookie")")
results+=("$(run "service page" "$service" "$cookie")")
results+=("$(run directory /directory "$cookie")")
results+=("$(run "green room" /blog "$cookie")")
results+=("$(run "green room, search" "/blog?q=solar" "$cookie")")
results+=("$(run "badge (SVG)" "/badge/$company_id.svg")")
healthz=$(cut -d'|' -f3 <<<"${results[0]}")

echo
echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), shared."
echo
echo "| page | req/s | p50 | p99 | share of /healthz | non-2xx |"
echo "|---|---:|---:|---:|---:|---:|"
for r in "${results[@]}"; do
  IFS='|' read -r name path rps p50 p99 errors <<<"$r"
  ratio=$(awk -v a="$rps" -v b="$healthz" 'BEGIN { printf "%.0f%%", 100 * a / b }')
  echo "| $name (\`$path\`) | $rps | $p50 | $p99 | $ratio | $errors |"
done

echo
echo "First paint, bytes transferred with gzip:"
echo
echo "| page | HTML | CSS | JS | total |"
echo "|---|---:|---:|---:|---:|"
node scripts/page-bytes.mjs "$base" /marketplace/services "$filtered" /sustainability-training /directory "$service" \
  "/companies/$company_id/badge" /
