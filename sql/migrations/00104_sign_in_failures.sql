-- +goose Up
-- Consecutive failed password sign-ins, per account (a keyed hash of the email) and per
-- known device: each failure beyond the first few makes the next attempt wait longer
-- (docs/account-security.md#limits). A success clears its row; the janitor removes rows a
-- day after their last failure.
CREATE TABLE sign_in_failures (
	key             text PRIMARY KEY,
	failures        integer NOT NULL,
	last_failure_at timestamptz NOT NULL
);

-- +goose Down
DROP TABLE sign_in_failures;
