-- +goose Up
-- Sessions of alexedwards/scs (pgxstore's expected shape).
CREATE TABLE sessions (
	token  TEXT PRIMARY KEY,
	data   BYTEA NOT NULL,
	expiry TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_expiry_idx ON sessions (expiry);

-- A small key-value store shared by every app instance: fiber's CSRF tokens live here so
-- that a restart or a second instance does not break open forms.
CREATE TABLE kv_store (
	key        TEXT PRIMARY KEY,
	value      BYTEA NOT NULL,
	expires_at TIMESTAMPTZ
);
CREATE INDEX kv_store_expires_idx ON kv_store (expires_at) WHERE expires_at IS NOT NULL;

-- Fixed-window rate limit counters, one row per key (e.g. "signin:ip:<hash>").
CREATE TABLE rate_limits (
	key          TEXT PRIMARY KEY,
	window_start TIMESTAMPTZ NOT NULL,
	hits         INTEGER NOT NULL
);

-- +goose Down
DROP TABLE rate_limits;
DROP TABLE kv_store;
DROP TABLE sessions;
