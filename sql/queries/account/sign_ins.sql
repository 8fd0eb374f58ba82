-- name: CreateSignIn :one
INSERT INTO sign_ins (user_id, at, method, factor, user_agent, browser, network, ip_hash)
VALUES (@user_id, @at, @method, @factor, @user_agent, @browser, @network, @ip_hash)
RETURNING id;

-- name: PruneSignIns :execrows
-- An account keeps its newest sign-ins only (docs/accounts.md, "Sign-in history").
DELETE FROM sign_ins s
WHERE s.user_id = @user_id
  AND (s.at < @before::timestamptz
       OR s.id NOT IN (SELECT k.id FROM sign_ins k WHERE k.user_id = @user_id
                       ORDER BY k.at DESC, k.id DESC LIMIT @keep::int));

-- name: ListSignIns :many
SELECT * FROM sign_ins WHERE user_id = @user_id ORDER BY at DESC, id DESC LIMIT @max;

-- name: DeleteOldSignIns :execrows
DELETE FROM sign_ins WHERE at < @before::timestamptz;
