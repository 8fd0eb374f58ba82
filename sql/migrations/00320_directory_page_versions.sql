-- +goose Up
-- Services move their companies' page versions; the directory's copy, its benchmark and
-- takedowns are the site's (00080_page_versions.sql).
SELECT
	page_versions_watch('directory_companies', 'site'),
	page_versions_watch('directory_benchmarks', 'site'),
	page_versions_watch('services', 'company_profile_id', 'profile'),
	page_versions_watch('service_files', 'profile_id', 'profile'),
	page_versions_watch('service_takedowns', 'site');

-- +goose Down
DROP TRIGGER page_versions ON directory_companies;
DROP TRIGGER page_versions ON directory_benchmarks;
DROP TRIGGER page_versions ON services;
DROP TRIGGER page_versions ON service_files;
DROP TRIGGER page_versions ON service_takedowns;
