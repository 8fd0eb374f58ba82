-- name: BuildSearchQuery :one
-- What a person typed, as the text of a tsquery for the searches below (empty: no word).
SELECT gc_search_query(@typed::text)::text AS query;

-- name: SearchServices :many
-- One page of public services (published, company listed). Filters and order read only
-- this table (the company's state is copied onto it); the company's name joins the page.
-- @query is a BuildSearchQuery result, never the typed text.
-- Tags narrow like every other filter: a service must carry all the chosen tags.
SELECT s.id, s.company_profile_id, s.name, s.logo_key, s.industry, s.category, s.url, s.instagram_url,
	s.facebook_url, s.linkedin_url, s.description, s.tags, s.has_prices::boolean AS has_prices,
	dc.company_name, dc.logo_url AS company_logo_url, s.company_country, dc.level, dc.stars
FROM services s JOIN directory_companies dc ON dc.profile_id = s.company_profile_id
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
ORDER BY
	CASE WHEN @query::text = '' THEN 0 ELSE ts_rank_cd(s.search, (@query::text)::tsquery) END DESC,
	s.company_total DESC, s.published_at DESC, s.id
LIMIT @max_rows OFFSET @skip;

-- name: CountServices :one
-- How many public services match (the same filters as SearchServices).
SELECT count(*)::int FROM services s
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
	AND (NOT @verified::boolean OR s.company_verified);

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
