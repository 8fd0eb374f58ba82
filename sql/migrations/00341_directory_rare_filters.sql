-- +goose Up
-- The rare filters (docs/directory.md, "Listings at any size"): a listing filtered by one of
-- them walks its own small index in the listing's order instead of the whole table.
CREATE INDEX services_verified_idx ON services (company_total DESC, published_at DESC, id)
	WHERE published AND company_listed AND company_verified;
CREATE INDEX services_backed_idx ON services (company_total DESC, published_at DESC, id)
	WHERE published AND company_listed AND company_backed;
CREATE INDEX services_sdgs_idx ON services USING gin (company_sdgs) WHERE published AND company_listed;
CREATE INDEX directory_companies_verified_idx ON directory_companies (total DESC, company_name, profile_id)
	WHERE listed AND (validated_at IS NOT NULL OR verified_items > 0);
CREATE INDEX directory_companies_backed_idx ON directory_companies (total DESC, company_name, profile_id)
	WHERE listed AND (answers > 0 AND backed = answers);

-- +goose Down
DROP INDEX directory_companies_backed_idx, directory_companies_verified_idx, services_sdgs_idx,
	services_backed_idx, services_verified_idx;
