-- +goose Up
-- A report's version for the forms' optimistic locking: every save moves it, and a save made
-- from an older version is refused (docs/vsme.md, "Forms"). The table is watched already
-- (00700_vsme.sql).
ALTER TABLE vsme_reports ADD COLUMN version int NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE vsme_reports DROP COLUMN version;
