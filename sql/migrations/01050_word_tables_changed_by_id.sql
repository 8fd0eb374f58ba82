-- +goose Up
-- A change to one row of a word or tag table's source (a service saved, a company's copy
-- moved, a post edited) deleted its old entries through a join of the statement's
-- transition tables to the whole table: with nested loops off (a bulk update's two
-- transition tables, which the planner knows nothing of, joined as a nested loop took
-- minutes: 00861), PostgreSQL hashed or merged the word table whole, so one service's
-- save spent 0.30 s in service_words_changed at 100,000 services and 22 ms in
-- service_tags_changed (docs/directory.md, "Listings at any size"). The changed rows' ids
-- are now gathered first (the transition tables still hashed together) and their entries
-- read through the table's index on the id, for one row or a hundred thousand.
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
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_tags_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
BEGIN
	-- Only the services whose tags, state or sort columns moved: an update that changes none
	-- of them (a description, a logo) leaves their rows alone.
	DELETE FROM service_tags st
	WHERE st.service_id = ANY (ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.tags, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.tags, o.published, o.company_listed, o.company_total, o.published_at)));
	INSERT INTO service_tags
	SELECT DISTINCT t, n.id, n.company_total, n.published_at
	FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.tags) AS t
	WHERE n.published AND n.company_listed
		AND (n.tags, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.tags, o.published, o.company_listed, o.company_total, o.published_at);
	RETURN NULL;
END $function$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION company_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
BEGIN
	DELETE FROM company_words cw
	WHERE cw.profile_id = ANY (ARRAY(SELECT n.profile_id FROM new_rows n JOIN old_rows o ON o.profile_id = n.profile_id
		WHERE (n.search, n.listed, n.total, n.company_name, n.country, n.industry, n.level)
			IS DISTINCT FROM (o.search, o.listed, o.total, o.company_name, o.country, o.industry, o.level)));
	INSERT INTO company_words (word, profile_id, total, company_name, country, industry, level, lexemes)
	SELECT w.word, n.profile_id, n.total, n.company_name, n.country, n.industry, n.level, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.profile_id = n.profile_id, gc_word_lexemes(n.search) AS w
	WHERE n.listed
		AND (n.search, n.listed, n.total, n.company_name, n.country, n.industry, n.level)
			IS DISTINCT FROM (o.search, o.listed, o.total, o.company_name, o.country, o.industry, o.level);
	RETURN NULL;
END $function$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION post_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
BEGIN
	-- Only the posts whose words, state or time moved.
	DELETE FROM post_words pw
	WHERE pw.post_id = ANY (ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.search, n.published, n.hidden, n.published_at) IS DISTINCT FROM (o.search, o.published, o.hidden, o.published_at)));
	INSERT INTO post_words (word, post_id, published_at, lexemes)
	SELECT w.word, n.id, n.published_at, w.lexemes
	FROM new_rows n JOIN old_rows o ON o.id = n.id, gc_word_lexemes(n.search) AS w
	WHERE n.published AND NOT n.hidden
		AND (n.search, n.published, n.hidden, n.published_at) IS DISTINCT FROM (o.search, o.published, o.hidden, o.published_at);
	RETURN NULL;
END $function$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
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
END $function$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION service_tags_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
BEGIN
	-- Only the services whose tags, state or sort columns moved: an update that changes none
	-- of them (a description, a logo) leaves their rows alone.
	DELETE FROM service_tags st USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE st.service_id = n.id
		AND (n.tags, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.tags, o.published, o.company_listed, o.company_total, o.published_at);
	INSERT INTO service_tags
	SELECT DISTINCT t, n.id, n.company_total, n.published_at
	FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.tags) AS t
	WHERE n.published AND n.company_listed
		AND (n.tags, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.tags, o.published, o.company_listed, o.company_total, o.published_at);
	RETURN NULL;
END $function$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION company_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
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
END $function$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION post_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
AS $function$
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
END $function$;
-- +goose StatementEnd
