-- +goose Up
-- An author whose post moderators hid may ask for another look, once per hiding
-- (docs/blog.md, "Reporting and moderation"): the ask waits while review_asked_at is set on a
-- hidden post; a moderator's decision (restore, or keep hidden) clears it, which allows a
-- new ask once the post is hidden again.
ALTER TABLE blog_posts ADD COLUMN review_asked_at timestamptz,
	ADD COLUMN review_message text NOT NULL DEFAULT '';
CREATE INDEX blog_posts_review_asks_idx ON blog_posts (review_asked_at) WHERE hidden AND review_asked_at IS NOT NULL;

-- +goose Down
DROP INDEX blog_posts_review_asks_idx;
ALTER TABLE blog_posts DROP COLUMN review_message, DROP COLUMN review_asked_at;
