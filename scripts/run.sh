#!/usr/bin/env bash
# make run: serve the app on the embedded Postgres (or DATABASE_URL) with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
exec ./bin/greenconnect serve
