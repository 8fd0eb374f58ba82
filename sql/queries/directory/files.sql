-- name: InsertServiceFile :exec
INSERT INTO service_files (key, profile_id, kind, width, height, created_at)
VALUES (@key, @profile_id, @kind, @width, @height, @now);

-- name: ListOwnedServiceFiles :many
-- The files among keys that the company uploaded: a form may only point at these.
SELECT * FROM service_files WHERE profile_id = @profile_id AND key = ANY(@keys::text[]);

-- name: DeleteServiceFile :exec
DELETE FROM service_files WHERE key = @key AND profile_id = @profile_id;

-- name: ListUnusedServiceFiles :many
-- Uploads no service points at any more (a form left unsaved, a failed save), old enough
-- that no form still in someone's browser will send them.
SELECT f.key, f.profile_id FROM service_files f
WHERE f.created_at < @before
	AND NOT EXISTS (
		SELECT 1 FROM services s WHERE s.company_profile_id = f.profile_id
			AND (s.logo_key = f.key OR s.price_list_key = f.key
				OR s.pictures @> jsonb_build_array(jsonb_build_object('key', f.key))))
ORDER BY f.created_at LIMIT 500;

-- name: ListServiceFileKeys :many
SELECT key FROM service_files WHERE profile_id = @profile_id;

-- name: ServiceFileExists :one
-- Whether a stored file is one of the services' (their price lists are public).
SELECT EXISTS (SELECT 1 FROM service_files WHERE key = @key);
