-- +goose Up
-- One-time links sent by mail (owned by the account module): email verification (24 h),
-- password reset (1 h) and email change (24 h). Only a SHA-256 of the token is kept; the
-- token itself exists only in the mail. used_at makes each link single-use.
CREATE TABLE account_tokens (
	id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	purpose    text NOT NULL CHECK (purpose IN ('verify', 'reset', 'email_change')),
	token_hash bytea NOT NULL UNIQUE,
	email      text NOT NULL,            -- where the link was sent (the new address for email_change)
	expires_at timestamptz NOT NULL,
	used_at    timestamptz,
	created_at timestamptz NOT NULL
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Sign-in identities at OpenID Connect providers (Google, Microsoft), one per provider.
CREATE TABLE user_identities (
	provider     text NOT NULL,
	subject      text NOT NULL,          -- the provider's stable user id (sub)
	user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	email        text NOT NULL DEFAULT '',
	created_at   timestamptz NOT NULL,
	last_used_at timestamptz,
	PRIMARY KEY (provider, subject),
	UNIQUE (user_id, provider)
);

-- +goose Down
DROP TABLE user_identities;
DROP TABLE account_tokens;
