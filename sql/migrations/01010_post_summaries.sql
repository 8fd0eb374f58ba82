-- +goose Up
-- A post's summary: the start of its plain text (modules/blog: Summary, its first
-- SummaryLength characters), written with its content. The Green Room's list, its feed and
-- a company page show each post's excerpt, cut from the summary: they read the whole
-- content before, up to 20,000 characters a post to show 200 (docs/blog.md, "Excerpts";
-- 40 posts of 15,000 characters took the list from 6,300 to 2,900 req/s).
-- PostgreSQL cannot make a summary (it renders the Markdown): the posts written before this
-- have none until the blog's summaries job writes it; a listing makes their excerpt from
-- the content meanwhile.
ALTER TABLE blog_posts ADD COLUMN summary text;
CREATE INDEX blog_posts_unsummarized_idx ON blog_posts (id) WHERE summary IS NULL;

-- A change of the content that writes no new summary (an instance of before this, still
-- serving during a deploy; any writer that forgets it) leaves none rather than a summary of
-- the old text: the job writes it again. A save whose new content starts as the old one did
-- writes the same summary and loses it too, until the job's next run: its listings read the
-- content meanwhile.
-- +goose StatementBegin
CREATE FUNCTION blog_posts_summary_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.content IS DISTINCT FROM OLD.content AND NEW.summary IS NOT DISTINCT FROM OLD.summary THEN
		NEW.summary := NULL;
	END IF;
	RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER blog_posts_summary_follows BEFORE UPDATE OF content ON blog_posts
	FOR EACH ROW EXECUTE FUNCTION blog_posts_summary_follows();

-- +goose Down
DROP TRIGGER blog_posts_summary_follows ON blog_posts;
DROP FUNCTION blog_posts_summary_follows();
DROP INDEX blog_posts_unsummarized_idx;
ALTER TABLE blog_posts DROP COLUMN summary;
