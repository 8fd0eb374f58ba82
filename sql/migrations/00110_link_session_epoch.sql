-- +goose Up
-- Every mail link remembers the account's session epoch when it was issued. An email-change
-- link is refused once the epoch has moved on (a password reset or change, "sign out
-- everywhere", an admin disabling the account): whatever started it before is over
-- (docs/account-security.md#ending-what-was-pending). Links issued before this migration
-- take the epoch their account has now.
ALTER TABLE account_tokens ADD COLUMN session_epoch integer;
UPDATE account_tokens t SET session_epoch = u.session_epoch FROM users u WHERE u.id = t.user_id;
ALTER TABLE account_tokens ALTER COLUMN session_epoch SET NOT NULL;

-- +goose Down
ALTER TABLE account_tokens DROP COLUMN session_epoch;
