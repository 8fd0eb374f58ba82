-- +goose Up
-- A sign-up's password waits on its verification link, the first sign-up's too. A link sent
-- again carries it only for the browser that typed it: the link keeps a hash of a random key
-- held in that browser's session (docs/account-security.md#pending-passwords).
ALTER TABLE account_tokens ADD COLUMN browser_hash bytea;

-- +goose Down
ALTER TABLE account_tokens DROP COLUMN browser_hash;
