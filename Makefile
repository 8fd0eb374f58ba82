# Green Connect. `make run` and `make test` are the two commands; see README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := run

BIN      := bin/greenconnect
# Every go command builds without the checkout's own path in what it compiles, so that Go's
# build cache serves a clean checkout in another folder (as CI makes) the packages it compiled
# before, instead of compiling the whole tree again (README, "How long it takes").
export GOFLAGS := -trimpath
GOTOOL   := CGO_ENABLED=0 go tool -modfile=tools.mod
# Go tools build without cgo: sqlc then builds in under a minute and generates the same code.

.PHONY: run build deps assets tools generate check-generated test test-lane-go test-lane-browser test-go test-islands test-e2e vet fmt clean bench

## run: install what is missing, build, start embedded Postgres (and mailpit unless SMTP_URL is set), migrate, seed demo data, serve
run: build tools
	@./scripts/run.sh

## build: the binary with the assets embedded
build: deps assets
	go build -o $(BIN) ./app

deps: node_modules/.package-lock.json
	@go mod download

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

assets: deps
	npm run --silent build

## tools: the local mail catcher (mailpit), the OpenID Connect provider and the SMS provider of
## the browser tests, stripe-mock (Stripe's API for the billing tests) and staticcheck (make vet), built once from
## tools.mod (the first build takes about a minute)
tools: bin/mailpit bin/oidc-provider bin/sms-provider bin/stripe-mock bin/staticcheck

bin/mailpit: tools.mod tools.sum
	CGO_ENABLED=0 go build -modfile=tools.mod -o $@ github.com/axllent/mailpit

bin/oidc-provider: tools.mod tools.sum
	CGO_ENABLED=0 go build -modfile=tools.mod -o $@ github.com/zitadel/oidc/v3/example/server

bin/sms-provider: e2e/smsprovider/main.go app/sms/smstest/smstest.go
	CGO_ENABLED=0 go build -o $@ ./e2e/smsprovider

bin/stripe-mock: tools.mod tools.sum
	CGO_ENABLED=0 go build -modfile=tools.mod -o $@ github.com/stripe/stripe-mock

# staticcheck is built without cgo like the other tools, but runs in the tests' environment:
# it loads the packages through `go list -export`, which compiles them, and under
# CGO_ENABLED=0 that is another build configuration than the tests' and go vet's, so it
# compiled the whole tree again instead of reusing their build cache (553 s of CPU against
# 208 s when measured).
bin/staticcheck: tools.mod tools.sum
	CGO_ENABLED=0 go build -modfile=tools.mod -o $@ honnef.co/go/tools/cmd/staticcheck

## generate: templ and sqlc output, and the islands' prop types from their Go structs (committed)
generate:
	$(GOTOOL) templ generate -log-level error
	$(GOTOOL) sqlc generate
	go test ./app/islandprops -run TestPropTypesAreGeneratedFromTheGoStructs -count=1 -args -update

## check-generated: fail when the committed generated code differs from what the tools make
check-generated:
	@./scripts/check-generated.sh

## test: every test. Go against real Postgres, islands, browser tests (E2E=0 skips those).
## After the generated code, the build and the tools, two lanes run side by side (README,
## "How long it takes"): the Go tests then vet and staticcheck (which reuse what the tests
## compiled), and the islands then the browser tests. Their output comes as it is written,
## each line led by its lane ("go |", "web |"); each step ends with a line of its wall time,
## CPU and the machine's load (scripts/timed.sh). The lanes call the steps' commands, not
## their targets: those would build again, both at once. Their throwaway files go to a folder in
## memory when the machine has one (scripts/ram-tmp.sh).
test: check-generated build tools
	@./scripts/ram-tmp.sh $(MAKE) --no-print-directory -j2 test-lane-go test-lane-browser

test-lane-go:
	@set -o pipefail; { ./scripts/timed.sh test-go $(GO_TEST) && ./scripts/timed.sh vet $(MAKE) --no-print-directory vet; } 2>&1 | sed -u 's/^/go  | /'

test-lane-browser:
	@set -o pipefail; { ./scripts/timed.sh test-islands sh -c '$(ISLANDS_TEST)' && ./scripts/timed.sh test-e2e ./scripts/e2e.sh; } 2>&1 | sed -u 's/^/web | /'

## vet: go vet, gofmt and staticcheck (pinned in tools.mod)
vet: bin/staticcheck
	go vet ./...
	bin/staticcheck ./...
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '_templ.go$$')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

## test-go: the Go tests on one embedded Postgres, beside stripe-mock (STRIPE_MOCK_PORT, 12111);
## a failing run ends by printing the failing packages' output again (scripts/go-failures.sh).
## Without go test's own vet pass (GO_TEST_VET=off): `make test` runs the whole of go vet
## after it. (go test already links the binaries it runs without symbols and DWARF.)
GO_TEST_VET ?= off
GO_TEST := ./scripts/go-failures.sh ./scripts/with-stripe-mock.sh $(BIN) with-db -- go test -count=1 -vet=$(GO_TEST_VET) -timeout 25m ./...
test-go: build bin/stripe-mock
	./scripts/ram-tmp.sh $(GO_TEST)

## test-islands: the type check of the islands and of the browser tests (e2e/tsconfig.json), the islands' unit tests
ISLANDS_TEST := npm run --silent typecheck && npm run --silent test:unit
test-islands: deps
	$(ISLANDS_TEST)

test-e2e: build tools
	@./scripts/ram-tmp.sh ./scripts/e2e.sh

## bench: load-test the public pages on the load-test set (not part of test; see README)
bench: build
	@./scripts/bench.sh

fmt:
	gofmt -w $$(git ls-files '*.go' | grep -v '_templ.go$$')
	$(GOTOOL) templ fmt .

clean:
	rm -rf bin static/dist/*[!.gitkeep] e2e/artifacts
