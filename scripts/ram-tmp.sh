#!/usr/bin/env bash
# ram-tmp.sh CMD...: runs CMD with TMPDIR in a new folder on a file system in memory
# (/dev/shm) when there is one with room, and removes the folder afterwards. `make test` runs
# under it: its throwaway files are the PostgreSQL cluster each Go test's database is cloned in
# (a database is a thousand files, made and deleted about a thousand times a run), go test's
# binaries, and the browser tests' server data. On a disk's file system that churn is what the
# Go tests spent most of PostgreSQL's CPU on: ext4 looks for a free inode past the ones
# deleted recently, and a clone took 0.6 s instead of 0.05 s (README, "How long it takes").
# RAM_TMP=0, a TMPDIR already in memory, or no tmpfs with 2 GiB free: CMD runs as it is.
set -euo pipefail
shm=/dev/shm
need_kb=$((2 * 1024 * 1024))
in_memory() { [ "$(stat -f -c %T "$1" 2>/dev/null)" = tmpfs ]; }
if [ "${RAM_TMP:-1}" = "0" ] || in_memory "${TMPDIR:-/tmp}" || ! in_memory "$shm" ||
  [ "$(df -Pk "$shm" | awk 'NR == 2 { print $4 }')" -lt "$need_kb" ]; then
  exec "$@"
fi
dir=$(mktemp -d "$shm/greenconnect-test-XXXXXX")
chmod 755 "$dir"
# go test runs its binaries from TMPDIR: a file system mounted noexec cannot hold them.
printf '#!/bin/sh\n' >"$dir/exec-check" && chmod +x "$dir/exec-check"
if ! "$dir/exec-check" 2>/dev/null; then
  rm -rf "$dir"
  exec "$@"
fi
rm -f "$dir/exec-check"
trap 'rm -rf "$dir"' EXIT
TMPDIR=$dir "$@"
