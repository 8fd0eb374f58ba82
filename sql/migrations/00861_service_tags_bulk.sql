-- +goose Up
-- service_tags_changed joins the statement's old and new rows, transition tables the planner
-- knows nothing of: a bulk update (every service's copy of its company after a load) was
-- planned as a nested loop over both, minutes for 20,000 services. A hash join reads each
-- once (docs/directory.md, "Listings at any size").
ALTER FUNCTION service_tags_changed() SET enable_nestloop = off;

-- +goose Down
ALTER FUNCTION service_tags_changed() RESET enable_nestloop;
