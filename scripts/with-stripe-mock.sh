#!/usr/bin/env bash
# Runs a command beside stripe-mock (Stripe's API as a local fake, built from tools.mod), on
# 127.0.0.1:STRIPE_MOCK_PORT (12111 by default), with STRIPE_MOCK_URL pointing at it; stops it
# afterwards. The billing tests create Checkout and portal sessions against it.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${STRIPE_MOCK_PORT:-12111}
addr="127.0.0.1:$port"
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "Port $port is taken: set STRIPE_MOCK_PORT to a free port." >&2
  exit 1
fi
# Its HTTPS listener takes any free port: the tests use HTTP only.
./bin/stripe-mock -http-addr "$addr" -https-addr 127.0.0.1: >/dev/null 2>&1 &
mock=$!
trap 'kill "$mock" 2>/dev/null; wait "$mock" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    break
  fi
  if ! kill -0 "$mock" 2>/dev/null; then
    echo "stripe-mock did not start on $addr" >&2
    exit 1
  fi
  sleep 0.1
done
export STRIPE_MOCK_URL="http://$addr"
"$@"
