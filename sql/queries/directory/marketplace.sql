-- name: BuildSearchQuery :one
-- What a person typed, as the text of a tsquery for the searches below (empty: no word).
SELECT gc_search_query(@typed::text)::text AS query;

-- The marketplace's queries read about one page of rows however many services match
-- (docs/directory.md, "Listings at any size"): filters and order read only this table (the
-- company's state is copied onto it), the company's name joins the page's rows. They run
-- with a plan made for each call's values (Service.lq), so a filter left empty leaves the
-- plan and each filter set uses its index in the listing's order. Tags narrow like every
-- other filter: a service must carry all the chosen tags.

-- name: SearchServices :many
-- One page of public services (published, company listed), best rated first, without
-- search words.
SELECT m.id, m.company_profile_id, m.name, m.logo_key, m.industry, m.category, m.url, m.instagram_url,
	m.facebook_url, m.linkedin_url, m.description, m.tags, m.has_prices,
	dc.company_name, dc.logo_url AS company_logo_url, m.company_country, dc.level, dc.stars
FROM (
	SELECT s.id, s.company_profile_id, s.name, s.logo_key, s.industry, s.category, s.url, s.instagram_url,
		s.facebook_url, s.linkedin_url, s.description, s.tags, s.has_prices::boolean AS has_prices,
		s.company_country, s.company_total, s.published_at
	FROM services s
	WHERE s.published AND s.company_listed
		AND (cardinality(@tags::text[]) = 0 OR s.tags @> @tags::text[])
		AND (@category::text = '' OR s.category = @category::text)
		AND (@country::text = '' OR s.company_country = @country::text)
		AND (@industry::text = '' OR s.industry = @industry::text)
		AND (NOT @only_with_prices::boolean OR s.has_prices)
		AND (NOT @only_with_green_rating::boolean OR s.company_active)
		AND (NOT @only_services::boolean OR s.company_provider)
		AND (@level::text = '' OR s.company_level = @level::text)
		AND (@sdg::integer = 0 OR s.company_sdgs @> ARRAY[@sdg::integer])
		AND (NOT @backed::boolean OR s.company_backed)
		AND (NOT @verified::boolean OR s.company_verified)
	ORDER BY s.company_total DESC, s.published_at DESC, s.id
	LIMIT @max_rows OFFSET @skip
) m JOIN directory_companies dc ON dc.profile_id = m.company_profile_id
ORDER BY m.company_total DESC, m.published_at DESC, m.id;

-- name: SearchServicesText :many
-- One page of the public services matching @query (a BuildSearchQuery result, never the
-- typed text), most relevant first: ranked among the @candidates best rated matches only.
SELECT m.id, m.company_profile_id, m.name, m.logo_key, m.industry, m.category, m.url, m.instagram_url,
	m.facebook_url, m.linkedin_url, m.description, m.tags, m.has_prices,
	dc.company_name, dc.logo_url AS company_logo_url, m.company_country, dc.level, dc.stars
FROM (
	SELECT s.id, s.company_profile_id, s.name, s.logo_key, s.industry, s.category, s.url, s.instagram_url,
		s.facebook_url, s.linkedin_url, s.description, s.tags, s.has_prices::boolean AS has_prices,
		s.company_country, s.company_total, s.published_at, s.search
	FROM services s
	WHERE s.published AND s.company_listed AND s.search @@ (@query::text)::tsquery
	AND (cardinality(@tags::text[]) = 0 OR s.tags @> @tags::text[])
	AND (@category::text = '' OR s.category = @category::text)
	AND (@country::text = '' OR s.company_country = @country::text)
	AND (@industry::text = '' OR s.industry = @industry::text)
	AND (NOT @only_with_prices::boolean OR s.has_prices)
	AND (NOT @only_with_green_rating::boolean OR s.company_active)
	AND (NOT @only_services::boolean OR s.company_provider)
	AND (@level::text = '' OR s.company_level = @level::text)
	AND (@sdg::integer = 0 OR s.company_sdgs @> ARRAY[@sdg::integer])
	AND (NOT @backed::boolean OR s.company_backed)
	AND (NOT @verified::boolean OR s.company_verified)
	ORDER BY s.company_total DESC, s.published_at DESC, s.id
	LIMIT @candidates
) m JOIN directory_companies dc ON dc.profile_id = m.company_profile_id
ORDER BY ts_rank_cd(m.search, (@query::text)::tsquery) DESC, m.company_total DESC, m.published_at DESC, m.id
LIMIT @max_rows OFFSET @skip;

-- name: CountServices :one
-- How many public services match (the filters of SearchServices), counted up to @bound
-- (the caller shows "@bound+" at it) in the listing's order, as the pages read them.
SELECT count(*)::int FROM (
	SELECT 1 FROM services s
	WHERE s.published AND s.company_listed
		AND (@query::text = '' OR s.search @@ (@query::text)::tsquery)
		AND (cardinality(@tags::text[]) = 0 OR s.tags @> @tags::text[])
		AND (@category::text = '' OR s.category = @category::text)
		AND (@country::text = '' OR s.company_country = @country::text)
		AND (@industry::text = '' OR s.industry = @industry::text)
		AND (NOT @only_with_prices::boolean OR s.has_prices)
		AND (NOT @only_with_green_rating::boolean OR s.company_active)
		AND (NOT @only_services::boolean OR s.company_provider)
		AND (@level::text = '' OR s.company_level = @level::text)
		AND (@sdg::integer = 0 OR s.company_sdgs @> ARRAY[@sdg::integer])
		AND (NOT @backed::boolean OR s.company_backed)
		AND (NOT @verified::boolean OR s.company_verified)
	ORDER BY s.company_total DESC, s.published_at DESC, s.id -- the matches the pages show, read from an index
	LIMIT @bound
) m;

-- name: GetPublicService :one
-- A service as the public sees it, with its company; no row unless both are public.
SELECT s.id, s.company_profile_id, s.version, s.published, s.name, s.logo_key, s.industry, s.category, s.url, s.instagram_url, s.facebook_url, s.linkedin_url, s.description, s.explanation, s.tags, s.pictures, s.price_link, s.price_list_key, s.created_at, s.updated_at, s.published_at,
	dc.company_name, dc.logo_url AS company_logo_url, dc.country, dc.level, dc.stars, dc.total,
	dc.website AS company_website
FROM services s JOIN directory_companies dc ON dc.profile_id = s.company_profile_id
WHERE s.id = @id AND s.published AND dc.listed;

-- name: ListPopularTags :many
-- The most used tags of public services, for the tag filter.
SELECT tag::text AS tag, count(*)::int AS uses
FROM services s, unnest(s.tags) AS tag
WHERE s.published AND s.company_listed
GROUP BY tag ORDER BY uses DESC, tag LIMIT @max_rows;

-- name: ListServiceCountries :many
-- Countries of companies with public services, for the marketplace's country filter.
SELECT DISTINCT company_country FROM services
WHERE published AND company_listed AND company_country <> ''
ORDER BY company_country;
