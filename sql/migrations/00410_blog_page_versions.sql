-- +goose Up
-- Posts move their authors' page versions; reports, enquiries (two parties each) and the
-- marquee are the site's (00080_page_versions.sql).
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON blog_posts
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON blog_reports
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON blog_enquiries
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON blog_marquee
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');

-- +goose Down
DROP TRIGGER page_versions ON blog_posts;
DROP TRIGGER page_versions ON blog_reports;
DROP TRIGGER page_versions ON blog_enquiries;
DROP TRIGGER page_versions ON blog_marquee;
