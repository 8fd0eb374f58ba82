-- +goose Up
-- Personal API tokens (Authorization: Bearer), shown once at creation and kept as SHA-256.
CREATE TABLE api_tokens (
	id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	name         text NOT NULL,
	token_hash   bytea NOT NULL UNIQUE,
	hint         text NOT NULL,          -- the last characters, to tell tokens apart
	created_at   timestamptz NOT NULL,
	last_used_at timestamptz,
	revoked_at   timestamptz
);
CREATE INDEX api_tokens_user ON api_tokens (user_id);

-- Sign-in history (docs/accounts.md, "The API": /api/activity/login). The address is kept only as an HMAC.
CREATE TABLE sign_ins (
	id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	at         timestamptz NOT NULL,
	method     text NOT NULL,            -- password, google, microsoft, api
	user_agent text NOT NULL DEFAULT '',
	ip_hash    text NOT NULL DEFAULT ''
);
CREATE INDEX sign_ins_user_at ON sign_ins (user_id, at DESC);

-- A deleted account keeps its row, emptied of personal data, so that what other modules
-- keep (anonymised) still points at something. Its email is '', so uniqueness is only
-- among live accounts.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL;

-- +goose Down
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
ALTER TABLE users DROP COLUMN deleted_at;
DROP TABLE sign_ins;
DROP TABLE api_tokens;
