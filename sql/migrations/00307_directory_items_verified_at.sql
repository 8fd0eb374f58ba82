-- +goose Up
-- When the newest of a company's verified evidence items was verified (Green Verification,
-- docs/profile.md): the directory card, the badge's JSON and the public API date the
-- verified items as they date the validated details.
ALTER TABLE directory_companies ADD COLUMN items_verified_at timestamptz;

-- +goose Down
ALTER TABLE directory_companies DROP COLUMN items_verified_at;
