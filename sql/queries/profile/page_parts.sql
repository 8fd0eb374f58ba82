-- name: MarkPagePartsStale :one
-- A change of the company's public face (docs/profile.md, "Company page sections"): its kept
-- parts are dropped and the build that follows carries the new gen. A profile that no longer
-- exists has none (no row).
INSERT INTO company_page_parts (profile_id)
SELECT id FROM company_profiles WHERE id = @profile_id
ON CONFLICT (profile_id) DO UPDATE SET gen = company_page_parts.gen + 1, parts = NULL, record = NULL, built_at = NULL
RETURNING gen;

-- name: KeepPageParts :execrows
-- A build's parts, kept only if no change marked the row since the build read its gen, with
-- the snapshot as text.
UPDATE company_page_parts k SET parts = @parts, format = @format, built_at = @now::timestamptz,
	record = (SELECT p.published_record::json FROM company_profiles p WHERE p.id = k.profile_id)
WHERE k.profile_id = @profile_id AND k.gen = @gen;

-- name: ListPagePartsToBuild :many
-- Listed profiles whose parts are missing, of another @format, or older than @built_before
-- (a deploy's new texts, a change whose mark was lost), or whose page drawn at the build is
-- missing, of another @drawn format (a deploy) or no longer holds at @now ('' draws none),
-- after @after in id order: the sweep's batch.
SELECT p.id, coalesce(k.gen, 0)::bigint AS gen
FROM company_profiles p LEFT JOIN company_page_parts k ON k.profile_id = p.id
WHERE p.status = 'approved' AND p.published AND p.id > @after
	AND (k.parts IS NULL OR k.format <> @format OR k.built_at < @built_before::timestamptz
		OR @drawn::text <> '' AND NOT EXISTS (SELECT 1 FROM company_page_drawn d WHERE d.profile_id = p.id AND d.gen = k.gen
			AND d.format = @drawn::text AND d.until > @now::timestamptz))
ORDER BY p.id
LIMIT @max_rows;

-- name: KeepDrawnPage :exec
-- A build's drawing of the page in @lang, kept only while the parts' row is still at the
-- build's gen; a drawing of a later build is never replaced by an earlier one's.
INSERT INTO company_page_drawn (profile_id, lang, gen, format, table_version, until, title, description, html, live)
SELECT @profile_id, @lang, @gen, @format, @table_version, @until::timestamptz, @title, @description, @html::text[], @live
WHERE EXISTS (SELECT 1 FROM company_page_parts k WHERE k.profile_id = @profile_id AND k.gen = @gen)
ON CONFLICT (profile_id, lang) DO UPDATE SET gen = excluded.gen, format = excluded.format,
	table_version = excluded.table_version, until = excluded.until, title = excluded.title,
	description = excluded.description, html = excluded.html, live = excluded.live
WHERE company_page_drawn.gen <= excluded.gen;
