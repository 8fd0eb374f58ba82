-- +goose Up
-- A marketplace search of one word with a category or a country (`?q=audit&category=training`,
-- `?q=solar&country=DE`) walks the word's start among that place's services, in the listing's
-- order, as a directory search with one place does (00970); with yes/no filters (with prices,
-- a green rating, a service provider: `?q=solar&onlyWithPrices=true`) the walk keeps the
-- entries that hold them (docs/directory.md, "Search at any size"). A service's word entries
-- carry its category, its company's country and the three flags; each place is indexed after
-- the start, and every index the walk reads carries the flags. The services table's indexes
-- these searches read before gave every service the word matches and intersected them with
-- the filter's: at 100,000 services 13,383 services for "solar", 256 req/s for
-- `?q=audit&category=training`, 330 for `?q=solar&onlyWithPrices=true`, 976 for
-- `?q=solar&country=DE`.
ALTER TABLE service_words ADD COLUMN category text NOT NULL DEFAULT '',
	ADD COLUMN company_country text NOT NULL DEFAULT '',
	ADD COLUMN has_prices boolean NOT NULL DEFAULT false,
	ADD COLUMN company_active boolean NOT NULL DEFAULT false,
	ADD COLUMN company_provider boolean NOT NULL DEFAULT false;
UPDATE service_words sw SET category = s.category, company_country = s.company_country,
	has_prices = s.has_prices, company_active = s.company_active, company_provider = s.company_provider
FROM services s WHERE s.id = sw.service_id;

-- The update's page_versions triggers (00890) are deferred: they run now, so the table can
-- be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
DROP INDEX service_words_listing_idx;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);
CREATE UNIQUE INDEX service_words_country_idx ON service_words
	(word, company_country, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);

-- The triggers of 00930, writing the places and flags and following their changes.
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
-- Replacing a function drops its settings: 00890's again.
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;
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
DROP INDEX service_words_listing_idx, service_words_category_idx, service_words_country_idx;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes);
ALTER TABLE service_words DROP COLUMN category, DROP COLUMN company_country, DROP COLUMN has_prices,
	DROP COLUMN company_active, DROP COLUMN company_provider;
