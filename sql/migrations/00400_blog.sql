-- +goose Up
-- Blog module (The Green Room, docs/blog.md): the companies' posts, the reports on them,
-- the enquiries sent to their authors, and the marquee's headlines. A post belongs to its
-- company's profile (deleting the company deletes its posts) and names the user who wrote it,
-- whose published posts the Green Room rule counts.
CREATE TABLE blog_posts (
	id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	profile_id     uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	user_id        uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	version        integer NOT NULL DEFAULT 1,
	internal_title text NOT NULL DEFAULT '',
	title          text NOT NULL,
	content        text NOT NULL,
	cover_key      text NOT NULL DEFAULT '',
	category       text NOT NULL,
	published      boolean NOT NULL DEFAULT false,
	published_at   timestamptz, -- the first publication: the week the post counts for
	hidden         boolean NOT NULL DEFAULT false,
	hidden_reason  text NOT NULL DEFAULT '',
	hidden_at      timestamptz,
	created_at     timestamptz NOT NULL DEFAULT now(),
	updated_at     timestamptz NOT NULL DEFAULT now(),
	search         tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('simple', gc_unaccent(title)), 'A') ||
		setweight(to_tsvector('simple', gc_unaccent(content)), 'B')
	) STORED
);
CREATE INDEX blog_posts_author_idx ON blog_posts (profile_id, created_at DESC);
CREATE INDEX blog_posts_user_idx ON blog_posts (user_id, published_at) WHERE published AND NOT hidden;
-- The Green Room's order: newest first, public posts only.
CREATE INDEX blog_posts_public_idx ON blog_posts (published_at DESC, id) WHERE published AND NOT hidden;
CREATE INDEX blog_posts_category_idx ON blog_posts (category, published_at DESC, id) WHERE published AND NOT hidden;
CREATE INDEX blog_posts_search_idx ON blog_posts USING gin (search) WHERE published AND NOT hidden;

-- One report per user per post; a moderator's decision resolves the open ones.
CREATE TABLE blog_reports (
	post_id     uuid NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
	reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	reason      text NOT NULL,
	other       text NOT NULL DEFAULT '',
	message     text NOT NULL DEFAULT '',
	created_at  timestamptz NOT NULL DEFAULT now(),
	resolved_at timestamptz,
	PRIMARY KEY (post_id, reporter_id)
);
CREATE INDEX blog_reports_open_idx ON blog_reports (created_at) WHERE resolved_at IS NULL;

-- Enquiries about business posts, kept for the author's list.
CREATE TABLE blog_enquiries (
	id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	post_id    uuid NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
	sender_id  uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	position   text NOT NULL,
	other      text NOT NULL DEFAULT '',
	subject    text NOT NULL,
	message    text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_enquiries_post_idx ON blog_enquiries (post_id, created_at DESC);

-- The marquee's headlines, one text per language (a headline per line).
CREATE TABLE blog_marquee (
	lang       text PRIMARY KEY CHECK (lang IN ('en', 'fr', 'ro', 'zh')),
	headlines  text NOT NULL DEFAULT '',
	updated_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE blog_marquee;
DROP TABLE blog_enquiries;
DROP TABLE blog_reports;
DROP TABLE blog_posts;
