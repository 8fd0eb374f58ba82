-- name: InsertProfileFile :exec
INSERT INTO profile_files (key, profile_id, kind, name, content_type, size, created_at)
VALUES (@key, @profile_id, @kind, @name, @content_type, @size, @now);

-- name: ListProfileFiles :many
SELECT * FROM profile_files WHERE profile_id = @profile_id ORDER BY created_at;
