-- +goose Up
-- The Green Room's search of one word walks that word's start newest first
-- (docs/blog.md, "Listings at any size"), as the directory's does (00890, 00930): one row
-- per distinct three-character start of the words of each public post (published, not
-- hidden), with its publication time and its words of that start (gc_word_lexemes, NULL
-- past 1,000 bytes: the walk then reads the post's document), in the listing's order. The
-- search walked the 2,000 newest posts, checking each whole document, and read the word's
-- every match from the GIN index when they held 200 or fewer: "energy" at 20,000 posts
-- matched 167 of the newest 2,000 and read all its 1,671 posts, 1.7 ms of PostgreSQL a
-- view, 1.0 at 2,000 posts. Kept by the statement triggers below in the transaction of
-- every change to a post.
CREATE TABLE post_words (
	word         text NOT NULL, -- a word's first three characters
	post_id      uuid NOT NULL,
	published_at timestamptz,
	lexemes      tsvector
);
CREATE UNIQUE INDEX post_words_listing_idx ON post_words (word, published_at DESC, post_id) INCLUDE (lexemes);
CREATE INDEX post_words_post_idx ON post_words (post_id);
-- As the directory's (00940): a start is expected to hold many entries, so the walk in
-- order, which stops at its bound, is the plan for any start.
ALTER TABLE post_words ALTER COLUMN word SET (n_distinct = 200);

INSERT INTO post_words (word, post_id, published_at, lexemes)
SELECT w.word, p.id, p.published_at, w.lexemes
FROM blog_posts p, gc_word_lexemes(p.search) AS w
WHERE p.published AND NOT p.hidden;

-- +goose StatementBegin
CREATE FUNCTION post_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO post_words (word, post_id, published_at, lexemes)
	SELECT w.word, n.id, n.published_at, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.published AND NOT n.hidden;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION post_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the posts whose words, state or time moved.
	DELETE FROM post_words pw USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE pw.post_id = n.id
		AND (n.search, n.published, n.hidden, n.published_at) IS DISTINCT FROM (o.search, o.published, o.hidden, o.published_at);
	INSERT INTO post_words (word, post_id, published_at, lexemes)
	SELECT w.word, n.id, n.published_at, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND NOT n.hidden
		AND (n.search, n.published, n.hidden, n.published_at) IS DISTINCT FROM (o.search, o.published, o.hidden, o.published_at);
	RETURN NULL;
END $$;
-- +goose StatementEnd
-- A bulk update joins two transition tables the planner knows nothing of (00861).
ALTER FUNCTION post_words_changed() SET enable_nestloop = off;

-- +goose StatementBegin
CREATE FUNCTION post_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM post_words pw USING old_rows o WHERE pw.post_id = o.id;
	RETURN NULL;
END $$;
-- +goose StatementEnd

CREATE TRIGGER post_words_added AFTER INSERT ON blog_posts
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_words_added();
CREATE TRIGGER post_words_changed AFTER UPDATE ON blog_posts
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_words_changed();
CREATE TRIGGER post_words_removed AFTER DELETE ON blog_posts
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION post_words_removed();
ANALYZE post_words;

-- +goose Down
DROP TRIGGER post_words_added ON blog_posts;
DROP TRIGGER post_words_changed ON blog_posts;
DROP TRIGGER post_words_removed ON blog_posts;
DROP FUNCTION post_words_added(), post_words_changed(), post_words_removed();
DROP TABLE post_words;
