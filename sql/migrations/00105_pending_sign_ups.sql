-- +goose Up
-- A sign-up over an account nobody has verified does not change the account: the password
-- (argon2id) and company name it gave wait with its verification link, and apply only when
-- that link is used (docs/account-security.md#pending-passwords).
ALTER TABLE account_tokens ADD COLUMN password_hash text;
ALTER TABLE account_tokens ADD COLUMN company_name text;

-- +goose Down
ALTER TABLE account_tokens DROP COLUMN company_name;
ALTER TABLE account_tokens DROP COLUMN password_hash;
