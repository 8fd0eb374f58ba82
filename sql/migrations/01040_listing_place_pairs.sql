-- +goose Up
-- Two places at once (the marketplace's `?category=renewable_energy&country=DE`: what a buyer
-- wants, and where; the directory's `?country=DE&industry=energy`) read their page from an
-- index of the pair, in the listing's order, as one place reads its own (docs/directory.md,
-- "Listings at any size"). With an index of one of them a page read every row of that place
-- until its ten matched the other (at 100,000 services Germany's 3,338 for the category's
-- 190), and was planned again for its values on every view (0.2–0.5 ms of PostgreSQL's
-- time); a pair now runs on the plan made once for any values. A third place reads a pair's
-- index and checks the third.
CREATE INDEX services_category_country_idx ON services
	(category, company_country, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_category_industry_idx ON services
	(category, industry, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_category_level_idx ON services
	(category, company_level, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_country_industry_idx ON services
	(company_country, industry, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_country_level_idx ON services
	(company_country, company_level, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_industry_level_idx ON services
	(industry, company_level, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX directory_companies_country_industry_idx ON directory_companies
	(country, industry, total DESC, company_name, profile_id) WHERE listed;
CREATE INDEX directory_companies_country_level_idx ON directory_companies
	(country, level, total DESC, company_name, profile_id) WHERE listed;
CREATE INDEX directory_companies_industry_level_idx ON directory_companies
	(industry, level, total DESC, company_name, profile_id) WHERE listed;

-- +goose Down
DROP INDEX services_category_country_idx, services_category_industry_idx, services_category_level_idx,
	services_country_industry_idx, services_country_level_idx, services_industry_level_idx,
	directory_companies_country_industry_idx, directory_companies_country_level_idx,
	directory_companies_industry_level_idx;
