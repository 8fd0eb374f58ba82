-- +goose Up
-- A marketplace search of one word in a category or a country with tags
-- (`?q=energy&country=DE&tags=audit`: the tag chips of a search in a place) walks the word's
-- start among the place's entries, as the word in a place does, and keeps the entries that
-- hold the tags (docs/directory.md, "A marketplace word with tags"): the place indexes
-- carry the entries' tags too, as the start's index does since 01020. It read every
-- service of the place in the listing's order to its 200 best rated matches before.
DROP INDEX service_words_category_idx, service_words_country_idx;
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider, tags);
CREATE UNIQUE INDEX service_words_country_idx ON service_words
	(word, company_country, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider, tags);

-- +goose Down
DROP INDEX service_words_category_idx, service_words_country_idx;
CREATE UNIQUE INDEX service_words_category_idx ON service_words
	(word, category, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);
CREATE UNIQUE INDEX service_words_country_idx ON service_words
	(word, company_country, company_total DESC, published_at DESC, service_id)
	INCLUDE (lexemes, has_prices, company_active, company_provider);
