-- +goose Up
-- The listings' GIN indexes take a change's entries straight into the index instead of a
-- pending list (docs/directory.md, "Search at any size"). With the list (the default), the
-- entries of rows a change moved wait there, unsorted, until a vacuum or 4 MB of them, and
-- every search reads the whole list besides the index: after the directory's refresh moved
-- 3,000 of the 20,000 companies, `/directory?q=green&country=DE` spent 1.09 ms of
-- PostgreSQL a view instead of 0.25 (132 pages of list), 1,500 req/s instead of 4,600, until
-- autovacuum came. A change now costs its rows' entries written into the index, a search
-- only the index.
ALTER INDEX services_search_idx SET (fastupdate = off);
ALTER INDEX services_tags_idx SET (fastupdate = off);
ALTER INDEX services_sdgs_idx SET (fastupdate = off);
ALTER INDEX directory_companies_filtered_search_idx SET (fastupdate = off);
ALTER INDEX directory_companies_sdgs_idx SET (fastupdate = off);
ALTER INDEX blog_posts_search_idx SET (fastupdate = off);
-- What the lists hold now goes into the indexes (turning fastupdate off leaves it there).
SELECT gin_clean_pending_list(c.oid) FROM pg_class c
WHERE c.relname IN ('services_search_idx', 'services_tags_idx', 'services_sdgs_idx',
	'directory_companies_filtered_search_idx', 'directory_companies_sdgs_idx', 'blog_posts_search_idx');

-- +goose Down
ALTER INDEX services_search_idx RESET (fastupdate);
ALTER INDEX services_tags_idx RESET (fastupdate);
ALTER INDEX services_sdgs_idx RESET (fastupdate);
ALTER INDEX directory_companies_filtered_search_idx RESET (fastupdate);
ALTER INDEX directory_companies_sdgs_idx RESET (fastupdate);
ALTER INDEX blog_posts_search_idx RESET (fastupdate);
