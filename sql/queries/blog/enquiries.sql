-- name: CreateEnquiry :one
INSERT INTO blog_enquiries (post_id, sender_id, position, other, subject, message, created_at)
VALUES (@post_id, @sender_id, @position, @other, @subject, @message, @now)
RETURNING *;

-- name: ListEnquiriesForProfile :many
SELECT e.id, e.post_id, e.sender_id, e.position, e.other, e.subject, e.message, e.created_at, p.title AS post_title
FROM blog_enquiries e JOIN blog_posts p ON p.id = e.post_id
WHERE p.profile_id = @profile_id
ORDER BY e.created_at DESC
LIMIT 200;

-- name: ExportEnquiries :many
-- The data export: the enquiries a user sent and those its company's posts received.
SELECT e.id, e.post_id, p.title AS post_title, e.position, e.other, e.subject, e.message, e.created_at,
	(e.sender_id = @user_id)::boolean AS sent
FROM blog_enquiries e JOIN blog_posts p ON p.id = e.post_id
WHERE e.sender_id = @user_id OR p.profile_id = @profile_id
ORDER BY e.created_at DESC;
