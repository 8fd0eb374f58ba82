-- +goose Up
-- A marketplace search of one word with tags (`?q=energy&tags=audit`, the links of a search's
-- tag chips) walks the word's start in the listing's order, as the word alone does, and keeps
-- the entries that hold the tags (docs/directory.md, "Search at any size"): a service's word
-- entries carry its tags, in the index the walk reads. The services table's indexes that
-- search read before walked every service in the listing's order to its 200 best rated
-- matches: at 100,000 services "energy" with "audit" (514 matches of 27,461) read 28,897
-- services, 15 ms of PostgreSQL a view; the walk reads 8,676 entries of "ene", 2 ms.
ALTER TABLE service_words ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
-- The entries are written again from their services, into a table without indexes, then
-- indexed: an update of every entry would leave the table twice its size.
DROP INDEX service_words_listing_idx, service_words_category_idx, service_words_country_idx;
TRUNCATE service_words;
INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
	has_prices, company_active, company_provider, tags, lexemes)
SELECT w.word, s.id, s.company_total, s.published_at, s.category, s.company_country, s.has_prices,
	s.company_active, s.company_provider, s.tags, w.lexemes
FROM services s, gc_word_lexemes(s.search) AS w
WHERE s.published AND s.company_listed;

-- The insert's page_versions triggers (00890) are deferred: they run now, so the table can
-- be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider, tags);
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);
CREATE UNIQUE INDEX service_words_country_idx ON service_words
	(word, company_country, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);

-- The triggers of 00990, writing the tags and following their changes.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
		has_prices, company_active, company_provider, tags, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.company_country, n.has_prices,
		n.company_active, n.company_provider, n.tags, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the services whose words, state, sort columns, places, flags or tags moved.
	DELETE FROM service_words sw USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE sw.service_id = n.id
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.company_country,
			n.has_prices, n.company_active, n.company_provider, n.tags)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.company_country, o.has_prices, o.company_active, o.company_provider, o.tags);
	INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
		has_prices, company_active, company_provider, tags, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.company_country, n.has_prices,
		n.company_active, n.company_provider, n.tags, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.company_country,
			n.has_prices, n.company_active, n.company_provider, n.tags)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.company_country, o.has_prices, o.company_active, o.company_provider, o.tags);
	RETURN NULL;
END $$;
-- +goose StatementEnd
-- Replacing a function drops its settings: 00890's again.
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;
ANALYZE service_words;

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
		has_prices, company_active, company_provider, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.company_country, n.has_prices,
		n.company_active, n.company_provider, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the services whose words, state, sort columns, places or flags moved.
	DELETE FROM service_words sw USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE sw.service_id = n.id
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.company_country,
			n.has_prices, n.company_active, n.company_provider)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.company_country, o.has_prices, o.company_active, o.company_provider);
	INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
		has_prices, company_active, company_provider, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.company_country, n.has_prices,
		n.company_active, n.company_provider, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.company_country,
			n.has_prices, n.company_active, n.company_provider)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.company_country, o.has_prices, o.company_active, o.company_provider);
	RETURN NULL;
END $$;
-- +goose StatementEnd
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;
DROP INDEX service_words_listing_idx;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);
ALTER TABLE service_words DROP COLUMN tags;
