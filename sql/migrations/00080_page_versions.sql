-- +goose Up
-- Page versions: a counter per user that moves, in the same transaction, with every change
-- to a row the user's own pages may show, and one for the rows every user's pages may show
-- (the nil id). The private page cache keys a signed-in page on both, read with the user on
-- every request, so a page kept before a change is never served after it, on any instance
-- (docs/conventions.md, "Signed-in pages and the private cache").
--
-- Every table has the trigger below, named page_versions (page_versions_watch makes it), or
-- is listed in app/server/page_versions_test.go as showing on no page. Its arguments say
-- whose counter a change moves:
--   ('site')                   every user's: plans, the points table, the directory copy...
--   ('<column>')               the user whose id the column holds;
--   ('<column>', 'profile')    the owner of the company profile whose id the column holds.
-- An owner's row may show on other pages too (the company's public page) but never on
-- another user's kept page: only pages of the viewer's own rows and the site's are kept.
-- A row's update bumps the users before and after it (a profile transferred to another
-- user moves both). An update that changes nothing bumps nothing. The site's counter is
-- bumped at commit (a deferred trigger), once a transaction: a transaction that holds it
-- then waits for nothing, so the one row shared by every writer cannot deadlock.
CREATE TABLE page_versions (
	user_id uuid PRIMARY KEY, -- no reference: a deleted user's counter is harmless
	version bigint NOT NULL
);
INSERT INTO page_versions VALUES ('00000000-0000-0000-0000-000000000000', 0);

-- +goose StatementBegin
CREATE FUNCTION page_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	new_row jsonb;
	old_row jsonb;
	ids uuid[];
BEGIN
	IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
	IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
	IF new_row IS NOT DISTINCT FROM old_row THEN
		RETURN NULL;
	END IF;
	IF TG_ARGV[0] = 'site' THEN
		IF current_setting('page_versions.site_bumped', true) = 'yes' THEN
			RETURN NULL;
		END IF;
		PERFORM set_config('page_versions.site_bumped', 'yes', true);
		ids := ARRAY['00000000-0000-0000-0000-000000000000'::uuid];
	ELSE
		ids := ARRAY[(new_row ->> TG_ARGV[0])::uuid, (old_row ->> TG_ARGV[0])::uuid];
		IF TG_NARGS > 1 AND TG_ARGV[1] = 'profile' THEN
			ids := ARRAY(SELECT user_id FROM company_profiles WHERE id = ANY (ids));
		END IF;
	END IF;
	INSERT INTO page_versions AS v (user_id, version)
	SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL
	ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
	RETURN NULL;
END $$;
-- +goose StatementEnd

-- page_versions_watch(table, arguments...) gives a table its trigger: a deferred
-- constraint trigger for ('site'), a plain row trigger otherwise.
-- +goose StatementBegin
CREATE FUNCTION page_versions_watch(tbl regclass, VARIADIC args text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	list text := (SELECT string_agg(quote_literal(a), ', ') FROM unnest(args) AS a);
BEGIN
	IF args[1] = 'site' THEN
		EXECUTE format('CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON %s
			DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump(%s)', tbl, list);
	ELSE
		EXECUTE format('CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON %s
			FOR EACH ROW EXECUTE FUNCTION page_versions_bump(%s)', tbl, list);
	END IF;
END $$;
-- +goose StatementEnd

SELECT page_versions_watch('audit_log', 'site'), page_versions_watch('site_suggestions', 'user_id');

-- +goose Down
DROP TRIGGER page_versions ON site_suggestions;
DROP TRIGGER page_versions ON audit_log;
DROP FUNCTION page_versions_watch;
DROP FUNCTION page_versions_bump;
DROP TABLE page_versions;
