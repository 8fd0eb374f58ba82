-- +goose Up
-- A word table's entry holds the words it stands for (docs/directory.md, "Search at any
-- size"): `lexemes` is the row's `search` document cut to its words of the entry's start,
-- with their positions and weights. A search of one word (a prefix of three characters or
-- more) matches an entry's lexemes exactly when it matches the row's whole document (every
-- word it can match starts with the entry's start), and ranks the same (`ts_rank_cd` of one
-- term reads only the matching words' positions and weights, and its default normalization
-- ignores the document's length). The listing index carries them, so the walk checks and
-- ranks the entries from the index alone, where it read each candidate's service (company)
-- row: 201 row lookups and the copies of 201 wide rows on every view of a common word.
-- An entry whose words of its start take more than 1,000 bytes (text that repeats a start
-- hundreds of times; an index entry holds at most about 2,700) holds none, and the walk
-- reads its row's document.

-- gc_word_lexemes are the distinct three-character starts of a document's words of three
-- characters or more (shorter query words are searched without the word tables), each with
-- the document's words of that start (NULL past 1,000 bytes). The words are rebuilt from
-- the document's text form: a word quoted (a quote doubled, a backslash escaped), its
-- positions with their weights.
-- +goose StatementBegin
CREATE FUNCTION gc_word_lexemes(tsvector) RETURNS TABLE (word text, lexemes tsvector)
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
SELECT start, CASE WHEN pg_column_size(words) <= 1000 THEN words END
FROM (
	SELECT left(u.lexeme, 3) AS start,
		string_agg('''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || '''' ||
			coalesce(':' || (SELECT string_agg(p::text || w, ',') FROM unnest(u.positions, u.weights) AS x(p, w)), ''),
			' ')::tsvector AS words
	FROM unnest($1) AS u
	WHERE char_length(u.lexeme) >= 3
	GROUP BY 1
) s
$$;
-- +goose StatementEnd

ALTER TABLE service_words ADD COLUMN lexemes tsvector;
ALTER TABLE company_words ADD COLUMN lexemes tsvector;

UPDATE service_words sw SET lexemes = l.lexemes
FROM services s, gc_word_lexemes(s.search) AS l
WHERE s.id = sw.service_id AND l.word = sw.word;
UPDATE company_words cw SET lexemes = l.lexemes
FROM directory_companies dc, gc_word_lexemes(dc.search) AS l
WHERE dc.profile_id = cw.profile_id AND l.word = cw.word;

-- The updates' page_versions triggers (00890) are deferred: they run now, so the tables
-- can be indexed in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
-- The listing indexes of 00890, carrying the lexemes.
DROP INDEX service_words_listing_idx;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes);
DROP INDEX company_words_listing_idx;
CREATE UNIQUE INDEX company_words_listing_idx ON company_words (word, total DESC, company_name, profile_id)
	INCLUDE (lexemes);

-- The triggers of 00890, writing the lexemes.
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
-- Replacing a function drops its settings: 00890's again.
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;

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

DROP FUNCTION gc_word_starts(tsvector);

-- +goose Down
-- +goose StatementBegin
CREATE FUNCTION gc_word_starts(tsvector) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT DISTINCT left(w, 3) FROM unnest(tsvector_to_array($1)) AS w WHERE char_length(w) >= 3 $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words
	SELECT w, n.id, n.company_total, n.published_at
	FROM new_rows n, gc_word_starts(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM service_words sw USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE sw.service_id = n.id
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at);
	INSERT INTO service_words
	SELECT w, n.id, n.company_total, n.published_at
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_starts(n.search) AS w
	WHERE n.published AND n.company_listed
		AND (n.search, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.search, o.published, o.company_listed, o.company_total, o.published_at);
	RETURN NULL;
END $$;
-- +goose StatementEnd
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION company_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_words
	SELECT w, n.profile_id, n.total, n.company_name
	FROM new_rows n, gc_word_starts(n.search) AS w
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
	INSERT INTO company_words
	SELECT w, n.profile_id, n.total, n.company_name
	FROM new_rows n JOIN old_rows o ON o.profile_id = n.profile_id, gc_word_starts(n.search) AS w
	WHERE n.listed
		AND (n.search, n.listed, n.total, n.company_name) IS DISTINCT FROM (o.search, o.listed, o.total, o.company_name);
	RETURN NULL;
END $$;
-- +goose StatementEnd
ALTER FUNCTION company_words_changed() SET enable_nestloop = off;

SET CONSTRAINTS ALL IMMEDIATE;
ALTER TABLE service_words DROP COLUMN lexemes;
ALTER TABLE company_words DROP COLUMN lexemes;
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id);
CREATE UNIQUE INDEX company_words_listing_idx ON company_words (word, total DESC, company_name, profile_id);
DROP FUNCTION gc_word_lexemes(tsvector);
