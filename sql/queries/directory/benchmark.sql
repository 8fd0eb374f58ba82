-- name: ClearBenchmarks :exec
DELETE FROM directory_benchmarks;

-- name: RebuildBenchmarks :exec
-- Every group of listed companies: by industry, by country and by size band (docs/directory.md),
-- with how many are at each of @levels (directory.BenchmarkLevels, from rating.Levels), in order.
WITH g AS (
	SELECT 'industry' AS kind, industry AS key, total, level FROM directory_companies WHERE listed AND industry <> ''
	UNION ALL
	SELECT 'country', country, total, level FROM directory_companies WHERE listed AND country <> ''
	UNION ALL
	SELECT 'size', size_band, total, level FROM directory_companies WHERE listed AND size_band <> ''
), at_level AS (
	SELECT kind, key, level, count(*)::integer AS n FROM g GROUP BY kind, key, level
)
INSERT INTO directory_benchmarks (kind, key, totals, levels, refreshed_at)
SELECT g.kind, g.key, array_agg(g.total ORDER BY g.total),
	(SELECT array_agg(coalesce(a.n, 0) ORDER BY l.i)
		FROM unnest(@levels::text[]) WITH ORDINALITY l(level, i)
		LEFT JOIN at_level a ON a.kind = g.kind AND a.key = g.key AND a.level = l.level)::integer[],
	@now::timestamptz
FROM g
GROUP BY g.kind, g.key;

-- name: GetCompanyBenchmark :many
-- A company's level and total with each of its three groups (size 0 when a group has no
-- company): how many it holds and how many of them have a lower total. Totals are sorted,
-- so width_bucket finds that by binary search, in the database: a group's totals never
-- leave it.
SELECT c.level, c.total, c.listed, g.kind::text AS kind, g.key::text AS key,
	coalesce(cardinality(b.totals), 0)::int AS size,
	coalesce(width_bucket(c.total - 1, b.totals), 0)::int AS below, b.levels
FROM directory_companies c
CROSS JOIN LATERAL (VALUES ('industry', c.industry), ('country', c.country), ('size', c.size_band)) g(kind, key)
LEFT JOIN directory_benchmarks b ON b.kind = g.kind AND b.key = g.key
WHERE c.profile_id = @profile_id;

-- name: BenchmarkDigest :one
-- A fingerprint of every group: a rebuild that changes it drops the company pages.
SELECT coalesce(md5(string_agg(kind || ':' || key || ':' || totals::text || ':' || levels::text, ',' ORDER BY kind, key)), '')::text
FROM directory_benchmarks;
