-- +goose Up
-- Second factors. kind is 'totp' today; an SMS factor later keeps its phone number sealed in
-- secret the same way. The secret is sealed with AES-GCM (key derived from SESSION_SECRET):
-- a TOTP secret must be readable to check codes, so it cannot be hashed.
CREATE TABLE mfa_factors (
	id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	kind         text NOT NULL,
	secret       bytea NOT NULL,
	last_step    bigint NOT NULL DEFAULT 0,  -- TOTP: last accepted time step, so no code is used twice
	created_at   timestamptz NOT NULL,
	last_used_at timestamptz,
	UNIQUE (user_id, kind)
);

-- One-time recovery codes, stored as SHA-256 (each code carries 60 random bits).
CREATE TABLE mfa_recovery_codes (
	id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	code_hash  bytea NOT NULL,
	used_at    timestamptz,
	created_at timestamptz NOT NULL,
	UNIQUE (user_id, code_hash)
);

-- +goose Down
DROP TABLE mfa_recovery_codes;
DROP TABLE mfa_factors;
