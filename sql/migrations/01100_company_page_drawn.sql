-- +goose Up
-- The public company page drawn at its build, in each language (docs/profile.md, "The page
-- drawn at its build"): the article as the page shows it, in parts between which each live
-- source's blocks go, read by the page's one statement instead of the snapshot and the
-- parts it would draw on each view. A drawing belongs to one build of the parts (gen) and
-- one format (the parts' and the code's that drew it); it holds until `until` (the first
-- moment the rating or an evidence mark could read otherwise) under the points table of
-- `table_version`. A view reads it only when all of these still hold, else it draws the
-- page from the parts as before: a change that marks the parts (gen moves on) is never
-- shown from an older drawing.
CREATE TABLE company_page_drawn (
	profile_id    uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	lang          text NOT NULL,
	gen           bigint NOT NULL,
	format        text NOT NULL,
	table_version int NOT NULL,
	until         timestamptz NOT NULL,
	title         text NOT NULL,
	description   text NOT NULL,
	html          text[] NOT NULL,
	-- What each live source keeps of the company (the parts' live), drawn on each view.
	live          json NOT NULL,
	PRIMARY KEY (profile_id, lang)
);
-- The html is kept compressed (pglz, PostgreSQL's default): a third of the bytes (463 MB
-- uncompressed for 20,000 companies in four languages), for about 8 µs of PostgreSQL a
-- view of the demo company's 16 kB (docs/performance.md).
-- The drawing is on the company's public page: it moves its owner's page version.
SELECT page_versions_watch('company_page_drawn', 'profile_id', 'profile');
-- The drawing holds the row's Green Verification (its marks and date) as the build read it,
-- where a view read them from the row: a change of them marks the parts too (migration
-- 01070), and the drawing with them.
DROP TRIGGER company_page_parts ON company_profiles;
DROP TRIGGER company_page_parts_shown ON company_profiles;
SELECT company_page_parts_watch('company_profiles', 'id', 'published_record', 'verification_marks', 'verified_at');

-- +goose Down
DROP TRIGGER company_page_parts ON company_profiles;
DROP TRIGGER company_page_parts_shown ON company_profiles;
SELECT company_page_parts_watch('company_profiles', 'id', 'published_record');
DROP TABLE company_page_drawn;
