-- name: CreateReport :execrows
-- One report per user per post: a second is ignored (0 rows).
INSERT INTO blog_reports (post_id, reporter_id, reason, other, message, created_at)
VALUES (@post_id, @reporter_id, @reason, @other, @message, @now)
ON CONFLICT (post_id, reporter_id) DO NOTHING;

-- name: ListReportedPosts :many
-- The queue: posts with open reports (the most reported first by default), or the hidden
-- posts; searched by title, sorted, a page.
SELECT p.id, p.profile_id, p.title, p.hidden, p.hidden_reason, p.published_at, p.updated_at,
	(p.hidden AND p.review_asked_at IS NOT NULL)::boolean AS review_asked,
	count(r.post_id) FILTER (WHERE r.resolved_at IS NULL)::integer AS open_reports
FROM blog_posts p LEFT JOIN blog_reports r ON r.post_id = p.id
WHERE ((@hidden::boolean AND p.hidden) OR (NOT @hidden::boolean AND r.resolved_at IS NULL AND r.post_id IS NOT NULL))
  AND (@q::text = '' OR strpos(lower(p.title), lower(@q)) > 0)
GROUP BY p.id
ORDER BY
  CASE WHEN @sort::text = 'reports' AND NOT @descending::boolean THEN count(r.post_id) FILTER (WHERE r.resolved_at IS NULL) END,
  CASE WHEN @sort::text = 'reports' AND @descending::boolean THEN count(r.post_id) FILTER (WHERE r.resolved_at IS NULL) END DESC,
  CASE WHEN @sort::text = 'title' AND NOT @descending::boolean THEN lower(p.title) END,
  CASE WHEN @sort::text = 'title' AND @descending::boolean THEN lower(p.title) END DESC,
  CASE WHEN @sort::text = 'changed' AND NOT @descending::boolean THEN p.updated_at END,
  CASE WHEN @sort::text = 'changed' AND @descending::boolean THEN p.updated_at END DESC,
  p.updated_at DESC, p.id
LIMIT @lim OFFSET @off;

-- name: CountReportedPosts :one
SELECT count(DISTINCT p.id)::integer FROM blog_posts p LEFT JOIN blog_reports r ON r.post_id = p.id
WHERE ((@hidden::boolean AND p.hidden) OR (NOT @hidden::boolean AND r.resolved_at IS NULL AND r.post_id IS NOT NULL))
  AND (@q::text = '' OR strpos(lower(p.title), lower(@q)) > 0);

-- name: ListReports :many
SELECT * FROM blog_reports WHERE post_id = @post_id ORDER BY created_at DESC;

-- name: SetPostHidden :one
UPDATE blog_posts SET hidden = @hidden, hidden_reason = @hidden_reason, review_asked_at = NULL, review_message = '',
	hidden_at = CASE WHEN @hidden::boolean THEN @now::timestamptz END, updated_at = @now
WHERE id = @id AND (hidden <> @hidden OR (@hidden AND review_asked_at IS NOT NULL)) -- kept hidden after an ask
RETURNING id, profile_id, user_id, version, internal_title, title, content, cover_key, category, published, published_at, hidden, hidden_reason, hidden_at, created_at, updated_at;

-- name: ResolveReports :execrows
UPDATE blog_reports SET resolved_at = @now::timestamptz WHERE post_id = @post_id AND resolved_at IS NULL;

-- name: ExportReports :many
-- The data export: the reports a user filed.
SELECT r.post_id, p.title AS post_title, r.reason, r.other, r.message, r.created_at, r.resolved_at
FROM blog_reports r JOIN blog_posts p ON p.id = r.post_id
WHERE r.reporter_id = @user_id
ORDER BY r.created_at DESC;

-- name: OldestOpenReport :one
-- The staff dashboard's queue: when the oldest open report was made (blog_reports_open_idx).
SELECT created_at FROM blog_reports WHERE resolved_at IS NULL ORDER BY created_at LIMIT 1;

-- name: AskReview :one
-- The author asks for another look at their hidden post, once per hiding (docs/blog.md,
-- "Reporting and moderation"): no row when the post is not theirs, not hidden, or asked
-- already since it was hidden (a decision clears the ask).
UPDATE blog_posts SET review_asked_at = @now::timestamptz, review_message = @message
WHERE id = @id AND profile_id = @profile_id AND hidden AND review_asked_at IS NULL
RETURNING id;

-- name: ListReviewAsks :many
-- The posts asking for another look: of one company (profile_id), or all (NULL).
SELECT id, title, review_asked_at::timestamptz AS asked_at, review_message FROM blog_posts
WHERE hidden AND review_asked_at IS NOT NULL
	AND (sqlc.narg('profile_id')::uuid IS NULL OR profile_id = sqlc.narg('profile_id'))
ORDER BY review_asked_at LIMIT 500;

-- name: CountReviewAsks :one
SELECT count(*)::integer AS n, COALESCE(min(review_asked_at), 'epoch')::timestamptz AS oldest FROM blog_posts
WHERE hidden AND review_asked_at IS NOT NULL;
