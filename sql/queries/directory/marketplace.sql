-- name: BuildSearchQuery :one
-- What a person typed, as the text of a tsquery for the listings' searches (empty: no word).
SELECT gc_search_query(@typed::text)::text AS query;

-- The marketplace's listing statements are built from the filters that are set
-- (modules/directory/services_sql.go; docs/directory.md, "Listings at any size").

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
