-- +goose Up
-- A company page's kept parts (migration 01060) are marked stale by the database, in the
-- transaction of the change that makes them so: the rows they were built from move their
-- company's parts to the next gen with no parts, at the change's commit. The hook that runs
-- after the commit still builds them again at once (docs/profile.md, "Company page
-- sections"); an instance that stops between the commit and its hook used to leave the old
-- parts on the page until the company's next change or the sweep's 24 hours, and now leaves
-- none, so the page reads its sources until the sweep builds them.
--
-- Each table a build reads has the triggers below (company_page_parts_watch makes them):
-- a row added or removed marks its company's parts, and an update marks them only when a
-- column the page shows moved (the directory's refresh rewrites every copy; a service's
-- counters move on their own). The marks run at commit (deferred), where a transaction
-- then holds the parts' rows only while it commits. TestCompanyPagePartsMarkedByTheChange
-- changes each table behind the code's back.

-- +goose StatementBegin
CREATE FUNCTION company_page_parts_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids uuid[] := '{}';
BEGIN
	IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[0])::uuid; END IF;
	IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[0])::uuid; END IF;
	-- Once a transaction: a row it marked already has its xid (the parts' own triggers read
	-- the whole row, about 65 µs a mark).
	UPDATE company_page_parts SET gen = gen + 1, parts = NULL, record = NULL, built_at = NULL
	WHERE profile_id = ANY (ids) AND xmin <> pg_current_xact_id()::xid;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- company_page_parts_watch(table, the column of its company's profile id, the columns the
-- page shows): a row added or removed marks, an update marks when one of them moved.
-- +goose StatementBegin
CREATE FUNCTION company_page_parts_watch(tbl regclass, profile_column text, VARIADIC shown text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	was text := (SELECT string_agg('OLD.' || quote_ident(c), ', ') FROM unnest(shown) AS c);
	shown_now text := (SELECT string_agg('NEW.' || quote_ident(c), ', ') FROM unnest(shown) AS c);
BEGIN
	EXECUTE format('CREATE CONSTRAINT TRIGGER company_page_parts AFTER INSERT OR DELETE ON %s
		DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_page_parts_mark(%L)',
		tbl, profile_column);
	EXECUTE format('CREATE CONSTRAINT TRIGGER company_page_parts_shown AFTER UPDATE ON %s
		DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (ROW(%s) IS DISTINCT FROM ROW(%s))
		EXECUTE FUNCTION company_page_parts_mark(%L)', tbl, was, shown_now, profile_column);
END $$;
-- +goose StatementEnd

SELECT
	-- the snapshot the parts keep as text
	company_page_parts_watch('company_profiles', 'id', 'published_record'),
	-- the directory's block: the company's published services while it is listed
	company_page_parts_watch('services', 'company_profile_id', 'company_profile_id', 'published',
		'name', 'logo_key', 'industry', 'category', 'description', 'created_at'),
	-- whether it is listed, and its own place in the peer benchmark
	company_page_parts_watch('directory_companies', 'profile_id', 'profile_id', 'listed', 'level',
		'total', 'industry', 'country', 'size_band'),
	-- the latest posts, and the posts' times its rating counts
	company_page_parts_watch('blog_posts', 'profile_id', 'profile_id', 'published', 'hidden',
		'published_at', 'title', 'summary', 'content', 'cover_key', 'category'),
	company_page_parts_watch('rating_history', 'profile_id', 'profile_id', 'at', 'cause', 'total',
		'level', 'active', 'table_version', 'sections'),
	company_page_parts_watch('profile_files', 'profile_id', 'profile_id', 'key', 'kind', 'name',
		'content_type', 'size'),
	company_page_parts_watch('vsme_public_figures', 'profile_id', 'profile_id', 'year',
		'show_intensity', 'show_renewable', 'ghg_intensity', 'renewable_share', 'industry',
		'country', 'size_class', 'currency');

-- +goose Down
DROP TRIGGER company_page_parts ON vsme_public_figures;
DROP TRIGGER company_page_parts_shown ON vsme_public_figures;
DROP TRIGGER company_page_parts ON profile_files;
DROP TRIGGER company_page_parts_shown ON profile_files;
DROP TRIGGER company_page_parts ON rating_history;
DROP TRIGGER company_page_parts_shown ON rating_history;
DROP TRIGGER company_page_parts ON blog_posts;
DROP TRIGGER company_page_parts_shown ON blog_posts;
DROP TRIGGER company_page_parts ON directory_companies;
DROP TRIGGER company_page_parts_shown ON directory_companies;
DROP TRIGGER company_page_parts ON services;
DROP TRIGGER company_page_parts_shown ON services;
DROP TRIGGER company_page_parts ON company_profiles;
DROP TRIGGER company_page_parts_shown ON company_profiles;
DROP FUNCTION company_page_parts_watch;
DROP FUNCTION company_page_parts_mark;
