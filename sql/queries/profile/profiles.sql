-- name: EnsureProfile :exec
INSERT INTO company_profiles (user_id, company, created_at, updated_at)
VALUES (@user_id, @company, @now::timestamptz, @now::timestamptz)
ON CONFLICT (user_id) DO NOTHING;

-- name: GetProfile :one
SELECT * FROM company_profiles WHERE id = @id;

-- name: GetListedProfile :one
-- A listed profile's row, as its public page reads it (docs/profile.md, "The record"): the
-- working copy's company and sections only when no snapshot was published, which the page
-- shows instead (a fifth of the statement's cost, turning them into JSON text), the snapshot
-- as the parts keep it in text; and the page's kept parts in @lang, NULL when none of this
-- @format are built (docs/profile.md, "Company page sections"). When the page drawn at the
-- parts' build in @lang holds (of the @drawn format, under @table_version, until after
-- @now: docs/profile.md, "The page drawn at its build"), the drawing instead of the
-- snapshot and the parts.
SELECT p.id, p.user_id, p.version, p.status, p.published, p.rejection_reason, p.rejected_sections,
	(CASE WHEN p.published_record IS NULL AND d.html IS NULL THEN p.company ELSE '{}' END)::jsonb AS company,
	(CASE WHEN p.published_record IS NULL AND d.html IS NULL THEN p.sections ELSE '{}' END)::jsonb AS sections,
	(CASE WHEN d.html IS NULL THEN coalesce(k.record, p.published_record::json) END)::json AS published_record,
	p.published_at, p.submitted_at, p.verified_at, p.walkthrough_done_at, p.created_at,
	p.updated_at, p.published_version, p.verification_marks,
	(CASE WHEN d.html IS NULL THEN k.parts -> @lang::text END)::jsonb AS page_parts,
	d.html AS drawn, d.title AS drawn_title, d.description AS drawn_description, d.live AS drawn_live
FROM company_profiles p LEFT JOIN company_page_parts k ON k.profile_id = p.id AND k.format = @format
	LEFT JOIN company_page_drawn d ON d.profile_id = p.id AND d.lang = @lang AND k.parts IS NOT NULL
		AND d.gen = k.gen AND d.format = @drawn::text AND d.table_version = @table_version::int
		AND d.until > @now::timestamptz
WHERE p.id = @id AND p.status = 'approved' AND p.published;

-- name: GetProfileByUser :one
SELECT * FROM company_profiles WHERE user_id = @user_id;

-- name: ListProfileIDs :many
SELECT id FROM company_profiles ORDER BY created_at, id;

-- name: ListProfiles :many
SELECT * FROM company_profiles WHERE id = ANY(@ids::uuid[]) ORDER BY created_at, id;

-- name: SaveProfileDraft :one
-- The working copy, only when nobody saved since the editor read version.
UPDATE company_profiles
SET company = @company, sections = @sections, version = version + 1, updated_at = @now::timestamptz
WHERE id = @id AND version = @version
RETURNING *;

-- name: PublishProfile :one
-- Takes the snapshot the public (or first the reviewer) sees. The content version is
-- checked, so what is published is what the person saw; published_version names the
-- snapshot for the reviewer's decision.
UPDATE company_profiles
SET published = true, published_record = @published_record, published_version = @version::integer,
    published_at = @now::timestamptz, status = @status,
    submitted_at = CASE WHEN @status::text = 'pending' AND status <> 'pending' THEN @now::timestamptz ELSE submitted_at END,
    rejection_reason = CASE WHEN @status::text = 'pending' THEN '' ELSE rejection_reason END,
    rejected_sections = CASE WHEN @status::text = 'pending' THEN '{}' ELSE rejected_sections END,
    updated_at = @now::timestamptz
WHERE id = @id AND version = @version
RETURNING *;

-- name: UnpublishProfile :one
UPDATE company_profiles SET published = false, updated_at = @now::timestamptz WHERE id = @id RETURNING *;

-- name: ApproveProfile :one
-- Only the snapshot the reviewer saw (published_version) is approved.
UPDATE company_profiles
SET status = 'approved', verified_at = @now::timestamptz, rejection_reason = '', rejected_sections = '{}', updated_at = @now::timestamptz
WHERE id = @id AND status = 'pending' AND published_version = @published_version::integer
RETURNING *;

-- name: RejectProfile :one
-- Only the snapshot the reviewer saw (published_version) is rejected.
UPDATE company_profiles
SET status = 'rejected', published = false, rejection_reason = @reason, rejected_sections = @rejected_sections::text[],
    updated_at = @now::timestamptz
WHERE id = @id AND status IN ('pending', 'approved') AND published_version = @published_version::integer
RETURNING *;

-- name: ListProfilesByStatus :many
-- The review queue (/admin/profiles): one status, searched by company name, sorted, a page.
SELECT * FROM company_profiles
WHERE status = @status AND (@q::text = '' OR strpos(lower(coalesce(company->>'companyName', '')), lower(@q)) > 0)
ORDER BY
  CASE WHEN @sort::text = 'submitted' AND @descending::boolean THEN submitted_at END DESC NULLS LAST,
  CASE WHEN @sort::text = 'company' AND NOT @descending::boolean THEN lower(company->>'companyName') END,
  CASE WHEN @sort::text = 'company' AND @descending::boolean THEN lower(company->>'companyName') END DESC,
  CASE WHEN @sort::text = 'changed' AND NOT @descending::boolean THEN updated_at END,
  CASE WHEN @sort::text = 'changed' AND @descending::boolean THEN updated_at END DESC,
  submitted_at NULLS LAST, updated_at DESC, id
LIMIT @lim OFFSET @off;

-- name: CountProfilesByStatusSearch :one
SELECT count(*) FROM company_profiles
WHERE status = @status AND (@q::text = '' OR strpos(lower(coalesce(company->>'companyName', '')), lower(@q)) > 0);

-- name: CountProfilesByStatus :many
SELECT status, count(*)::int AS n FROM company_profiles GROUP BY status;

-- name: SetWalkthroughDone :exec
UPDATE company_profiles SET walkthrough_done_at = @now::timestamptz WHERE id = @id AND walkthrough_done_at IS NULL;

-- name: DeleteProfileByUser :exec
-- With the account: its files' rows, reviews and everything other modules hang off the
-- profile go by ON DELETE CASCADE.
DELETE FROM company_profiles WHERE user_id = @user_id;

-- name: OldestPendingProfile :one
-- The staff dashboard's queue: when the profile waiting longest for review was submitted.
SELECT submitted_at FROM company_profiles WHERE status = 'pending'
ORDER BY submitted_at NULLS LAST LIMIT 1;
