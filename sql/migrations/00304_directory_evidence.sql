-- +goose Up
-- What backs a company's public answers and the SDGs it works on, copied with its listing
-- (docs/directory.md): the card's evidence line and the filters a buyer needs (level, SDG,
-- backed by evidence, verified) read them here, and on every service of the company.
ALTER TABLE directory_companies
	ADD COLUMN answers integer NOT NULL DEFAULT 0,          -- DEFINED live answers
	ADD COLUMN backed integer NOT NULL DEFAULT 0,           -- of those, backed by evidence
	ADD COLUMN verified_answers integer NOT NULL DEFAULT 0, -- of those, with a verified item
	ADD COLUMN sdgs integer[] NOT NULL DEFAULT '{}';
CREATE INDEX directory_companies_sdgs_idx ON directory_companies USING gin (sdgs) WHERE listed;

ALTER TABLE services
	ADD COLUMN company_level text NOT NULL DEFAULT 'none',
	ADD COLUMN company_sdgs integer[] NOT NULL DEFAULT '{}',
	ADD COLUMN company_backed boolean NOT NULL DEFAULT false,   -- every public answer backed
	ADD COLUMN company_verified boolean NOT NULL DEFAULT false; -- Green Verification's mark

-- +goose Down
ALTER TABLE services DROP COLUMN company_verified, DROP COLUMN company_backed, DROP COLUMN company_sdgs,
	DROP COLUMN company_level;
DROP INDEX directory_companies_sdgs_idx;
ALTER TABLE directory_companies DROP COLUMN sdgs, DROP COLUMN verified_answers, DROP COLUMN backed,
	DROP COLUMN answers;
