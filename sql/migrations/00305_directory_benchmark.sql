-- +goose Up
-- The free peer benchmark (docs/directory.md, "Peer benchmark"): each group of listed companies
-- (by industry, by country, by size band) with every total, sorted, and how many are at each
-- level, rebuilt from the directory's copy each time it is refreshed.
ALTER TABLE directory_companies ADD COLUMN employees integer NOT NULL DEFAULT 0;

CREATE TABLE directory_benchmarks (
	kind         text NOT NULL CHECK (kind IN ('industry', 'country', 'size')),
	key          text NOT NULL,
	totals       integer[] NOT NULL, -- every listed company's total, lowest first
	levels       integer[] NOT NULL, -- how many at none, starter, explorer, achiever, champion
	refreshed_at timestamptz NOT NULL,
	PRIMARY KEY (kind, key)
);

-- +goose Down
DROP TABLE directory_benchmarks;
ALTER TABLE directory_companies DROP COLUMN employees;
