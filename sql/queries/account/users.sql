-- name: GetUserByID :one
SELECT * FROM users WHERE id = $1;

-- name: GetUserByEmail :one
SELECT * FROM users WHERE lower(email) = lower(@email::text);

-- name: CreateUser :one
INSERT INTO users (email, password_hash, display_name, company_name, email_verified_at, roles)
VALUES (@email, @password_hash, @display_name, @company_name, @email_verified_at, @roles::text[])
RETURNING *;

-- name: SetUserRoles :exec
UPDATE users SET roles = @roles::text[], updated_at = now() WHERE id = @id;

-- name: SaveUserPrefs :exec
UPDATE users SET prefs = @prefs, updated_at = now() WHERE id = @id;
