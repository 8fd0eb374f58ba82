-- +goose Up
-- A marketplace search of one word and a country (`?q=solar&country=DE`) walks the word's
-- start among that country's services, in the listing's order, as one with a category does
-- (00990, docs/directory.md, "Search at any size"): a service's word entries carry its
-- company's country, indexed after the start. The services table's indexes it read before
-- intersected every service the word matches with the country's (13,383 for "solar", 3,339
-- in Germany at 100,000 services): 1,194 req/s there, 2,041 at 10,000.
ALTER TABLE service_words ADD COLUMN company_country text NOT NULL DEFAULT '';
UPDATE service_words sw SET company_country = s.company_country FROM services s
WHERE s.id = sw.service_id AND s.company_country <> '';

-- The update's page_versions triggers (00890) are deferred: they run now, so the table can
-- be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
CREATE UNIQUE INDEX service_words_country_idx ON service_words
	(word, company_country, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);

-- The triggers of 01010, writing the country and following its changes.
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
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;
DROP INDEX service_words_country_idx;
ALTER TABLE service_words DROP COLUMN company_country;
