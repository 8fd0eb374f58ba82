-- +goose Up
-- A directory search with filters (docs/directory.md, "Search at any size"): one GIN index over
-- the filters' columns and the search column, so `?q=green&country=DE` intersects the word's
-- matches with the country's inside the index instead of checking the search column of every
-- company of the country (668 rows read for none found at 20,000 companies, 0 now). btree_gin
-- gives the text columns GIN operator classes; it is a trusted extension (a database owner may
-- create it). A search without filters uses the index too, as it used the one it replaces.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX directory_companies_filtered_search_idx ON directory_companies
	USING gin (country, industry, level, search) WHERE listed;
DROP INDEX directory_companies_search_idx;

-- +goose Down
CREATE INDEX directory_companies_search_idx ON directory_companies USING gin (search) WHERE listed;
DROP INDEX directory_companies_filtered_search_idx;
