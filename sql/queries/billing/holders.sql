-- name: ListOpenMemberships :many
-- Every account's current plan other than Free (an open membership period).
SELECT user_id, plan_key FROM billing_memberships WHERE ended_at IS NULL ORDER BY user_id;
