-- name: DeleteExpiredSessions :execrows
-- scs's own clean-up goroutine runs on every instance; the janitor job runs this once per
-- cluster instead.
DELETE FROM sessions WHERE expiry < now();
