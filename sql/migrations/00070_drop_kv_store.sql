-- +goose Up
-- CSRF tokens are derived from the session now (docs/conventions.md, "Forms and errors"):
-- nothing kept them here any more.
DROP TABLE kv_store;

-- +goose Down
CREATE TABLE kv_store (
	key        text PRIMARY KEY,
	value      bytea NOT NULL,
	expires_at timestamptz
);
CREATE INDEX kv_store_expires_idx ON kv_store (expires_at) WHERE expires_at IS NOT NULL;
