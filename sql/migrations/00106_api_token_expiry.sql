-- +goose Up
-- API tokens expire at a time chosen at creation (docs/account-security.md#credentials).
-- Tokens made before this migration get the default lifetime from today.
ALTER TABLE api_tokens ADD COLUMN expires_at timestamptz;
UPDATE api_tokens SET expires_at = now() + interval '90 days';
ALTER TABLE api_tokens ALTER COLUMN expires_at SET NOT NULL;

-- +goose Down
ALTER TABLE api_tokens DROP COLUMN expires_at;
