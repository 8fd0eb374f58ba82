-- +goose Up
-- A GHG intensity is per unit of the report's currency: the benchmark compares it only
-- between reports in the same currency (docs/vsme.md, "Public figures and the benchmark").
ALTER TABLE vsme_public_figures ADD COLUMN currency text NOT NULL DEFAULT 'EUR'
	CHECK (currency ~ '^[A-Z]{3}$');

UPDATE vsme_public_figures f SET currency = r.data->>'currency'
FROM vsme_reports r
WHERE r.profile_id = f.profile_id AND r.year = f.year AND r.data->>'currency' ~ '^[A-Z]{3}$';

-- +goose Down
ALTER TABLE vsme_public_figures DROP COLUMN currency;
