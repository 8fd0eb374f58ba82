-- name: ClearBenchmarks :exec
DELETE FROM directory_benchmarks;

-- name: RebuildBenchmarks :exec
-- Every group of listed companies: by industry, by country and by size band (employees:
-- 1-9 micro, 10-49 small, 50-249 medium, 250 and more large; docs/directory.md).
INSERT INTO directory_benchmarks (kind, key, totals, levels, refreshed_at)
SELECT g.kind, g.key, array_agg(g.total ORDER BY g.total),
	ARRAY[count(*) FILTER (WHERE g.level = 'none'), count(*) FILTER (WHERE g.level = 'starter'),
		count(*) FILTER (WHERE g.level = 'explorer'), count(*) FILTER (WHERE g.level = 'achiever'),
		count(*) FILTER (WHERE g.level = 'champion')]::integer[],
	@now::timestamptz
FROM (
	SELECT 'industry' AS kind, industry AS key, total, level FROM directory_companies WHERE listed AND industry <> ''
	UNION ALL
	SELECT 'country', country, total, level FROM directory_companies WHERE listed AND country <> ''
	UNION ALL
	SELECT 'size', CASE WHEN employees < 10 THEN 'micro' WHEN employees < 50 THEN 'small'
		WHEN employees < 250 THEN 'medium' ELSE 'large' END, total, level
	FROM directory_companies WHERE listed AND employees > 0
) g
GROUP BY g.kind, g.key;

-- name: GetBenchmarks :many
-- A company's three groups.
SELECT kind, key, totals, levels FROM directory_benchmarks
WHERE (kind = 'industry' AND key = @industry::text) OR (kind = 'country' AND key = @country::text)
	OR (kind = 'size' AND key = @size::text);

-- name: BenchmarkDigest :one
-- A fingerprint of every group: a rebuild that changes it drops the company pages.
SELECT coalesce(md5(string_agg(kind || ':' || key || ':' || totals::text || ':' || levels::text, ',' ORDER BY kind, key)), '')::text
FROM directory_benchmarks;
