-- +goose Up
-- The rating's history (docs/profile.md, "Rating history"): each published rating, with the
-- points table version that made it and each section's answer and points, so a step can say
-- what changed (an answer, a time rule, the points table).
CREATE TABLE rating_history (
	id            bigserial PRIMARY KEY,
	profile_id    uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	at            timestamptz NOT NULL,
	cause         text NOT NULL CHECK (cause IN ('publish', 'table')),
	total         integer NOT NULL,
	level         text NOT NULL,
	active        boolean NOT NULL,
	table_version integer NOT NULL,
	sections      jsonb NOT NULL -- {"<section key>": {"stage": "...", "points": n}}
);
CREATE INDEX rating_history_profile_idx ON rating_history (profile_id, at, id);

-- +goose Down
DROP TABLE rating_history;
