-- +goose Up
-- The public company page's parts that other modules fill (its services and badge, its
-- latest posts, its VSME figures), kept ready for each language so that a view reads them
-- with the profile's row instead of running every module's statements (docs/profile.md,
-- "Company page sections"). A change of a company's public face marks its parts stale
-- (gen moves on, parts NULL) and builds them again; a build stores what it read only if no
-- change marked the row since it began (gen still the one it read). NULL parts: the page
-- reads the sources as it did before, as it does for parts of another format (the code's
-- layout of them and its sources, page_parts.go) until they are built again.
CREATE TABLE company_page_parts (
	profile_id uuid PRIMARY KEY REFERENCES company_profiles(id) ON DELETE CASCADE,
	gen        bigint NOT NULL DEFAULT 1,
	parts      jsonb,
	-- The published snapshot as text, as the build read it: PostgreSQL turned the jsonb into
	-- text on each view (about 10 µs of a core for the demo company's 4.8 kB).
	record     json,
	format     text NOT NULL DEFAULT '',
	built_at   timestamptz
);
-- The parts are on the company's public page: they move its owner's page version.
SELECT page_versions_watch('company_page_parts', 'profile_id', 'profile');

-- +goose Down
DROP TABLE company_page_parts; -- its trigger with it
