#!/usr/bin/env bash
# Fails when templ or sqlc output, or the islands' prop types (app/islandprops), are stale:
# runs the generators and compares the generated files before and after. (A clean checkout
# is what CI sees; locally the fresh output stays.)
set -euo pipefail
cd "$(dirname "$0")/.."
list() {
  git ls-files --cached --others --exclude-standard -- '*_templ.go' '*/store/*.go' 'app/store/*.go' 'islands/*/props.gen.ts' \
    | sort -u | while read -r f; do [ -f "$f" ] && sha256sum "$f"; done
}
before=$(list)
CGO_ENABLED=0 go tool -modfile=tools.mod templ generate -log-level error
CGO_ENABLED=0 go tool -modfile=tools.mod sqlc generate
go test ./app/islandprops -run TestPropTypesAreGeneratedFromTheGoStructs -count=1 -args -update >/dev/null
after=$(list)
if [ "$before" != "$after" ]; then
  echo "Generated code was stale (templ, sqlc or island prop types). It has been regenerated; review and commit it:" >&2
  diff <(echo "$before") <(echo "$after") | grep '^[<>]' | awk '{print "  " $3}' | sort -u >&2
  exit 1
fi
echo "generated code is fresh"
