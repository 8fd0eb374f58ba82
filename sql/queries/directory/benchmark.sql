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

-- name: ListBenchmarks :many
-- Every group, for the memo the company pages draw their benchmark from (benchmark.go).
SELECT kind, key, size, scores, at_most, levels FROM directory_benchmarks;

-- name: GetCompanyPeers :one
-- What a company's benchmark reads of its own copy: its level and total, whether listed, and
-- its groups' keys.
SELECT level, total, listed, industry, country, size_band FROM directory_companies WHERE profile_id = @profile_id;

-- name: BenchmarkDigest :one
-- A fingerprint of every group: a rebuild that changes it drops the company pages.
SELECT coalesce(md5(string_agg(kind || ':' || key || ':' || size || ':' || scores::text || ':' || at_most::text || ':' || levels::text, ',' ORDER BY kind, key)), '')::text
FROM directory_benchmarks;
