-- +goose Up
-- A company page's latest posts (docs/blog.md, "Listings at any size"): the company's public
-- posts in the page's order, so the statement reads the few it shows. Without it PostgreSQL
-- either sorted every post of the company (planning that on each view, 0.3 ms) or, with the
-- plan it keeps for any company, walked every company's newest posts until it found the
-- company's: all of them for a company that wrote little, long ago.
CREATE INDEX blog_posts_company_public_idx ON blog_posts (profile_id, published_at DESC, id) WHERE published AND NOT hidden;

-- +goose Down
DROP INDEX blog_posts_company_public_idx;
