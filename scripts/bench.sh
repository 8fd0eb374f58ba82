#!/usr/bin/env bash
# make bench: load-test the pages against their budgets (not part of make test; README,
# "Performance"). Exits non-zero when a budget is missed.
#
# Seeds the load-test set (2,000 listed companies, 10,000 services) and one BENCH_SCALE
# times larger (20,000 / 100,000) into their own embedded PostgreSQL clusters, starts the
# server on each and runs wrk (64 connections, Accept-Encoding: gzip) against /healthz, the
# public pages as a visitor and two signed-in pages, one after the other in this one run.
# Each page's req/s is a share of /healthz's (measured first and last; on a shared machine
# only the ratios compare). Budgets:
#   - page cache on, 1×: landing, directory, marketplace (first page, filtered, searched),
#     service and company pages at least 50% of /healthz, the badge SVG at least 80%, every
#     public page p99 under 50 ms; the signed-in rating page and wizard at least 5%;
#   - page cache off (every view renders, as a first view does), at 1× and at BENCH_SCALE×:
#     every public page at least 5% of /healthz with p99 under 100 ms, and its share at
#     BENCH_SCALE× at least 70% of its share at 1× (its cost does not grow with the catalogue);
#   - no error answer; a first visit of a public page loads at most 20 KB of JavaScript (gzip).
# Last, a long-tail run (reported, not budgeted): random addresses over every service,
# company, search word and page of the larger set, page cache on.
#
# Environment: BENCH_PORT (3531), BENCH_PG_PORT (25731), BENCH_DATA (a temp folder, kept
# between runs so the seed is done once; the larger set in BENCH_DATA-x<scale>),
# BENCH_SCALE (10; 1 measures the one size), BENCH_SECONDS (10 per page),
# BENCH_CONNECTIONS (64).
set -euo pipefail
cd "$(dirname "$0")/.."

port=${BENCH_PORT:-3531}
pg_port=${BENCH_PG_PORT:-25731}
data=${BENCH_DATA:-/tmp/greenconnect-bench}
seconds=${BENCH_SECONDS:-10}
conns=${BENCH_CONNECTIONS:-64}
scale=${BENCH_SCALE:-10}
big="$data-x$scale"
base="http://127.0.0.1:$port"

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
mkdir -p "$data" && chmod 755 "$data"

export APP_ENV=development DEMO_DATA=false LOG_LEVEL=warn PORT=$port BASE_URL=$base \
  DATA_DIR=$data EMBEDDED_PG_PORT=$pg_port PUBLIC_API_PER_MINUTE=100000000 METRICS_ADDR=
unset DATABASE_URL

echo "== seeding the load-test sets (once per BENCH_DATA; later runs check them)"
time ./bin/greenconnect seed-loadtest
if [ "$scale" != 1 ]; then
  mkdir -p "$big" && chmod 755 "$big"
  time DATA_DIR=$big ./bin/greenconnect seed-loadtest --companies $((2000 * scale)) --services $((10000 * scale))
fi

server=""
start_server() { # [env assignments...]
  started=$(date -u '+%Y-%m-%d %H:%M:%S+00')
  env "$@" ./bin/greenconnect serve >>"$data/serve.log" 2>&1 &
  server=$!
  for _ in $(seq 1 120); do
    curl -fs "$base/readyz" >/dev/null 2>&1 && { settle; return 0; }
    sleep 0.5
  done
  echo "server did not start; see $data/serve.log" >&2
  exit 1
}
settle() { # wait (at most 4 minutes) for the jobs of the start (the directory's refresh, the company pages drawn by a new build) to end
  local db="postgres://postgres@127.0.0.1:$pg_port/greenconnect?sslmode=disable"
  # The server's river client is elected leader first; it then inserts the periodic runs.
  local leader="SELECT count(*) FROM river_leader WHERE elected_at >= '$started'"
  # A run that a killed server left "running" (begun over 3 minutes ago) is not this start's.
  local due="state = 'available' AND scheduled_at <= now() OR state = 'running' AND attempted_at > now() - interval '3 minutes'"
  for _ in $(seq 1 480); do
    [ "$(psql -qAt "$db" -c "$leader")" = 1 ] && [ "$(psql -qAt "$db" -c "SELECT count(*) FROM river_job WHERE $due")" = 0 ] &&
      { sleep 1; [ "$(psql -qAt "$db" -c "SELECT count(*) FROM river_job WHERE $due")" = 0 ]; } && return 0
    sleep 0.5
  done
  echo "   the start's jobs still run after 4 minutes: measuring beside them"
}
stop_server() {
  [ -n "$server" ] || return 0
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=""
}
trap stop_server EXIT
start_server

# The demo company signs in (a visitor's POST from no page: no Origin, as curl).
jar=$(mktemp)
curl -fs -o /dev/null -c "$jar" -b "$jar" --data-urlencode email=demo@example.com \
  --data-urlencode password=greenconnect-demo "$base/signin"
curl -fs -o /dev/null -c "$jar" -b "$jar" "$base/sustainability-profile" # its CSRF cookie
member=$(awk '$6 == "gc_session" || $6 == "XSRF-TOKEN" {printf "%s%s=%s", sep, $6, $7; sep="; "}' "$jar")
rm -f "$jar"
[[ $member == *gc_session=* ]] || { echo "the demo company could not sign in" >&2; exit 1; }

service=$(curl -fs "$base/marketplace/services" | grep -o '/services/[0-9a-f-]\{36\}' | head -1)
company=$(curl -fs "$base$service" | grep -o '/companies/[0-9a-f-]\{36\}' | head -1)
company_id=${company#/companies/}
filtered="/marketplace/services?category=training&country=DE&onlyWithPrices=true"
search="/marketplace/services?q=solar&tags=solar"

ms() { # wrk's latency (850.00us, 12.31ms, 1.02s) in milliseconds
  awk -v v="$1" 'BEGIN {
    n = v + 0
    if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n *= 1; else if (v ~ /s$/) n *= 1000
    printf "%.2f", n }'
}

run() { # path [cookie] → "rps|p50 ms|p99 ms|errors"
  local args=(-t1 -c"$conns" -d"${seconds}s" --latency -H "Accept-Encoding: gzip")
  [ -n "${2:-}" ] && args+=(-H "Cookie: $2")
  curl -fs -o /dev/null ${2:+-b "$2"} "$base$1" || true # the first render, before measuring
  local out
  out=$(wrk "${args[@]}" "$base$1")
  local rps p50 p99 non2xx socket
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(ms "$(awk '$1 == "50%" {print $2}' <<<"$out")")
  p99=$(ms "$(awk '$1 == "99%" {print $2}' <<<"$out")")
  non2xx=$(awk '/Non-2xx/ {print $5}' <<<"$out")
  socket=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' <<<"$out")
  echo "$rps|$p50|$p99|$(( ${non2xx:-0} + ${socket:-0} ))"
}

# name | path | cookie | share budget (% of /healthz, 0: none) | p99 budget (ms, 0: none)
pages=(
  "landing|/||50|50"
  "directory|/directory||50|50"
  "marketplace, first page|/marketplace/services||50|50"
  "marketplace, filtered|$filtered||50|50"
  "marketplace, searched|$search||50|50"
  "green room|/blog||50|50"
  "green room, searched|/blog?q=solar||50|50"
  "training|/sustainability-training||0|50"
  "service page|$service||50|50"
  "company page|$company||50|50"
  "badge page|$company/badge||0|50"
  "badge SVG|/badge/$company_id.svg||80|50"
  "public API, companies|/api/public/companies?limit=20||0|50"
  "public API, services|/api/public/services?limit=20||0|50"
  "signed in: rating page|/sustainability-profile|$member|5|0"
  "signed in: wizard|/sustainability-profile/wizard|$member|5|0"
)

echo "== wrk: ${seconds}s each, $conns connections, 1 thread, gzip; machine load $(cut -d' ' -f1-3 /proc/loadavg)"
first=$(run /healthz)
results=()
for p in "${pages[@]}"; do
  IFS='|' read -r name path cookie _ _ <<<"$p"
  results+=("$(run "$path" "$cookie")")
  echo "   $name done"
done
last=$(run /healthz)
healthz=$(awk -v a="${first%%|*}" -v b="${last%%|*}" 'BEGIN { printf "%.0f", (a + b) / 2 }')

failed=0
echo
echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), shared;"
echo "wrk and PostgreSQL on the same cores as the server. /healthz: ${first%%|*} req/s first, ${last%%|*} last."
echo
echo "| page | req/s | share of /healthz | p50 ms | p99 ms | errors | budget |"
echo "|---|---:|---:|---:|---:|---:|---|"
IFS='|' read -r rps p50 p99 errors <<<"$first"
echo "| \`/healthz\` (the ceiling) | $healthz | 100% | $p50 | $p99 | $errors | |"
for i in "${!pages[@]}"; do
  IFS='|' read -r name path _ share_budget p99_budget <<<"${pages[$i]}"
  IFS='|' read -r rps p50 p99 errors <<<"${results[$i]}"
  share=$(awk -v a="$rps" -v b="$healthz" 'BEGIN { s = 100 * a / b; if (s < 10) printf "%.1f", s; else printf "%.0f", s }')
  verdict="ok"
  budget=()
  if [ "$share_budget" != 0 ]; then
    budget+=("≥ $share_budget%")
    awk -v s="$share" -v b="$share_budget" 'BEGIN { exit !(s < b) }' && verdict="MISSED"
  fi
  if [ "$p99_budget" != 0 ]; then
    budget+=("p99 < $p99_budget ms")
    awk -v p="$p99" -v b="$p99_budget" 'BEGIN { exit !(p >= b) }' && verdict="MISSED"
  fi
  [ "$errors" != 0 ] && verdict="MISSED"
  [ "$verdict" = MISSED ] && failed=1
  echo "| $name (\`${path//|/\\|}\`) | $rps | $share% | $p50 | $p99 | $errors | $(IFS=,; echo "${budget[*]}") $verdict |"
done

echo
echo "First visit, bytes transferred with gzip (budget: at most 20,480 bytes of JavaScript):"
echo
echo "| page | HTML | CSS | JS | total |"
echo "|---|---:|---:|---:|---:|"
bytes=$(node scripts/page-bytes.mjs "$base" / /directory /marketplace/services "$filtered" /sustainability-training \
  "$service" "$company" "$company/badge")
echo "$bytes"
while IFS='|' read -r _ path _ _ js _; do
  if [ "$(xargs <<<"$js")" -gt 20480 ]; then
    echo "JavaScript budget missed on$path" >&2
    failed=1
  fi
done <<<"$bytes"

# Page cache off, at both sizes: every view renders (docs/directory.md, "Listings at any size").
uncached_pages() { # the public pages of the server running now, as "name|path"
  local svc co
  svc=$(curl -fs "$base/marketplace/services" | grep -o '/services/[0-9a-f-]\{36\}' | head -1)
  co=$(curl -fs "$base$svc" | grep -o '/companies/[0-9a-f-]\{36\}' | head -1)
  printf '%s\n' "landing|/" "directory|/directory" "directory, searched and filtered|/directory?q=green&country=DE" \
    "marketplace, first page|/marketplace/services" "marketplace, tagged page 2|/marketplace/services?tags=recycling&page=2" \
    "marketplace, searched|/marketplace/services?q=solar" "training|/sustainability-training" \
    "service page|$svc" "company page|$co" "green room|/blog"
}
measure_uncached() { # → lines "name|path|rps|share|p50|p99|errors"
  local h1 h2 hz name path
  h1=$(run /healthz)
  while IFS='|' read -r name path; do
    IFS='|' read -r rps p50 p99 errors <<<"$(run "$path")"
    echo "$name|$path|$rps|$p50|$p99|$errors"
  done < <(uncached_pages)
  h2=$(run /healthz)
  echo "healthz|/healthz|$(awk -v a="${h1%%|*}" -v b="${h2%%|*}" 'BEGIN { printf "%.0f", (a + b) / 2 }')|||0"
}
stop_server
start_server PAGE_CACHE_MB=0
echo "== page cache off, 1×"
small=$(measure_uncached)
large=""
if [ "$scale" != 1 ]; then
  stop_server
  start_server PAGE_CACHE_MB=0 DATA_DIR="$big"
  echo "== page cache off, ${scale}×"
  large=$(measure_uncached)
fi
share() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f", 100 * a / b; else print 0 }'; }
hz_small=$(awk -F'|' '$1 == "healthz" {print $3}' <<<"$small")
hz_large=$(awk -F'|' '$1 == "healthz" {print $3}' <<<"$large")
echo
echo "Page cache off (every view renders): /healthz $hz_small req/s at 1×${large:+, $hz_large at ${scale}×}."
echo "Budgets: ≥ 5% of /healthz, p99 < 100 ms, the ${scale}× share ≥ 70% of the 1× share."
echo
echo "| page | 1× req/s | 1× share | 1× p99 ms | ${scale}× req/s | ${scale}× share | ${scale}× p99 ms | ${scale}×/1× | budget |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
while IFS='|' read -r name path rps p50 p99 errors; do
  [ "$name" = healthz ] && continue
  s1=$(share "$rps" "$hz_small")
  verdict=ok
  awk -v s="$s1" -v p="$p99" 'BEGIN { exit !(s < 5 || p >= 100) }' && verdict=MISSED
  [ "$errors" != 0 ] && verdict=MISSED
  row="| $name (\`$path\`) | $rps | $s1% | $p99"
  if [ -n "$large" ]; then
    IFS='|' read -r _ _ rps2 _ p992 errors2 <<<"$(awk -F'|' -v n="$name" '$1 == n' <<<"$large")"
    s2=$(share "$rps2" "$hz_large")
    ratio=$(awk -v a="$s2" -v b="$s1" 'BEGIN { if (b > 0) printf "%.0f", 100 * a / b; else print 0 }')
    awk -v s="$s2" -v p="$p992" -v r="$ratio" 'BEGIN { exit !(s < 5 || p >= 100 || r < 70) }' && verdict=MISSED
    [ "$errors2" != 0 ] && verdict=MISSED
    row="$row | $rps2 | $s2% | $p992 | $ratio%"
  else
    row="$row | | | | "
  fi
  [ "$verdict" = MISSED ] && failed=1
  echo "$row | $verdict |"
done <<<"$small"

# The long tail, page cache on: each request a random address of the larger set (every
# service and company, search words, filters and pages), as crawlers and first visits ask.
stop_server
if [ "$scale" != 1 ]; then start_server DATA_DIR="$big"; else start_server; fi
tail_urls=$(mktemp)
psql -qAt "postgres://postgres@127.0.0.1:$pg_port/greenconnect?sslmode=disable" >"$tail_urls" <<'SQL'
SELECT '/services/' || id FROM services WHERE published AND company_listed;
SELECT '/companies/' || profile_id FROM directory_companies WHERE listed;
SELECT '/marketplace/services?q=' || w || '&page=' || p FROM unnest(ARRAY['solar','energy','audit','green','water','waste',
  'heat','training','wind','circular','carbon','pack']) w, generate_series(2, 30) p;
SELECT '/marketplace/services?tags=' || replace(t, ' ', '+') || '&page=' || p FROM unnest(ARRAY['recycling','esg','workshop','supply chain',
  'certification','carbon footprint']) t, generate_series(2, 100) p;
SELECT '/marketplace/services?q=' || w || '&tags=' || replace(t, ' ', '+') || '&page=' || p FROM unnest(ARRAY['solar','energy',
  'green','water','waste','training']) w, unnest(ARRAY['recycling','esg','workshop','audit','solar','energy savings']) t,
  generate_series(1, 3) p;
SELECT '/directory?page=' || p FROM generate_series(2, 100) p;
SELECT '/directory?q=' || w || '&page=' || p FROM unnest(ARRAY['green','blue','river','solar','forest','works','labs'])
  w, generate_series(2, 20) p;
SQL
echo
echo "Long tail, page cache on, $(wc -l <"$tail_urls") addresses of the ${scale}× set at random (reported, not budgeted):"
out=$(wrk -t1 -c"$conns" -d"${seconds}s" --latency -H "Accept-Encoding: gzip" -s scripts/bench-longtail.lua "$base" -- "$tail_urls")
rm -f "$tail_urls"
echo
echo "| run | req/s | p50 ms | p99 ms | non-2xx |"
echo "|---|---:|---:|---:|---:|"
non2xx=$(awk '/Non-2xx/ {print $5}' <<<"$out")
echo "| long tail | $(awk '/Requests\/sec/ {print $2}' <<<"$out") | $(ms "$(awk '$1 == "50%" {print $2}' <<<"$out")") | $(ms "$(awk '$1 == "99%" {print $2}' <<<"$out")") | ${non2xx:-0} |"
echo

if [ "$failed" != 0 ]; then
  echo >&2
  echo "bench: a budget was missed (see MISSED above)" >&2
  exit 1
fi
echo
echo "bench: every budget met"
