-- The admins' companies (docs/profile.md, "Administration: companies").

-- name: ListAdminCompanies :many
-- Every profile with its owner's address, the level of its last published rating ('none'
-- before any) and its plan: billing's holders of a plan other than the free one come in as
-- two arrays of the same length (one lookup per list, never one per row).
WITH plans AS (
	SELECT unnest(@holder_ids::uuid[]) AS user_id, unnest(@holder_plans::text[]) AS plan
), companies AS (
	SELECT p.id, p.user_id, p.status, p.published, p.updated_at,
	       coalesce(p.company->>'companyName', '')::text AS company_name,
	       u.email::text AS owner_email,
	       coalesce(h.level, 'none')::text AS level, coalesce(h.total, 0)::integer AS total,
	       coalesce(pl.plan, @free_plan::text)::text AS plan
	FROM company_profiles p
	JOIN users u ON u.id = p.user_id
	LEFT JOIN LATERAL (
		SELECT r.level, r.total FROM rating_history r WHERE r.profile_id = p.id ORDER BY r.at DESC, r.id DESC LIMIT 1
	) h ON true
	LEFT JOIN plans pl ON pl.user_id = p.user_id
)
SELECT c.id, c.user_id, c.status, c.published, c.updated_at, c.company_name, c.owner_email, c.level, c.total, c.plan
FROM companies c
WHERE (@q::text = '' OR strpos(lower(c.company_name), lower(@q)) > 0 OR strpos(lower(c.owner_email), lower(@q)) > 0)
  AND (@status::text = '' OR c.status = @status)
  AND (@level::text = '' OR c.level = @level)
  AND (@plan::text = '' OR c.plan = @plan)
ORDER BY
  CASE WHEN @sort::text = 'changed' AND NOT @descending::boolean THEN c.updated_at END,
  CASE WHEN @sort::text = 'changed' AND @descending::boolean THEN c.updated_at END DESC,
  CASE WHEN @sort::text = 'company' AND NOT @descending::boolean THEN lower(c.company_name) END,
  CASE WHEN @sort::text = 'company' AND @descending::boolean THEN lower(c.company_name) END DESC,
  CASE WHEN @sort::text = 'owner' AND NOT @descending::boolean THEN lower(c.owner_email) END,
  CASE WHEN @sort::text = 'owner' AND @descending::boolean THEN lower(c.owner_email) END DESC,
  CASE WHEN @sort::text = 'level' AND NOT @descending::boolean THEN c.total END,
  CASE WHEN @sort::text = 'level' AND @descending::boolean THEN c.total END DESC,
  CASE WHEN @sort::text = 'plan' AND NOT @descending::boolean THEN c.plan END,
  CASE WHEN @sort::text = 'plan' AND @descending::boolean THEN c.plan END DESC,
  c.id
LIMIT @lim OFFSET @off;

-- name: CountAdminCompanies :one
WITH plans AS (
	SELECT unnest(@holder_ids::uuid[]) AS user_id, unnest(@holder_plans::text[]) AS plan
), companies AS (
	SELECT p.status, coalesce(p.company->>'companyName', '')::text AS company_name, u.email::text AS owner_email,
	       coalesce(h.level, 'none')::text AS level, coalesce(pl.plan, @free_plan::text)::text AS plan
	FROM company_profiles p
	JOIN users u ON u.id = p.user_id
	LEFT JOIN LATERAL (
		SELECT r.level FROM rating_history r WHERE r.profile_id = p.id ORDER BY r.at DESC, r.id DESC LIMIT 1
	) h ON true
	LEFT JOIN plans pl ON pl.user_id = p.user_id
)
SELECT count(*) FROM companies c
WHERE (@q::text = '' OR strpos(lower(c.company_name), lower(@q)) > 0 OR strpos(lower(c.owner_email), lower(@q)) > 0)
  AND (@status::text = '' OR c.status = @status)
  AND (@level::text = '' OR c.level = @level)
  AND (@plan::text = '' OR c.plan = @plan);

-- name: LastPublishedRating :one
-- The newest step of a profile's rating history: its public rating.
SELECT level, total FROM rating_history WHERE profile_id = @profile_id ORDER BY at DESC, id DESC LIMIT 1;

-- name: LockProfileByUser :one
SELECT * FROM company_profiles WHERE user_id = @user_id FOR UPDATE;

-- name: CreateProfileWith :one
-- A profile made by an admin for an account that has none.
INSERT INTO company_profiles (user_id, company, created_at, updated_at)
VALUES (@user_id, @company, @now::timestamptz, @now::timestamptz)
RETURNING *;

-- name: SetProfileCompany :one
-- An untouched draft named again by an admin (a new version: an open editor is told).
UPDATE company_profiles SET company = @company, version = version + 1, updated_at = @now::timestamptz
WHERE id = @id
RETURNING *;

-- name: DeleteProfile :exec
DELETE FROM company_profiles WHERE id = @id;

-- name: SetProfileOwner :one
-- A transfer: the profile's owner changes; its version stays (the content did not change).
UPDATE company_profiles SET user_id = @user_id, updated_at = @now::timestamptz WHERE id = @id
RETURNING *;
