-- +goose Up
-- Changes to profiles move their owners' page versions; the points table and the wizard's
-- guidance show on every company's pages (00080_page_versions.sql).
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON green_rating_table
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON green_rating_table_versions
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON company_profiles
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON profile_files
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('profile_id', 'profile');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON profile_reviews
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('profile_id', 'profile');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON verification_requests
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('profile_id', 'profile');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON rating_history
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('profile_id', 'profile');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON profile_guidance
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');

-- +goose Down
DROP TRIGGER page_versions ON green_rating_table;
DROP TRIGGER page_versions ON green_rating_table_versions;
DROP TRIGGER page_versions ON company_profiles;
DROP TRIGGER page_versions ON profile_files;
DROP TRIGGER page_versions ON profile_reviews;
DROP TRIGGER page_versions ON verification_requests;
DROP TRIGGER page_versions ON rating_history;
DROP TRIGGER page_versions ON profile_guidance;
