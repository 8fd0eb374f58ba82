#!/usr/bin/env bash
# make run: serve the app on the embedded Postgres (or DATABASE_URL) with demo data. Without
# SMTP_URL, mail goes to a local mailpit whose web UI shows every message; Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SMTP_URL:-}" ]; then
  smtp="127.0.0.1:${MAILPIT_SMTP_PORT:-1025}"
  ui="127.0.0.1:${MAILPIT_UI_PORT:-8025}"
  mkdir -p "${DATA_DIR:-.data}"
  ./bin/mailpit --smtp "$smtp" --listen "$ui" --smtp-disable-rdns --block-remote-css-and-fonts \
    --database "${DATA_DIR:-.data}/mailpit.db" --max 1000 -q &
  mailpit=$!
  trap 'kill "$mailpit" 2>/dev/null; wait "$mailpit" 2>/dev/null || true' EXIT
  export SMTP_URL="smtp://$smtp"
  echo
  echo "  Mail catcher (mailpit): http://$ui  (set SMTP_URL to send real mail)"
fi
./bin/greenconnect serve
