-- +goose Up
-- Every version of the points table, kept when it is saved, so the published method can say
-- what changed and when (docs/rating.md, "The published method").
CREATE TABLE green_rating_table_versions (
	version  integer PRIMARY KEY,
	points   jsonb NOT NULL, -- the table as greenRatings
	saved_at timestamptz NOT NULL
);
INSERT INTO green_rating_table_versions (version, points, saved_at)
SELECT version, points, updated_at FROM green_rating_table WHERE id = 1;

-- +goose Down
DROP TABLE green_rating_table_versions;
