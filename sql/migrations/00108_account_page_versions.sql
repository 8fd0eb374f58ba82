-- +goose Up
-- Changes to accounts move their users' page versions (00080_page_versions.sql).
SELECT
	page_versions_watch('users', 'id'),
	page_versions_watch('account_tokens', 'user_id'),
	page_versions_watch('user_identities', 'user_id'),
	page_versions_watch('mfa_factors', 'user_id'),
	page_versions_watch('mfa_recovery_codes', 'user_id'),
	page_versions_watch('api_tokens', 'user_id'),
	page_versions_watch('sign_ins', 'user_id'),
	page_versions_watch('sms_codes', 'user_id');

-- +goose Down
DROP TRIGGER page_versions ON users;
DROP TRIGGER page_versions ON account_tokens;
DROP TRIGGER page_versions ON user_identities;
DROP TRIGGER page_versions ON mfa_factors;
DROP TRIGGER page_versions ON mfa_recovery_codes;
DROP TRIGGER page_versions ON api_tokens;
DROP TRIGGER page_versions ON sign_ins;
DROP TRIGGER page_versions ON sms_codes;
