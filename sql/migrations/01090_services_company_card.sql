-- +goose Up
-- A marketplace card shows its company's name, logo, level and stars. The listing read them
-- from the company's directory row: ten more lookups a page, a quarter of PostgreSQL's
-- time for the marketplace's first page (docs/directory.md, "The card's company on its
-- service"). A service carries its company's name and logo as it already carries the
-- company's country, total and level, copied by the same statement
-- (CopyCompanyToServices) in the transaction that changes the company's directory row; the
-- stars follow from the level.
ALTER TABLE services ADD COLUMN company_name text NOT NULL DEFAULT '',
	ADD COLUMN company_logo_url text NOT NULL DEFAULT '';
UPDATE services s SET company_name = dc.company_name, company_logo_url = dc.logo_url
FROM directory_companies dc
WHERE dc.profile_id = s.company_profile_id AND (dc.company_name <> '' OR dc.logo_url <> '');

-- +goose Down
ALTER TABLE services DROP COLUMN company_name, DROP COLUMN company_logo_url;
