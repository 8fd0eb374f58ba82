-- +goose Up
-- A benchmark group keeps each score its companies reach and how many of them score that or
-- less (docs/directory.md, "Peer benchmark"), where it kept every company's total: a
-- company page counted the totals below its own by a binary search of the whole sorted
-- array, which PostgreSQL read (detoasted, decompressed) on every view, its size growing
-- with the group's (10,206 totals in the largest size band at 20,000 companies: the
-- page's benchmark statement 29,000 a second there, 47,000 at 2,000). Scores run from 0
-- to rating.MaxTotal, so a group's arrays stay under 500 entries at any size.
ALTER TABLE directory_benchmarks ADD COLUMN size integer NOT NULL DEFAULT 0,
	ADD COLUMN scores integer[] NOT NULL DEFAULT '{}',
	ADD COLUMN at_most integer[] NOT NULL DEFAULT '{}';
UPDATE directory_benchmarks b SET size = s.size, scores = s.scores, at_most = s.at_most
FROM (
	SELECT kind, key, sum(n)::integer AS size, array_agg(total ORDER BY total) AS scores,
		array_agg(upto ORDER BY total) AS at_most
	FROM (
		SELECT kind, key, total, n, (sum(n) OVER (PARTITION BY kind, key ORDER BY total))::integer AS upto
		FROM (SELECT kind, key, t AS total, count(*) AS n FROM directory_benchmarks, unnest(totals) t GROUP BY kind, key, t) c
	) u
	GROUP BY kind, key
) s
WHERE s.kind = b.kind AND s.key = b.key;
-- The update's page_versions triggers (00320) are deferred: they run now, so the table can
-- be altered in this transaction.
SET CONSTRAINTS ALL IMMEDIATE;
ALTER TABLE directory_benchmarks DROP COLUMN totals,
	ALTER COLUMN size DROP DEFAULT, ALTER COLUMN scores DROP DEFAULT, ALTER COLUMN at_most DROP DEFAULT;

-- +goose Down
ALTER TABLE directory_benchmarks ADD COLUMN totals integer[] NOT NULL DEFAULT '{}';
UPDATE directory_benchmarks b SET totals = coalesce((
	SELECT array_agg(s.score ORDER BY s.score)
	FROM unnest(b.scores, b.at_most) WITH ORDINALITY s(score, upto, i),
		generate_series(1, s.upto - coalesce(b.at_most[s.i - 1], 0))
), '{}');
SET CONSTRAINTS ALL IMMEDIATE;
ALTER TABLE directory_benchmarks DROP COLUMN size, DROP COLUMN scores, DROP COLUMN at_most,
	ALTER COLUMN totals DROP DEFAULT;
