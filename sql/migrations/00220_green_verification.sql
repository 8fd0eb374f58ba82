-- +goose Up
-- Green Verification (docs/profile.md, "Green Verification"): what a company asked to have
-- checked, with what it gave, and the admin's decision.
CREATE TABLE verification_requests (
	id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	profile_id    uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	kind          text NOT NULL CHECK (kind IN ('company', 'item')),
	section       text NOT NULL DEFAULT '', -- an item's section key
	item          integer NOT NULL DEFAULT 0, -- an item's place in its section
	registration  text NOT NULL DEFAULT '', -- the company's registration number
	website       text NOT NULL DEFAULT '',
	document      text NOT NULL DEFAULT '', -- a stored file's address
	note          text NOT NULL DEFAULT '', -- what the company adds
	snapshot      jsonb NOT NULL, -- the details or the item as they were when asked
	fingerprint   text NOT NULL, -- of the snapshot: a mark holds while the content keeps it
	status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'refused')),
	decision_note text NOT NULL DEFAULT '',
	decided_by    uuid REFERENCES users(id) ON DELETE SET NULL,
	decided_at    timestamptz,
	created_at    timestamptz NOT NULL,
	updated_at    timestamptz NOT NULL
);
-- One open request per thing asked about.
CREATE UNIQUE INDEX verification_requests_open_idx ON verification_requests (profile_id, kind, section, item)
	WHERE status = 'pending';
CREATE INDEX verification_requests_queue_idx ON verification_requests (status, created_at);

-- The marks in force, read with the profile: {"company": {"at", "fp"}, "items": [{"section",
-- "item", "at", "fp"}]}. A mark shows only while the content still has its fingerprint.
ALTER TABLE company_profiles ADD COLUMN verification_marks jsonb NOT NULL DEFAULT '{}';

-- +goose Down
ALTER TABLE company_profiles DROP COLUMN verification_marks;
DROP TABLE verification_requests;
