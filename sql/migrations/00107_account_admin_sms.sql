-- +goose Up
-- An admin may disable an account (docs/accounts.md, "Administration"): its sessions and API
-- tokens end at once and sign-in is refused while disabled_at is set.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- Codes sent by SMS (docs/account-security.md, "SMS codes"): to confirm a phone being
-- enrolled, or for a sign-in's second step. Stored as an HMAC (keyed by SESSION_SECRET), used
-- once, valid ten minutes, five wrong tries each. phone_hash says which number a code went to
-- without keeping the number here (the enrolled number is sealed in mfa_factors.secret).
CREATE TABLE sms_codes (
	id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	purpose    text NOT NULL,  -- 'enrol' or 'signin'
	phone_hash bytea NOT NULL,
	code_hash  bytea NOT NULL,
	attempts   integer NOT NULL DEFAULT 0,
	expires_at timestamptz NOT NULL,
	used_at    timestamptz,
	created_at timestamptz NOT NULL
);
CREATE INDEX sms_codes_user ON sms_codes (user_id, purpose, created_at DESC);

-- +goose Down
DROP TABLE sms_codes;
ALTER TABLE users DROP COLUMN disabled_at;
