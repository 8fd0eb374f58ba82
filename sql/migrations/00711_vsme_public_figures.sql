-- +goose Up
-- The figures of a year's VSME report a company chose to show on its public page, which feed
-- the peer benchmark (docs/vsme.md, "Public figures and the benchmark"). The company's
-- industry, country and size class are kept as they were when the figures were last saved.
CREATE TABLE vsme_public_figures (
	profile_id      uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	year            int NOT NULL CHECK (year BETWEEN 1990 AND 2200),
	show_intensity  boolean NOT NULL DEFAULT false,
	show_renewable  boolean NOT NULL DEFAULT false,
	ghg_intensity   double precision,
	renewable_share double precision,
	industry        text NOT NULL DEFAULT '',
	country         text NOT NULL DEFAULT '',
	size_class      text NOT NULL DEFAULT '',
	updated_at      timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (profile_id, year)
);

-- Public pages (the benchmark, the company's page) show them: the site's version moves.
SELECT page_versions_watch('vsme_public_figures', 'site');

-- +goose Down
DROP TABLE vsme_public_figures;
