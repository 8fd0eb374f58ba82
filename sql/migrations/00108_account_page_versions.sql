-- +goose Up
-- Changes to accounts move their users' page versions (00080_page_versions.sql).
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON users
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON account_tokens
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON user_identities
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON mfa_factors
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON mfa_recovery_codes
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON api_tokens
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON sign_ins
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON sms_codes
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');

-- +goose Down
DROP TRIGGER page_versions ON users;
DROP TRIGGER page_versions ON account_tokens;
DROP TRIGGER page_versions ON user_identities;
DROP TRIGGER page_versions ON mfa_factors;
DROP TRIGGER page_versions ON mfa_recovery_codes;
DROP TRIGGER page_versions ON api_tokens;
DROP TRIGGER page_versions ON sign_ins;
DROP TRIGGER page_versions ON sms_codes;
