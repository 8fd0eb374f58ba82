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

-- +goose Down
DROP INDEX blog_posts_unsummarized_idx;
ALTER TABLE blog_posts DROP COLUMN summary;
