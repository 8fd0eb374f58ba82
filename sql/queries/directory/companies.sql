-- name: LockDirectoryCopy :exec
-- Held by every write of a listing's copy until its transaction ends (directory/sync.go):
-- copies read and written under it are serialised, so an older read never overwrites a
-- newer one.
SELECT pg_advisory_xact_lock(5301001);

-- name: ListDirectoryCopies :many
-- The copies of these companies, as UpsertDirectoryCompany writes them (its parameters' order
-- and names: synced_at is its now): a refresh writes only the listings that differ.
SELECT profile_id, company_name, about, city, country, industry, sector, website,
	logo_url, service_provider, status, published, listed, total, level, stars, active, verified_at,
	validated_at, verified_items, items_verified_at, answers, backed, verified_answers, sdgs, employees,
	synced_at AS now
FROM directory_companies WHERE profile_id = ANY(@ids::uuid[]);

-- name: UpsertDirectoryCompany :execrows
-- The profile module's Listing, copied; the generated search column follows. A row that
-- would not change is left alone: 0 rows.
INSERT INTO directory_companies (profile_id, company_name, about, city, country, industry, sector, website,
	logo_url, service_provider, status, published, listed, total, level, stars, active, verified_at,
	validated_at, verified_items, items_verified_at, answers, backed, verified_answers, sdgs, employees, synced_at)
VALUES (@profile_id, @company_name, @about, @city, @country, @industry, @sector, @website,
	@logo_url, @service_provider, @status, @published, @listed, @total, @level, @stars, @active, @verified_at,
	@validated_at, @verified_items, @items_verified_at, @answers, @backed, @verified_answers, @sdgs, @employees, @now)
ON CONFLICT (profile_id) DO UPDATE SET
	company_name = EXCLUDED.company_name, about = EXCLUDED.about, city = EXCLUDED.city,
	country = EXCLUDED.country, industry = EXCLUDED.industry, sector = EXCLUDED.sector,
	website = EXCLUDED.website, logo_url = EXCLUDED.logo_url, service_provider = EXCLUDED.service_provider,
	status = EXCLUDED.status, published = EXCLUDED.published, listed = EXCLUDED.listed,
	total = EXCLUDED.total, level = EXCLUDED.level, stars = EXCLUDED.stars, active = EXCLUDED.active,
	verified_at = EXCLUDED.verified_at, validated_at = EXCLUDED.validated_at,
	verified_items = EXCLUDED.verified_items, items_verified_at = EXCLUDED.items_verified_at,
	answers = EXCLUDED.answers, backed = EXCLUDED.backed, verified_answers = EXCLUDED.verified_answers, sdgs = EXCLUDED.sdgs, employees = EXCLUDED.employees,
	synced_at = EXCLUDED.synced_at
WHERE (directory_companies.company_name, directory_companies.about, directory_companies.city,
	directory_companies.country, directory_companies.industry, directory_companies.sector,
	directory_companies.website, directory_companies.logo_url, directory_companies.service_provider,
	directory_companies.status, directory_companies.published, directory_companies.listed,
	directory_companies.total, directory_companies.level, directory_companies.stars,
	directory_companies.active, directory_companies.verified_at, directory_companies.validated_at,
	directory_companies.verified_items, directory_companies.items_verified_at, directory_companies.answers,
	directory_companies.backed, directory_companies.verified_answers, directory_companies.sdgs,
	directory_companies.employees)
	IS DISTINCT FROM (EXCLUDED.company_name, EXCLUDED.about, EXCLUDED.city, EXCLUDED.country,
	EXCLUDED.industry, EXCLUDED.sector, EXCLUDED.website, EXCLUDED.logo_url, EXCLUDED.service_provider,
	EXCLUDED.status, EXCLUDED.published, EXCLUDED.listed, EXCLUDED.total, EXCLUDED.level, EXCLUDED.stars,
	EXCLUDED.active, EXCLUDED.verified_at, EXCLUDED.validated_at, EXCLUDED.verified_items,
	EXCLUDED.items_verified_at, EXCLUDED.answers, EXCLUDED.backed, EXCLUDED.verified_answers, EXCLUDED.sdgs, EXCLUDED.employees);

-- name: GetDirectoryCompany :one
SELECT profile_id, company_name, about, city, country, industry, sector, website, logo_url, service_provider,
	status, published, listed, total, level, stars, active, verified_at, validated_at, verified_items,
	items_verified_at, answers, backed, verified_answers, industry, employees, synced_at
FROM directory_companies WHERE profile_id = @profile_id;

-- The green directory's listing statements are built from the filters that are set
-- (modules/directory/companies_sql.go; docs/directory.md, "Listings at any size").

-- name: ListDirectoryCountries :many
-- Countries that have a listed company, for the country filters.
SELECT DISTINCT country FROM directory_companies WHERE listed AND country <> '' ORDER BY country;

-- name: ListDirectoryProfileIDs :many
SELECT profile_id FROM directory_companies ORDER BY profile_id;

-- name: ListListedCompanies :many
-- Listed companies by name (demo data).
SELECT profile_id, company_name, industry, website, service_provider
FROM directory_companies WHERE listed ORDER BY company_name, profile_id;

-- name: CopyCompanyToServices :exec
-- Copies a company's public state onto its services (after its directory row changed, and
-- for a new service), rewriting only the rows that differ: what filters and orders them, and
-- what their cards show of the company (its name and logo).
UPDATE services s SET company_listed = dc.listed, company_total = dc.total, company_country = dc.country,
	company_active = dc.active, company_provider = dc.service_provider, company_level = dc.level,
	company_sdgs = dc.sdgs, company_backed = (dc.answers > 0 AND dc.backed = dc.answers),
	company_verified = (dc.validated_at IS NOT NULL OR dc.verified_items > 0),
	company_name = dc.company_name, company_logo_url = dc.logo_url
FROM directory_companies dc
WHERE dc.profile_id = s.company_profile_id AND s.company_profile_id = @profile_id
	AND (s.company_listed, s.company_total, s.company_country, s.company_active, s.company_provider,
		s.company_level, s.company_sdgs, s.company_backed, s.company_verified, s.company_name, s.company_logo_url)
		IS DISTINCT FROM (dc.listed, dc.total, dc.country, dc.active, dc.service_provider, dc.level, dc.sdgs,
		(dc.answers > 0 AND dc.backed = dc.answers), (dc.validated_at IS NOT NULL OR dc.verified_items > 0),
		dc.company_name, dc.logo_url);

-- name: CopyCompaniesToServices :exec
-- CopyCompanyToServices for every company (after a bulk load).
UPDATE services s SET company_listed = dc.listed, company_total = dc.total, company_country = dc.country,
	company_active = dc.active, company_provider = dc.service_provider, company_level = dc.level,
	company_sdgs = dc.sdgs, company_backed = (dc.answers > 0 AND dc.backed = dc.answers),
	company_verified = (dc.validated_at IS NOT NULL OR dc.verified_items > 0),
	company_name = dc.company_name, company_logo_url = dc.logo_url
FROM directory_companies dc
WHERE dc.profile_id = s.company_profile_id
	AND (s.company_listed, s.company_total, s.company_country, s.company_active, s.company_provider,
		s.company_level, s.company_sdgs, s.company_backed, s.company_verified, s.company_name, s.company_logo_url)
		IS DISTINCT FROM (dc.listed, dc.total, dc.country, dc.active, dc.service_provider, dc.level, dc.sdgs,
		(dc.answers > 0 AND dc.backed = dc.answers), (dc.validated_at IS NOT NULL OR dc.verified_items > 0),
		dc.company_name, dc.logo_url);

-- name: AnalyzeListings :exec
-- Fresh planner statistics after a bulk load (the listings' plans depend on them), and the
-- tables vacuumed: the rows the load's updates left behind gone, and every page marked
-- visible, so a walk of a word table's index reads the index alone (an index-only scan) and
-- is planned as one (docs/directory.md, "Search at any size").
VACUUM (ANALYZE) services, service_tags, service_words, directory_companies, company_words;
