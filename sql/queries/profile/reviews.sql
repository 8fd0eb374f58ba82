-- name: InsertReview :exec
INSERT INTO profile_reviews (profile_id, reviewer_id, decision, reason, created_at)
VALUES (@profile_id, @reviewer_id, @decision, @reason, @now);

-- name: ListReviews :many
SELECT * FROM profile_reviews WHERE profile_id = @profile_id ORDER BY created_at DESC LIMIT 20;
