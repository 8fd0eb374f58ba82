-- name: ClearBenchmarks :exec
DELETE FROM directory_benchmarks;

-- name: RebuildBenchmarks :exec
-- Every group of listed companies: by industry, by country and by size band (docs/directory.md),
-- each score its companies reach with how many score that or less, and how many are at each of
-- @levels (directory.BenchmarkLevels, from rating.Levels), in order.
WITH g AS (
	SELECT 'industry' AS kind, industry AS key, total, level FROM directory_companies WHERE listed AND industry <> ''
	UNION ALL
	SELECT 'country', country, total, level FROM directory_companies WHERE listed AND country <> ''
	UNION ALL
	SELECT 'size', size_band, total, level FROM directory_companies WHERE listed AND size_band <> ''
), at_level AS (
	SELECT kind, key, level, count(*)::integer AS n FROM g GROUP BY kind, key, level
), at_score AS (
	SELECT kind, key, total, count(*)::integer AS n,
		(sum(count(*)) OVER (PARTITION BY kind, key ORDER BY total))::integer AS upto
	FROM g GROUP BY kind, key, total
)
INSERT INTO directory_benchmarks (kind, key, size, scores, at_most, levels, refreshed_at)
SELECT s.kind, s.key, sum(s.n)::integer, array_agg(s.total ORDER BY s.total)::integer[],
	array_agg(s.upto ORDER BY s.total)::integer[],
	(SELECT array_agg(coalesce(a.n, 0) ORDER BY l.i)
		FROM unnest(@levels::text[]) WITH ORDINALITY l(level, i)
		LEFT JOIN at_level a ON a.kind = s.kind AND a.key = s.key AND a.level = l.level)::integer[],
	@now::timestamptz
FROM at_score s
GROUP BY s.kind, s.key;

-- name: GetCompanyBenchmark :many
-- A company's level and total with each of its three groups (size 0 when a group has no
-- company): how many it holds and how many of them have a lower total. A group's scores are
-- sorted, so width_bucket finds the highest below the company's by binary search, and
-- at_most says how many score that or less, in the database: at most rating.MaxTotal + 1
-- entries whatever the group's size, and no other company's total leaves it.
SELECT c.level, c.total, c.listed, g.kind::text AS kind, g.key::text AS key,
	coalesce(b.size, 0)::int AS size,
	coalesce(b.at_most[width_bucket(c.total - 1, b.scores)], 0)::int AS below, b.levels
FROM directory_companies c
CROSS JOIN LATERAL (VALUES ('industry', c.industry), ('country', c.country), ('size', c.size_band)) g(kind, key)
LEFT JOIN directory_benchmarks b ON b.kind = g.kind AND b.key = g.key
WHERE c.profile_id = @profile_id;

-- name: BenchmarkDigest :one
-- A fingerprint of every group: a rebuild that changes it drops the company pages.
SELECT coalesce(md5(string_agg(kind || ':' || key || ':' || size || ':' || scores::text || ':' || at_most::text || ':' || levels::text, ',' ORDER BY kind, key)), '')::text
FROM directory_benchmarks;
