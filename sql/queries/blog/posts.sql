-- name: CreatePost :one
INSERT INTO blog_posts (profile_id, user_id, internal_title, title, content, cover_key, category, published,
	published_at, created_at, updated_at)
VALUES (@profile_id, @user_id, @internal_title, @title, @content, @cover_key, @category, @published,
	CASE WHEN @published::boolean THEN @now::timestamptz END, @now, @now)
RETURNING id, profile_id, user_id, version, internal_title, title, content, cover_key, category, published, published_at, hidden, hidden_reason, hidden_at, created_at, updated_at;

-- name: UpdatePost :one
-- The post as the form saved it, if nobody saved since the form's version. A post keeps
-- its first publication time (the week it counts for) when published again.
UPDATE blog_posts SET internal_title = @internal_title, title = @title, content = @content,
	cover_key = @cover_key, category = @category, published = @published,
	published_at = CASE WHEN @published::boolean THEN coalesce(published_at, @now::timestamptz) ELSE published_at END,
	version = version + 1, updated_at = @now
WHERE id = @id AND profile_id = @profile_id AND version = @version
RETURNING id, profile_id, user_id, version, internal_title, title, content, cover_key, category, published, published_at, hidden, hidden_reason, hidden_at, created_at, updated_at;

-- name: GetPost :one
SELECT id, profile_id, user_id, version, internal_title, title, content, cover_key, category, published, published_at, hidden, hidden_reason, hidden_at, created_at, updated_at FROM blog_posts WHERE id = @id;

-- name: DeletePost :one
DELETE FROM blog_posts WHERE id = @id AND profile_id = @profile_id RETURNING id, profile_id, user_id, version, internal_title, title, content, cover_key, category, published, published_at, hidden, hidden_reason, hidden_at, created_at, updated_at;

-- name: ListOwnPosts :many
SELECT id, profile_id, user_id, version, internal_title, title, content, cover_key, category, published, published_at, hidden, hidden_reason, hidden_at, created_at, updated_at FROM blog_posts WHERE profile_id = @profile_id ORDER BY created_at DESC LIMIT 500;

-- name: BuildPostSearchQuery :one
-- What a person typed, as the text of a tsquery (the same builder as the marketplace's).
SELECT gc_search_query(@typed::text)::text AS query;

-- name: ListPublicPosts :many
-- One page of public posts (published, not hidden), newest first; @query is a
-- BuildPostSearchQuery result, never the typed text.
SELECT id, profile_id, title, content, cover_key, category, published_at
FROM blog_posts
WHERE published AND NOT hidden
	AND (@category::text = '' OR category = @category)
	AND (@query::text = '' OR search @@ (@query::text)::tsquery)
ORDER BY published_at DESC, id
LIMIT @max_rows OFFSET @skip;

-- name: CountPublicPosts :one
SELECT count(*) FROM blog_posts
WHERE published AND NOT hidden
	AND (@category::text = '' OR category = @category)
	AND (@query::text = '' OR search @@ (@query::text)::tsquery);

-- name: ListCompanyPosts :many
-- A company's latest public posts.
SELECT id, profile_id, title, content, cover_key, category, published_at
FROM blog_posts
WHERE profile_id = @profile_id AND published AND NOT hidden
ORDER BY published_at DESC, id
LIMIT @max_rows;

-- name: ListPublishedPostTimes :many
SELECT published_at::timestamptz FROM blog_posts
WHERE user_id = @user_id AND published AND NOT hidden AND published_at >= @since
ORDER BY published_at;

-- name: CountPublishedPosts :one
SELECT count(*) FROM blog_posts WHERE user_id = @user_id AND published AND NOT hidden;

-- name: ListCoverKeysOfUser :many
SELECT cover_key FROM blog_posts WHERE user_id = @user_id AND cover_key <> '';
