-- name: CreateReport :execrows
-- One report per user per post: a second is ignored (0 rows).
INSERT INTO blog_reports (post_id, reporter_id, reason, other, message, created_at)
VALUES (@post_id, @reporter_id, @reason, @other, @message, @now)
ON CONFLICT (post_id, reporter_id) DO NOTHING;

-- name: ListReportedPosts :many
-- The queue: posts with open reports (the most reported first by default), or the hidden
-- posts; searched by title, sorted, a page.
SELECT p.id, p.profile_id, p.title, p.hidden, p.hidden_reason, p.published_at, p.updated_at,
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
UPDATE blog_posts SET hidden = @hidden, hidden_reason = @hidden_reason,
	hidden_at = CASE WHEN @hidden::boolean THEN @now::timestamptz END, updated_at = @now
WHERE id = @id AND hidden <> @hidden
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
