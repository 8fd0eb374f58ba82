-- +goose Up
-- Suggestions signed-in people send from the drawer, with the status and answer an admin
-- gives (docs/shell.md, "Suggestions"). user_id and answered_by are not foreign keys: the
-- platform's migrations come before the accounts table. Deleting an account deletes its
-- suggestions (the site's account deletion hook).
CREATE TABLE site_suggestions (
	id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	user_id     uuid NOT NULL,
	subject     text NOT NULL,
	body        text NOT NULL,
	status      text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'planned', 'done', 'declined')),
	answer      text NOT NULL DEFAULT '',
	answered_at timestamptz,
	answered_by uuid,
	version     integer NOT NULL DEFAULT 1,
	created_at  timestamptz NOT NULL,
	updated_at  timestamptz NOT NULL
);
CREATE INDEX site_suggestions_user_idx ON site_suggestions (user_id, created_at DESC);
CREATE INDEX site_suggestions_created_idx ON site_suggestions (created_at DESC, id);

-- +goose Down
DROP TABLE site_suggestions;
