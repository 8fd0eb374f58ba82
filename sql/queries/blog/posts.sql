-- name: CreatePost :one
INSERT INTO blog_posts (profile_id, user_id, internal_title, title, content, summary, cover_key, category, published,
	published_at, created_at, updated_at)
VALUES (@profile_id, @user_id, @internal_title, @title, @content, @summary::text, @cover_key, @category, @published,
	CASE WHEN @published::boolean THEN @now::timestamptz END, @now, @now)
RETURNING id, profile_id, user_id, version, internal_title, title, content, cover_key, category, published, published_at, hidden, hidden_reason, hidden_at, created_at, updated_at;

-- name: UpdatePost :one
-- The post as the form saved it, if nobody saved since the form's version. A post keeps
-- its first publication time (the week it counts for) when published again.
UPDATE blog_posts SET internal_title = @internal_title, title = @title, content = @content,
	summary = @summary::text, cover_key = @cover_key, category = @category, published = @published,
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

-- The Green Room's listing is built from its filters (modules/blog/posts_sql.go).

-- name: CopyLoadTestPosts :copyfrom
-- Bulk load (the benchmark's load-test set).
INSERT INTO blog_posts (profile_id, user_id, title, content, summary, category, published, published_at, created_at, updated_at)
VALUES (@profile_id, @user_id, @title, @content, @summary, @category, @published, @published_at, @created_at, @updated_at);

-- name: CountPostsBy :one
-- The posts the users wrote (the load-test set is made once).
SELECT count(*)::int FROM blog_posts WHERE user_id = ANY(@user_ids::uuid[]);

-- name: ListCompanyPosts :many
-- A company's latest public posts. Its values are hidden from the planner (docs/conventions.md,
-- "Plans the same for every value"): one plan serves every company.
SELECT id, profile_id, title, (CASE WHEN summary IS NULL THEN content ELSE '' END)::text AS content, summary,
	cover_key, category, published_at
FROM blog_posts
WHERE profile_id = (SELECT @profile_id::uuid) AND published AND NOT hidden
ORDER BY published_at DESC, id
LIMIT (SELECT @max_rows::int);

-- name: ListPublishedPostTimes :many
-- When a company's posts went out since a time (its Green Room weeks), by the company: a
-- page that knows only the company's id reads them with its other parts, before its row
-- (docs/blog.md, "Green Room points"). One plan serves every company, as ListCompanyPosts,
-- on the same index.
SELECT published_at::timestamptz FROM blog_posts
WHERE profile_id = (SELECT @profile_id::uuid) AND published AND NOT hidden AND published_at >= (SELECT @since::timestamptz)
ORDER BY published_at;

-- name: CountPublishedPosts :one
SELECT count(*) FROM blog_posts WHERE user_id = @user_id AND published AND NOT hidden;

-- name: InsertBlogFile :one
-- A cover stored for the company (docs/blog.md, "Covers"): the form names it by this id.
INSERT INTO blog_files (key, profile_id, created_at) VALUES (@key, @profile_id, @now)
RETURNING id;

-- name: GetOwnBlogFile :one
-- One of the company's covers by its id; another company's is no row.
SELECT key FROM blog_files WHERE id = @id AND profile_id = @profile_id;

-- name: GetBlogFileIDOfKey :one
SELECT id FROM blog_files WHERE key = @key AND profile_id = @profile_id;

-- name: DropBlogFile :one
-- Forgets one of the company's files (a cover, an image in a post) that no post shows any
-- more; the caller deletes the stored file only when a row came back, so the blog never
-- deletes a file it does not own.
DELETE FROM blog_files f WHERE f.key = @key AND f.profile_id = @profile_id
	AND NOT EXISTS (SELECT 1 FROM blog_posts p WHERE p.cover_key = f.key
		OR (p.profile_id = f.profile_id AND strpos(p.content, '/media/' || f.key) > 0))
RETURNING f.key;

-- name: ListBlogFileKeysOfUser :many
-- Every cover of the user's company, shown or not: deleted with the account.
SELECT f.key FROM blog_files f JOIN company_profiles p ON p.id = f.profile_id WHERE p.user_id = @user_id;

-- name: ListUnusedBlogFiles :many
-- Covers no post shows (an editor left unsaved, a cover replaced before saving), old
-- enough that no form still open will send them.
SELECT f.key, f.profile_id FROM blog_files f
WHERE f.created_at < @before AND NOT EXISTS (SELECT 1 FROM blog_posts p WHERE p.cover_key = f.key
	OR (p.profile_id = f.profile_id AND strpos(p.content, '/media/' || f.key) > 0))
ORDER BY f.created_at LIMIT 500;

-- name: ListOwnBlogFileKeys :many
-- Which of these keys are the company's files: the images a post of its may show
-- (docs/blog.md, "Images in posts").
SELECT key FROM blog_files WHERE profile_id = @profile_id AND key = ANY(@keys::text[]);

-- name: AnalyzePosts :exec
-- Fresh statistics after a bulk load, for the listing's plans, and the tables vacuumed: every
-- page marked visible, so a walk of post_words' index reads the index alone (an index-only
-- scan), as the directory's load does (AnalyzeListings).
VACUUM (ANALYZE) blog_posts, post_words;

-- name: ListUnsummarizedPosts :many
-- Posts written before summaries were kept (migration 01010), a batch at a time.
SELECT id, version, content FROM blog_posts WHERE summary IS NULL ORDER BY id LIMIT @max_rows::int;

-- name: SetPostSummaries :execrows
-- The summaries made of the posts' contents (ids, the versions read and summaries side by
-- side), each where the post is still the version it was made of and has none (a save in
-- between bumped the version and wrote its own). One statement a batch: the table's
-- statement triggers run once. Version and times stay: an author's open form stays current.
UPDATE blog_posts p SET summary = s.summary
FROM (SELECT unnest(@ids::uuid[]) AS id, unnest(@versions::int[]) AS version,
	unnest(@summaries::text[]) AS summary) AS s
WHERE p.id = s.id AND p.version = s.version AND p.summary IS NULL;
