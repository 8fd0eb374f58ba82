#!/usr/bin/env bash
# go-failures.sh CMD...: runs CMD (go test over many packages), passing its output through as
# it comes, and when it fails prints again, at the very end, what each failing package printed.
# CI shows only the tail of a run: without this, "FAIL" is the last line there and the failing
# test scrolled away with the browser lane's output. Exits with CMD's status.
set -uo pipefail
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$@" 2>&1 | tee "$out"
rc=${PIPESTATUS[0]}
if [ "$rc" -ne 0 ]; then
  echo "== the failures again (go test printed each package's output whole):"
  # A package's lines come together and end with its "ok", "?" or "FAIL" line: keep the
  # blocks that end in FAIL, and of each its last 120 lines.
  awk '
    /^(ok|\?|FAIL)[ \t]+[^ \t]+/ {
      if ($1 == "FAIL") { s = n > 120 ? n - 120 : 0; for (i = s; i < n; i++) print buf[i]; print }
      n = 0; next
    }
    { buf[n++] = $0 }
  ' "$out"
fi
exit "$rc"
