-- +goose Up
-- Services move their companies' page versions; the directory's copy, its benchmark and
-- takedowns are the site's (00080_page_versions.sql).
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON directory_companies
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON directory_benchmarks
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON services
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('company_profile_id', 'profile');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON service_files
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('profile_id', 'profile');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON service_takedowns
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');

-- +goose Down
DROP TRIGGER page_versions ON directory_companies;
DROP TRIGGER page_versions ON directory_benchmarks;
DROP TRIGGER page_versions ON services;
DROP TRIGGER page_versions ON service_files;
DROP TRIGGER page_versions ON service_takedowns;
