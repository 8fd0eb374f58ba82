-- +goose Up
-- A company's size band (docs/directory.md, "Peer benchmark"), in one place: the benchmark's
-- rebuild groups by it and a company's page finds its group by it.
ALTER TABLE directory_companies ADD COLUMN size_band text NOT NULL GENERATED ALWAYS AS (
	CASE WHEN employees <= 0 THEN '' WHEN employees < 10 THEN 'micro' WHEN employees < 50 THEN 'small'
		WHEN employees < 250 THEN 'medium' ELSE 'large' END) STORED;

-- +goose Down
ALTER TABLE directory_companies DROP COLUMN size_band;
