-- +goose Up
-- A post's cover is a file its company uploaded, recorded here when it is stored (as the
-- directory's service_files are): the editor's form names a cover by this row's id, checked
-- against the company, and the blog deletes a stored file only through a row of this table
-- (docs/blog.md, "Covers"). The key is made on the server; no form ever sends one.
CREATE TABLE blog_files (
	id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	key        text NOT NULL UNIQUE,
	profile_id uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_files_profile_idx ON blog_files (profile_id, created_at);

-- The covers saved before this table: a post's cover becomes its company's file when it
-- has the shape of a cover (picture/<uuid>) and no other module holds it. The earliest
-- post naming a key owns it; a post whose cover is another's file (a key taken from a
-- public page) loses it, and nothing is deleted.
INSERT INTO blog_files (key, profile_id, created_at)
SELECT DISTINCT ON (p.cover_key) p.cover_key, p.profile_id, p.created_at
FROM blog_posts p
WHERE p.cover_key ~ '^picture/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$'
	AND NOT EXISTS (SELECT 1 FROM service_files s WHERE s.key = p.cover_key)
	AND NOT EXISTS (SELECT 1 FROM profile_files f WHERE f.key = p.cover_key)
ORDER BY p.cover_key, p.created_at;
UPDATE blog_posts p SET cover_key = ''
WHERE p.cover_key <> ''
	AND NOT EXISTS (SELECT 1 FROM blog_files f WHERE f.key = p.cover_key AND f.profile_id = p.profile_id);

SELECT page_versions_watch('blog_files', 'profile_id', 'profile');

-- +goose Down
DROP TABLE blog_files;
