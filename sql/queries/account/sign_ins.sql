-- name: CreateSignIn :one
INSERT INTO sign_ins (user_id, at, method, user_agent, ip_hash)
VALUES (@user_id, @at, @method, @user_agent, @ip_hash)
RETURNING id;

-- name: ListSignIns :many
SELECT * FROM sign_ins WHERE user_id = @user_id ORDER BY at DESC, id DESC LIMIT @max;

-- name: DeleteOldSignIns :execrows
DELETE FROM sign_ins WHERE at < @before::timestamptz;
