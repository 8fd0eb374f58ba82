-- +goose Up
-- A search word's matches in the listing's order (docs/directory.md, "Search at any size"):
-- one row per distinct three-character start of the words of each public service (and of
-- each listed company), with the listing's sort columns copied. A search of one word and no
-- other filter walks that word's start in the listing's order, checks the whole query on each entry's row and
-- stops at its bound, where the listing's own index reads about 200 ÷ the word's share of the
-- rows and the GIN index every match. A word is searched as a prefix (gc_search_query):
-- every word a prefix of three characters or more matches starts with the same three. The
-- words are the lexemes of the rows' own `search` columns ('simple' over unaccented text:
-- every language alike), so the table finds what the GIN index finds. Kept by the statement
-- triggers below in the transaction of every change, as service_tags is (00860).

-- gc_word_starts are the distinct three-character starts of a document's words of three
-- characters or more (shorter query words are searched as before, without this table).
-- +goose StatementBegin
CREATE FUNCTION gc_word_starts(tsvector) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT DISTINCT left(w, 3) FROM unnest(tsvector_to_array($1)) AS w WHERE char_length(w) >= 3 $$;
-- +goose StatementEnd

CREATE TABLE service_words (
	word          text NOT NULL, -- a word's first three characters
	service_id    uuid NOT NULL,
	company_total integer NOT NULL,
	published_at  timestamptz
);
CREATE UNIQUE INDEX service_words_listing_idx ON service_words (word, company_total DESC, published_at DESC, service_id);
CREATE INDEX service_words_service_idx ON service_words (service_id);

CREATE TABLE company_words (
	word         text NOT NULL,
	profile_id   uuid NOT NULL,
	total        integer NOT NULL,
	company_name text NOT NULL
);
CREATE UNIQUE INDEX company_words_listing_idx ON company_words (word, total DESC, company_name, profile_id);
CREATE INDEX company_words_company_idx ON company_words (profile_id);

INSERT INTO service_words
SELECT w, s.id, s.company_total, s.published_at
FROM services s, gc_word_starts(s.search) AS w
WHERE s.published AND s.company_listed;

INSERT INTO company_words
SELECT w, dc.profile_id, dc.total, dc.company_name
FROM directory_companies dc, gc_word_starts(dc.search) AS w
WHERE dc.listed;

-- +goose StatementBegin
CREATE FUNCTION service_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_words
	SELECT w, n.id, n.company_total, n.published_at
	FROM new_rows n, gc_word_starts(n.search) AS w
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION service_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the services whose words, state or sort columns moved.
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
-- A bulk update joins two transition tables the planner knows nothing of (00861).
ALTER FUNCTION service_words_changed() SET enable_nestloop = off;

-- +goose StatementBegin
CREATE FUNCTION service_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM service_words sw USING old_rows o WHERE sw.service_id = o.id;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION company_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_words
	SELECT w, n.profile_id, n.total, n.company_name
	FROM new_rows n, gc_word_starts(n.search) AS w
	WHERE n.listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION company_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- +goose StatementBegin
CREATE FUNCTION company_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM company_words cw USING old_rows o WHERE cw.profile_id = o.profile_id;
	RETURN NULL;
END $$;
-- +goose StatementEnd

CREATE TRIGGER service_words_added AFTER INSERT ON services
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_words_added();
CREATE TRIGGER service_words_changed AFTER UPDATE ON services
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_words_changed();
CREATE TRIGGER service_words_removed AFTER DELETE ON services
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_words_removed();
CREATE TRIGGER company_words_added AFTER INSERT ON directory_companies
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_words_added();
CREATE TRIGGER company_words_changed AFTER UPDATE ON directory_companies
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_words_changed();
CREATE TRIGGER company_words_removed AFTER DELETE ON directory_companies
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_words_removed();

-- Copies of rows that move the site's pages, as service_tags (00860).
SELECT page_versions_watch('service_words', 'site'), page_versions_watch('company_words', 'site');

-- +goose Down
DROP TABLE service_words, company_words;
DROP FUNCTION service_words_added, service_words_changed, service_words_removed,
	company_words_added, company_words_changed, company_words_removed CASCADE;
DROP FUNCTION gc_word_starts(tsvector);
