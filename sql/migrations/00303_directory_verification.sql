-- +goose Up
-- Green Verification marks copied with the listing (docs/directory.md): the directory card,
-- the badge's JSON and the "verified" filter read them here.
ALTER TABLE directory_companies
	ADD COLUMN validated_at timestamptz,
	ADD COLUMN verified_items integer NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE directory_companies DROP COLUMN verified_items, DROP COLUMN validated_at;
