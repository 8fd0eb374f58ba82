-- +goose Up
-- A marketplace search of one word with an industry (`?q=solar&industry=energy`: the search
-- box, then the industry filter) walks the word's start among that industry's entries, as
-- the word in a category or a country does (00990; docs/directory.md, "Search at any
-- size"): a service's word entries carry its industry, indexed after the start. The services
-- table's indexes that search read before gave every service the word matches and kept
-- those of the industry: it read more as the catalogue grew (at 100,000 services half the
-- views a second of 10,000).
ALTER TABLE service_words ADD COLUMN industry text NOT NULL DEFAULT '';
-- The entries are written again from their services, into a table without its listing
-- indexes, then indexed: an update of every entry would leave the table twice its size.
DROP INDEX service_words_listing_idx, service_words_category_idx, service_words_country_idx;
TRUNCATE service_words;
INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
	industry, has_prices, company_active, company_provider, tags, lexemes)
SELECT w.word, s.id, s.company_total, s.published_at, s.category, s.company_country, s.industry,
	s.has_prices, s.company_active, s.company_provider, s.tags, w.lexemes
FROM services s, gc_word_lexemes(s.search) AS w
WHERE s.published AND s.company_listed;

-- The insert's page_versions triggers (00890) are deferred: they run now, so the table can
-- be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider, tags);
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider, tags);
CREATE UNIQUE INDEX service_words_country_idx ON service_words
	(word, company_country, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider, tags);
CREATE UNIQUE INDEX service_words_industry_idx ON service_words
	(word, industry, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider, tags);

-- The triggers of 01020 and 01050, writing the industry and following its changes.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
		industry, has_prices, company_active, company_provider, tags, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.company_country, n.industry,
		n.has_prices, n.company_active, n.company_provider, n.tags, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
BEGIN
	-- Only the services whose words, state, sort columns, places, flags or tags moved.
	DELETE FROM service_words sw
	WHERE sw.service_id = ANY (ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.company_country,
			n.industry, n.has_prices, n.company_active, n.company_provider, n.tags)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.company_country, o.industry, o.has_prices, o.company_active, o.company_provider, o.tags)));
	INSERT INTO service_words (word, service_id, company_total, published_at, category, company_country,
		industry, has_prices, company_active, company_provider, tags, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.company_country, n.industry,
		n.has_prices, n.company_active, n.company_provider, n.tags, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.company_country,
			n.industry, n.has_prices, n.company_active, n.company_provider, n.tags)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.company_country, o.industry, o.has_prices, o.company_active, o.company_provider, o.tags);
	RETURN NULL;
END $function$;
-- +goose StatementEnd
ANALYZE service_words;

-- +goose Down
DROP INDEX service_words_industry_idx;
-- The triggers of 01020 and 01050 again.
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
CREATE OR REPLACE FUNCTION service_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
BEGIN
	-- Only the services whose words, state, sort columns, places, flags or tags moved.
	DELETE FROM service_words sw
	WHERE sw.service_id = ANY (ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.company_country,
			n.has_prices, n.company_active, n.company_provider, n.tags)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.company_country, o.has_prices, o.company_active, o.company_provider, o.tags)));
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
END $function$;
-- +goose StatementEnd
ALTER TABLE service_words DROP COLUMN industry;
