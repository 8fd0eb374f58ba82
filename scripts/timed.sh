#!/usr/bin/env bash
# timed.sh NAME CMD...: runs CMD and prints a line with NAME, CMD's exit status, its wall
# time, the CPU it used with its children (user+sys) and the machine's load, so a slow
# `make test` says which step took the time and how busy the machine was (README, "How long it takes").
# Exits with CMD's status.
set -uo pipefail
name=$1
shift
start=$(date +%s)
"$@"
rc=$?
tmp=$(mktemp)
times >"$tmp" # in this shell: the second line is what its children used
cpu=$(tail -n 1 "$tmp" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); sub("s", "", a[2]); s += a[1] * 60 + a[2] }; printf "%.0f", s }')
rm -f "$tmp"
load=$(cut -d' ' -f1 /proc/loadavg)
echo "== $name: exit $rc, $(( $(date +%s) - start )) s wall, $cpu s CPU (user+sys), load $load"
exit "$rc"
