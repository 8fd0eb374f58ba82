-- +goose Up
-- A directory search of one word and a country, an industry or a level
-- (`?q=green&country=DE`) walks the word's start among that place's companies, in the
-- listing's order (docs/directory.md, "Search at any size"): a company's word entries carry
-- its country, industry and level, each indexed after the start. The GIN index it read
-- before (00910) intersects every company the word matches with the place's: the word's
-- matches grow with the directory (1,669 companies for "green" at 20,000), and its cost
-- with them (0.25–0.28 ms of PostgreSQL a view of `?q=green&country=DE` at 20,000
-- companies, 0.08 at 2,000; `?q=energy&industry=energy` 1.5 ms), where the walk reads the
-- page's candidates, or the start's entries of the place when fewer match.
ALTER TABLE company_words ADD COLUMN country text NOT NULL DEFAULT '',
	ADD COLUMN industry text NOT NULL DEFAULT '', ADD COLUMN level text NOT NULL DEFAULT '';
UPDATE company_words cw SET country = dc.country, industry = dc.industry, level = dc.level
FROM directory_companies dc WHERE dc.profile_id = cw.profile_id;

-- The update's page_versions triggers (00890) are deferred: they run now, so the table can
-- be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
CREATE UNIQUE INDEX company_words_country_idx ON company_words (word, country, total DESC, company_name, profile_id)
	INCLUDE (lexemes);
CREATE UNIQUE INDEX company_words_industry_idx ON company_words (word, industry, total DESC, company_name, profile_id)
	INCLUDE (lexemes);
CREATE UNIQUE INDEX company_words_level_idx ON company_words (word, level, total DESC, company_name, profile_id)
	INCLUDE (lexemes);

-- The triggers of 00930, writing the places and following their changes.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION company_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_words (word, profile_id, total, company_name, country, industry, level, lexemes)
	SELECT w.word, n.profile_id, n.total, n.company_name, n.country, n.industry, n.level, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION company_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM company_words cw USING new_rows n JOIN old_rows o ON o.profile_id = n.profile_id
	WHERE cw.profile_id = n.profile_id
		AND (n.search, n.listed, n.total, n.company_name, n.country, n.industry, n.level)
			IS DISTINCT FROM (o.search, o.listed, o.total, o.company_name, o.country, o.industry, o.level);
	INSERT INTO company_words (word, profile_id, total, company_name, country, industry, level, lexemes)
	SELECT w.word, n.profile_id, n.total, n.company_name, n.country, n.industry, n.level, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.profile_id = n.profile_id, gc_word_lexemes(n.search) AS w
	WHERE n.listed
		AND (n.search, n.listed, n.total, n.company_name, n.country, n.industry, n.level)
			IS DISTINCT FROM (o.search, o.listed, o.total, o.company_name, o.country, o.industry, o.level);
	RETURN NULL;
END $$;
-- +goose StatementEnd
-- Replacing a function drops its settings: 00890's again.
ALTER FUNCTION company_words_changed() SET enable_nestloop = off;
ANALYZE company_words;

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION company_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_words (word, profile_id, total, company_name, lexemes)
	SELECT w.word, n.profile_id, n.total, n.company_name, w.lexemes
	FROM new_rows n, gc_word_lexemes(n.search) AS w
	WHERE n.listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION company_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM company_words cw USING new_rows n JOIN old_rows o ON o.profile_id = n.profile_id
	WHERE cw.profile_id = n.profile_id
		AND (n.search, n.listed, n.total, n.company_name) IS DISTINCT FROM (o.search, o.listed, o.total, o.company_name);
	INSERT INTO company_words (word, profile_id, total, company_name, lexemes)
	SELECT w.word, n.profile_id, n.total, n.company_name, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.profile_id = n.profile_id, gc_word_lexemes(n.search) AS w
	WHERE n.listed
		AND (n.search, n.listed, n.total, n.company_name) IS DISTINCT FROM (o.search, o.listed, o.total, o.company_name);
	RETURN NULL;
END $$;
-- +goose StatementEnd
ALTER FUNCTION company_words_changed() SET enable_nestloop = off;
DROP INDEX company_words_country_idx, company_words_industry_idx, company_words_level_idx;
ALTER TABLE company_words DROP COLUMN country, DROP COLUMN industry, DROP COLUMN level;
