-- The admins' services (docs/directory.md, "Administration"); their list is built from the
-- filters that are set (modules/directory/admin_services_sql.go).

-- name: GetServiceOwner :one
-- The account that owns a company's services.
SELECT cp.user_id, coalesce(u.email, '')::text AS email
FROM company_profiles cp LEFT JOIN users u ON u.id = cp.user_id
WHERE cp.id = @profile_id;

-- name: LockService :one
-- The service, locked for an admin's action on it.
SELECT id, company_profile_id, version, published, name FROM services WHERE id = @id FOR UPDATE;

-- name: TakeDownService :one
UPDATE services SET published = false, version = version + 1, updated_at = @now
WHERE id = @id
RETURNING version;

-- name: InsertTakedown :exec
INSERT INTO service_takedowns (service_id, reason, actor_id, at) VALUES (@service_id, @reason, @actor_id, @now)
ON CONFLICT (service_id) DO UPDATE SET reason = excluded.reason, actor_id = excluded.actor_id, at = excluded.at,
	edited_at = NULL;

-- name: GetTakedown :one
SELECT t.service_id, t.reason, t.at, t.edited_at, coalesce(u.email, '')::text AS actor_email
FROM service_takedowns t LEFT JOIN users u ON u.id = t.actor_id
WHERE t.service_id = @service_id;

-- name: ListCompanyTakedowns :many
-- The takedowns of a company's services, for its owner.
SELECT t.service_id, t.reason, t.at, t.edited_at
FROM service_takedowns t JOIN services s ON s.id = t.service_id
WHERE s.company_profile_id = @company_profile_id;

-- name: LockTakedown :one
SELECT service_id, edited_at FROM service_takedowns WHERE service_id = @service_id FOR UPDATE;

-- name: MarkTakedownEdited :exec
-- The owner saved the service since it was taken down: it may publish it again.
UPDATE service_takedowns SET edited_at = @now::timestamptz WHERE service_id = @service_id AND edited_at IS NULL;

-- name: DeleteTakedown :exec
DELETE FROM service_takedowns WHERE service_id = @service_id;
