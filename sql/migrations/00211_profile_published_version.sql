-- +goose Up
-- The version of the working copy that the published snapshot was taken from. A reviewer's
-- decision names it (the review form carries it), so a republish while the reviewer looks
-- is not approved unseen: the decision then matches no row and answers a conflict.
-- Snapshots taken before this column existed are named by the current version, which is
-- what the review page shows from now on.
ALTER TABLE company_profiles ADD COLUMN published_version integer;
UPDATE company_profiles SET published_version = version WHERE published_record IS NOT NULL;

-- +goose Down
ALTER TABLE company_profiles DROP COLUMN published_version;
