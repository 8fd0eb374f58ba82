-- +goose Up
-- A listing page reads about one page of rows, whatever the catalogue's size
-- (docs/directory.md, "Listings at any size").

-- A company's public services, counted on its directory row in the transaction that
-- changes them (the card's count and the "has services" filter read no services). The
-- triggers add and subtract, which stays right when two changes run at once.
ALTER TABLE directory_companies ADD COLUMN service_count integer NOT NULL DEFAULT 0;
UPDATE directory_companies dc SET service_count = c.n
FROM (SELECT company_profile_id, count(*)::int AS n FROM services WHERE published GROUP BY 1) c
WHERE c.company_profile_id = dc.profile_id;

-- +goose StatementBegin
CREATE FUNCTION directory_count_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE directory_companies dc SET service_count = dc.service_count + d.n
		FROM (SELECT company_profile_id AS id, count(*)::int AS n FROM new_rows WHERE published GROUP BY 1) d
		WHERE dc.profile_id = d.id;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE directory_companies dc SET service_count = dc.service_count - d.n
		FROM (SELECT company_profile_id AS id, count(*)::int AS n FROM old_rows WHERE published GROUP BY 1) d
		WHERE dc.profile_id = d.id;
	ELSE
		UPDATE directory_companies dc SET service_count = dc.service_count + d.n
		FROM (SELECT id, sum(n)::int AS n FROM (
				SELECT company_profile_id AS id, 1 AS n FROM new_rows WHERE published
				UNION ALL SELECT company_profile_id, -1 FROM old_rows WHERE published) x
			GROUP BY id HAVING sum(n) <> 0) d
		WHERE dc.profile_id = d.id;
	END IF;
	RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER directory_count_inserted AFTER INSERT ON services REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION directory_count_services();
CREATE TRIGGER directory_count_updated AFTER UPDATE ON services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION directory_count_services();
CREATE TRIGGER directory_count_deleted AFTER DELETE ON services REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION directory_count_services();

-- A company's first directory row starts with the services it already has.
-- +goose StatementBegin
CREATE FUNCTION directory_first_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.service_count := (SELECT count(*) FROM services WHERE company_profile_id = NEW.profile_id AND published);
	RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER directory_first_count BEFORE INSERT ON directory_companies
	FOR EACH ROW EXECUTE FUNCTION directory_first_count();

-- An index for each filter, in the listing's order, so a page stops after its rows.
DROP INDEX directory_companies_country_idx;
CREATE INDEX directory_companies_country_idx ON directory_companies (country, total DESC, company_name, profile_id) WHERE listed;
CREATE INDEX directory_companies_industry_idx ON directory_companies (industry, total DESC, company_name, profile_id) WHERE listed;
CREATE INDEX directory_companies_level_idx ON directory_companies (level, total DESC, company_name, profile_id) WHERE listed;
DROP INDEX services_category_idx;
CREATE INDEX services_category_idx ON services (category, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_country_idx ON services (company_country, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_industry_idx ON services (industry, company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_level_idx ON services (company_level, company_total DESC, published_at DESC, id) WHERE published AND company_listed;

-- +goose Down
DROP INDEX services_level_idx, services_industry_idx, services_country_idx, services_category_idx;
CREATE INDEX services_category_idx ON services (category, company_total DESC) WHERE published AND company_listed;
DROP INDEX directory_companies_level_idx, directory_companies_industry_idx, directory_companies_country_idx;
CREATE INDEX directory_companies_country_idx ON directory_companies (country) WHERE listed;
DROP TRIGGER directory_first_count ON directory_companies;
DROP FUNCTION directory_first_count();
DROP TRIGGER directory_count_deleted ON services;
DROP TRIGGER directory_count_updated ON services;
DROP TRIGGER directory_count_inserted ON services;
DROP FUNCTION directory_count_services();
ALTER TABLE directory_companies DROP COLUMN service_count;
