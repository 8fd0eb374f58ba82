-- +goose Up
-- A marketplace search of one word with yes/no filters (`?q=solar&onlyWithPrices=true`: with
-- prices, a green rating, a service provider) walks the word's start as a search of the word
-- alone does and keeps the entries that pass them (docs/directory.md, "Search at any size"):
-- a service's word entries carry its three flags, in the indexes the walk reads. The services
-- table's indexes it read before gave every service the word matches and then dropped those
-- without the flag: `?q=solar&onlyWithPrices=true` at 100,000 services read 13,383 services
-- a view (9–13 ms), where the walk reads about 280 entries of "sol" (72% have prices).
ALTER TABLE service_words ADD COLUMN has_prices boolean NOT NULL DEFAULT false,
	ADD COLUMN company_active boolean NOT NULL DEFAULT false,
	ADD COLUMN company_provider boolean NOT NULL DEFAULT false;
UPDATE service_words sw SET has_prices = s.has_prices, company_active = s.company_active,
	company_provider = s.company_provider
FROM services s WHERE s.id = sw.service_id AND (s.has_prices OR s.company_active OR s.company_provider);

-- The update's page_versions triggers (00890) are deferred: they run now, so the table can
-- be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
DROP INDEX service_words_listing_idx, service_words_category_idx;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);

-- The triggers of 00990, writing the flags and following their changes.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words (word, service_id, company_total, published_at, category, has_prices,
		company_active, company_provider, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.has_prices, n.company_active,
		n.company_provider, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the services whose words, state, sort columns, category or flags moved.
	DELETE FROM service_words sw USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE sw.service_id = n.id
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.has_prices,
			n.company_active, n.company_provider)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.has_prices, o.company_active, o.company_provider);
	INSERT INTO service_words (word, service_id, company_total, published_at, category, has_prices,
		company_active, company_provider, lexemes)
	SELECT w.word, n.id, n.company_total, n.published_at, n.category, n.has_prices, n.company_active,
		n.company_provider, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND n.company_listed
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at, n.category, n.has_prices,
			n.company_active, n.company_provider)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at, o.category,
			o.has_prices, o.company_active, o.company_provider);
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
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;
SET CONSTRAINTS ALL IMMEDIATE;
DROP INDEX service_words_listing_idx, service_words_category_idx;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes);
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id) INCLUDE (lexemes);
ALTER TABLE service_words DROP COLUMN has_prices, DROP COLUMN company_active, DROP COLUMN company_provider;
