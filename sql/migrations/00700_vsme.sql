-- +goose Up
-- VSME module: a company's VSME report per reporting year, the imports waiting for the owner's
-- confirmation, the share links it gives banks and customers and each opening of them
-- (docs/vsme.md).

-- One report a company a reporting year: its facts as JSON (modules/vsme/report.Report).
CREATE TABLE vsme_reports (
	id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	profile_id uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	year       int NOT NULL CHECK (year BETWEEN 1990 AND 2200),
	data       jsonb NOT NULL,
	source     text NOT NULL CHECK (source IN ('template', 'xbrl-json', 'form')),
	created_at timestamptz NOT NULL DEFAULT now(),
	updated_at timestamptz NOT NULL DEFAULT now(),
	UNIQUE (profile_id, year)
);

-- An uploaded file read but not saved yet: nothing is saved until the owner confirms. Old
-- ones are dropped by the janitor's age rule in the service (a day).
CREATE TABLE vsme_imports (
	id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	profile_id uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	filename   text NOT NULL,
	source     text NOT NULL CHECK (source IN ('template', 'xbrl-json')),
	data       jsonb NOT NULL,
	issues     jsonb NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vsme_imports_profile ON vsme_imports (profile_id);

-- A link to one report for a bank or a customer: the token's SHA-256 is kept, never the token.
CREATE TABLE vsme_shares (
	id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	profile_id uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	report_id  uuid NOT NULL REFERENCES vsme_reports(id) ON DELETE CASCADE,
	label      text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
	token_hash bytea NOT NULL UNIQUE,
	expires_at timestamptz NOT NULL,
	revoked_at timestamptz,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vsme_shares_profile ON vsme_shares (profile_id);

-- Each opening of a share link.
CREATE TABLE vsme_share_opens (
	share_id   uuid NOT NULL REFERENCES vsme_shares(id) ON DELETE CASCADE,
	profile_id uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	opened_at  timestamptz NOT NULL DEFAULT now(),
	format     text NOT NULL
);
CREATE INDEX vsme_share_opens_share ON vsme_share_opens (share_id, opened_at DESC);

-- The owner's pages show all four (00080_page_versions.sql).
SELECT
	page_versions_watch('vsme_reports', 'profile_id', 'profile'),
	page_versions_watch('vsme_imports', 'profile_id', 'profile'),
	page_versions_watch('vsme_shares', 'profile_id', 'profile'),
	page_versions_watch('vsme_share_opens', 'profile_id', 'profile');

-- +goose Down
DROP TABLE vsme_share_opens;
DROP TABLE vsme_shares;
DROP TABLE vsme_imports;
DROP TABLE vsme_reports;
