-- +goose Up
-- Posts move their authors' page versions; reports, enquiries (two parties each) and the
-- marquee are the site's (00080_page_versions.sql).
SELECT
	page_versions_watch('blog_posts', 'user_id'),
	page_versions_watch('blog_reports', 'site'),
	page_versions_watch('blog_enquiries', 'site'),
	page_versions_watch('blog_marquee', 'site');

-- +goose Down
DROP TRIGGER page_versions ON blog_posts;
DROP TRIGGER page_versions ON blog_reports;
DROP TRIGGER page_versions ON blog_enquiries;
DROP TRIGGER page_versions ON blog_marquee;
