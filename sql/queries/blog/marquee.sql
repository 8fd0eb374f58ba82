-- name: ListMarquee :many
SELECT * FROM blog_marquee ORDER BY lang;

-- name: SaveMarquee :exec
INSERT INTO blog_marquee (lang, headlines, updated_at) VALUES (@lang, @headlines, @now)
ON CONFLICT (lang) DO UPDATE SET headlines = EXCLUDED.headlines, updated_at = EXCLUDED.updated_at;

-- name: LockMarquee :exec
-- A marquee save holds this until it commits: saves take turns.
SELECT pg_advisory_xact_lock(hashtext('blog_marquee'));
