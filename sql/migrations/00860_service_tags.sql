-- +goose Up
-- A tag's services in the listing's order (docs/directory.md, "Listings at any size"): one
-- row per tag of each public service (published, company listed), with the listing's sort
-- columns copied, so a tag's page walks one btree from its first entry and stops after the
-- page, and its count stops at the bound, where the GIN index on services.tags reads every
-- entry of a common tag. Kept by the statement triggers below in the transaction of every
-- change to services (publish, unpublish, edit, the company's copy moving its total or
-- listing, delete).
CREATE TABLE service_tags (
	tag           text NOT NULL,
	service_id    uuid NOT NULL,
	company_total integer NOT NULL,
	published_at  timestamptz
);
-- Its only index on the tag: a tag's page walks it in order, its count reads its entries
-- alone (index-only). A service holds a tag once, so the entries are unique.
CREATE UNIQUE INDEX service_tags_listing_idx ON service_tags (tag, company_total DESC, published_at DESC, service_id);
CREATE INDEX service_tags_service_idx ON service_tags (service_id);

INSERT INTO service_tags
SELECT DISTINCT t, s.id, s.company_total, s.published_at
FROM services s, unnest(s.tags) AS t
WHERE s.published AND s.company_listed;

-- +goose StatementBegin
CREATE FUNCTION service_tags_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_tags
	SELECT DISTINCT t, n.id, n.company_total, n.published_at
	FROM new_rows n, unnest(n.tags) AS t
	WHERE n.published AND n.company_listed;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION service_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the services whose tags, state or sort columns moved: an update that changes none
	-- of them (a description, a logo) leaves their rows alone.
	DELETE FROM service_tags st USING new_rows n JOIN old_rows o ON o.id = n.id
	WHERE st.service_id = n.id
		AND (n.tags, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.tags, o.published, o.company_listed, o.company_total, o.published_at);
	INSERT INTO service_tags
	SELECT DISTINCT t, n.id, n.company_total, n.published_at
	FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.tags) AS t
	WHERE n.published AND n.company_listed
		AND (n.tags, n.published, n.company_listed, n.company_total, n.published_at)
			IS DISTINCT FROM (o.tags, o.published, o.company_listed, o.company_total, o.published_at);
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION service_tags_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM service_tags st USING old_rows o WHERE st.service_id = o.id;
	RETURN NULL;
END $$;
-- +goose StatementEnd

CREATE TRIGGER service_tags_added AFTER INSERT ON services
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_tags_added();
CREATE TRIGGER service_tags_changed AFTER UPDATE ON services
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_tags_changed();
CREATE TRIGGER service_tags_removed AFTER DELETE ON services
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_tags_removed();

-- A copy of services, which move their companies' page versions; the copy shows on the
-- listings, the site's pages (00080_page_versions.sql).
SELECT page_versions_watch('service_tags', 'site');

-- +goose Down
DROP TABLE service_tags;
DROP FUNCTION service_tags_added, service_tags_changed, service_tags_removed CASCADE;
