-- +goose Up
-- gc_search_query turns what a person typed into the text of a tsquery (README, "Search"):
-- the words the documents' own parser finds in the unaccented text, hyphenated words as
-- their parts, at most eight, each as a prefix, all required; '' when there is no word.
-- Every word is quoted (a quote or backslash inside doubled or escaped), so nothing typed
-- is ever read as tsquery syntax, whatever unaccent turns it into (U+02BC becomes a quote,
-- U+02D0 a colon). Callers cast the result with ::tsquery.
-- +goose StatementBegin
CREATE FUNCTION gc_search_query(typed text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
	SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*', ' & ' ORDER BY pos), '')
	FROM (
		SELECT lexeme, positions[1] AS pos
		FROM unnest(to_tsvector('simple', translate(gc_unaccent(typed), '-', ' ')))
		ORDER BY positions[1], lexeme
		LIMIT 8
	) words
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION gc_search_query(text);
