-- name: OpenMembershipForUpdate :one
SELECT m.* FROM billing_memberships m WHERE m.user_id = @user_id AND m.ended_at IS NULL FOR UPDATE;

-- name: OpenMembership :one
SELECT * FROM billing_memberships WHERE user_id = @user_id AND ended_at IS NULL;

-- name: EndMembership :exec
UPDATE billing_memberships SET ended_at = @now::timestamptz WHERE id = @id AND ended_at IS NULL;

-- name: StartMembership :exec
INSERT INTO billing_memberships (user_id, plan_key, source, subscription_id, granted_by, note, started_at)
VALUES (@user_id, @plan_key, @source, @subscription_id, @granted_by, @note, @now);

-- name: ListMembershipsOf :many
SELECT * FROM billing_memberships WHERE user_id = @user_id ORDER BY started_at DESC, id;

-- name: LockAccount :exec
-- Serialises the plan changes of one company (a webhook job and an admin at once).
INSERT INTO billing_accounts (user_id, updated_at) VALUES (@user_id, @now)
ON CONFLICT (user_id) DO UPDATE SET updated_at = billing_accounts.updated_at;
