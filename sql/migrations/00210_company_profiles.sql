-- +goose Up
-- Company sustainability profiles (profile module): one per account. The working copy
-- (company, sections) is what the owner edits; published_record is the snapshot taken at
-- the last publish, which is what admins review and the public sees. version increases on
-- every change, so a save from a stale page is refused instead of overwriting.
CREATE TABLE company_profiles (
	id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	user_id             uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
	version             integer NOT NULL DEFAULT 1,
	status              text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'approved', 'rejected')),
	published           boolean NOT NULL DEFAULT false,
	rejection_reason    text NOT NULL DEFAULT '',
	rejected_sections   text[] NOT NULL DEFAULT '{}', -- report sections the reviewer flagged
	company             jsonb NOT NULL DEFAULT '{}',   -- the company profile fields
	sections            jsonb NOT NULL DEFAULT '{}',   -- section key → answer
	published_record    jsonb,                         -- {company, sections} at the last publish
	published_at        timestamptz,
	submitted_at        timestamptz,                   -- when it last went to review
	verified_at         timestamptz,                   -- when an admin last approved it
	walkthrough_done_at timestamptz,                   -- the first-visit walkthrough was closed
	created_at          timestamptz NOT NULL DEFAULT now(),
	updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_profiles_status_idx ON company_profiles (status, submitted_at);

-- Files uploaded for a profile (logo, evidence attachments, price lists). A record may
-- only point at its own files, which this table proves.
CREATE TABLE profile_files (
	key          text PRIMARY KEY,
	profile_id   uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	kind         text NOT NULL,
	name         text NOT NULL DEFAULT '', -- the file's name as uploaded, shown as link text
	content_type text NOT NULL,
	size         bigint NOT NULL,
	created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_files_profile_idx ON profile_files (profile_id);

-- Every review decision, for the admins' history and the company's notice.
CREATE TABLE profile_reviews (
	id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	profile_id  uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	reviewer_id uuid REFERENCES users(id) ON DELETE SET NULL,
	decision    text NOT NULL CHECK (decision IN ('approved', 'rejected')),
	reason      text NOT NULL DEFAULT '',
	created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_reviews_profile_idx ON profile_reviews (profile_id, created_at DESC);

-- +goose Down
DROP TABLE profile_reviews;
DROP TABLE profile_files;
DROP TABLE company_profiles;
