-- +goose Up
-- A marketplace search of one word and a category (`?q=audit&category=training`) walks the
-- word's start among that category's services, in the listing's order (docs/directory.md,
-- "Search at any size"), as a directory search with one place does (00970): a service's word
-- entries carry its category, indexed after the start. The services table's indexes it read
-- before intersect every service the word matches with the category's (13,383 services for
-- "solar", 16,669 in training at 100,000 services): `?q=audit&category=training` took 17 ms
-- a view there, 2.4 at 10,000.
ALTER TABLE service_words ADD COLUMN category text NOT NULL DEFAULT '';
UPDATE service_words sw SET category = s.category FROM services s WHERE s.id = sw.service_id;

-- The update's page_versions triggers (00890) are deferred: they run now, so the table can
-- be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id) INCLUDE (lexemes);

-- The triggers of 00930, writing the category and following its changes.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words (word, service_id, company_total, published_at, category, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the services whose words, state, sort columns or category moved.
	DELETE FROM service_words sw USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE sw.service_id = n.id
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category);
	INSERT INTO service_words (word, service_id, company_total, published_at, category, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category);
	RETURN NULL;
END $$;
-- +goose StatementEnd
-- Replacing a function drops its settings: 00890's again.
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;
-- As the starts (00940): a statement planned once for any start and category takes the
-- start's entries of a category as the start's over the categories, a few dozen on the plan
-- test's set, for which reading them all through a bitmap and sorting them looked cheaper
-- than walking the index in order (it read 1,101 entries where the walk reads 201). The
-- walk stops at its bound, so it is the plan whatever their number: the category is
-- counted as one value, and a start's entries of a category as many.
ALTER TABLE service_words ALTER COLUMN category SET (n_distinct = 1);
ANALYZE service_words;

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words (word, service_id, company_total, published_at, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the services whose words, state or sort columns moved.
	DELETE FROM service_words sw USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE sw.service_id = n.id
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at);
	INSERT INTO service_words (word, service_id, company_total, published_at, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at);
	RETURN NULL;
END $$;
-- +goose StatementEnd
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;
DROP INDEX service_words_category_idx;
ALTER TABLE service_words DROP COLUMN category;
