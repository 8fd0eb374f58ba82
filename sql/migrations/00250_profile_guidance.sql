-- +goose Up
-- The wizard's help text of each section as admins rewrote it (profile module; docs/profile.md,
-- "Guidance"): a text per language, where an empty or missing one means the shipped message.
-- version increases with each save, so a save from a stale form is refused instead of
-- overwriting another admin's.
CREATE TABLE profile_guidance (
	section    text PRIMARY KEY,             -- the section's key (sustainabilityGoals...)
	texts      jsonb NOT NULL DEFAULT '{}',  -- language → text
	version    integer NOT NULL DEFAULT 1,
	updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
	updated_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE profile_guidance;
