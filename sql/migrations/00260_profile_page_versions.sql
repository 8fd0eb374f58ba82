-- +goose Up
-- Changes to profiles move their owners' page versions; the points table and the wizard's
-- guidance show on every company's pages (00080_page_versions.sql).
SELECT
	page_versions_watch('green_rating_table', 'site'),
	page_versions_watch('green_rating_table_versions', 'site'),
	page_versions_watch('company_profiles', 'user_id'),
	page_versions_watch('profile_files', 'profile_id', 'profile'),
	page_versions_watch('profile_reviews', 'profile_id', 'profile'),
	page_versions_watch('verification_requests', 'profile_id', 'profile'),
	page_versions_watch('rating_history', 'profile_id', 'profile'),
	page_versions_watch('profile_guidance', 'site');

-- +goose Down
DROP TRIGGER page_versions ON green_rating_table;
DROP TRIGGER page_versions ON green_rating_table_versions;
DROP TRIGGER page_versions ON company_profiles;
DROP TRIGGER page_versions ON profile_files;
DROP TRIGGER page_versions ON profile_reviews;
DROP TRIGGER page_versions ON verification_requests;
DROP TRIGGER page_versions ON rating_history;
DROP TRIGGER page_versions ON profile_guidance;
