-- +goose Up
-- Accounts (owned by the account module). A company account is one user; the company's
-- profile lives in the profile module's tables and points here.
CREATE TABLE users (
	id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	email             text NOT NULL,
	email_verified_at timestamptz,
	password_hash     text,                      -- argon2id (PHC string); NULL for OIDC-only accounts
	display_name      text NOT NULL DEFAULT '',
	company_name      text NOT NULL DEFAULT '',  -- given at sign-up; the profile starts from it
	avatar_key        text,                      -- blob key of the re-encoded photo
	roles             text[] NOT NULL DEFAULT '{}',
	prefs             text,                      -- web.Prefs encoded; applied on every device
	session_epoch     integer NOT NULL DEFAULT 0,  -- "sign out everywhere" bumps it
	created_at        timestamptz NOT NULL DEFAULT now(),
	updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- +goose Down
DROP TABLE users;
