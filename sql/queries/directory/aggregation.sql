-- The admin area's counts of listed companies, from the directory's copy
-- (docs/admin.md, "Aggregation").

-- name: CountListedByLevel :many
SELECT level, count(*)::int AS n FROM directory_companies WHERE listed GROUP BY level;

-- name: CountListedByCountry :many
SELECT country, count(*)::int AS n FROM directory_companies WHERE listed
GROUP BY country ORDER BY n DESC, country;

-- name: CountListedByIndustry :many
SELECT industry, count(*)::int AS n FROM directory_companies WHERE listed
GROUP BY industry ORDER BY n DESC, industry;
