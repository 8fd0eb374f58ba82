-- +goose Up
-- Directory module: the companies' services (the marketplace) and the search table of the
-- green directory. Text search uses the 'simple' configuration over unaccented text: it
-- does no stemming, so it treats English, French, Romanian and Chinese alike (a word or a
-- word prefix matches; "énergie" and "energie" are the same word). A per-language
-- configuration would need the language of each text, which nobody enters.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could change); generated columns and index
-- expressions need IMMUTABLE. Naming the dictionary makes this wrapper safe to mark so.
-- +goose StatementBegin
CREATE FUNCTION gc_unaccent(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
-- +goose StatementEnd

-- array_to_string is STABLE for arrays of any type; for text[] it cannot change.
-- +goose StatementBegin
CREATE FUNCTION gc_words(text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT array_to_string($1, ' ') $$;
-- +goose StatementEnd

-- One row per company profile, copied from the profile module's public Listing (through
-- its OnChange hook and a periodic refresh, since ratings also change with time). The
-- directory and the marketplace read companies only from here.
CREATE TABLE directory_companies (
	profile_id       uuid PRIMARY KEY REFERENCES company_profiles(id) ON DELETE CASCADE,
	company_name     text NOT NULL DEFAULT '',
	about            text NOT NULL DEFAULT '',
	city             text NOT NULL DEFAULT '',
	country          text NOT NULL DEFAULT '',
	industry         text NOT NULL DEFAULT '',
	sector           text NOT NULL DEFAULT '',
	website          text NOT NULL DEFAULT '',
	logo_url         text NOT NULL DEFAULT '',
	service_provider boolean NOT NULL DEFAULT false,
	status           text NOT NULL DEFAULT 'draft',
	published        boolean NOT NULL DEFAULT false,
	listed           boolean NOT NULL DEFAULT false, -- approved and published
	total            integer NOT NULL DEFAULT 0,
	level            text NOT NULL DEFAULT 'none',
	stars            integer NOT NULL DEFAULT 0,
	active           boolean NOT NULL DEFAULT false, -- every rated section answered
	verified_at      timestamptz,
	synced_at        timestamptz NOT NULL DEFAULT now(),
	search           tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('simple', gc_unaccent(company_name)), 'A') ||
		setweight(to_tsvector('simple', gc_unaccent(city)), 'B') ||
		setweight(to_tsvector('simple', gc_unaccent(about)), 'C')
	) STORED
);
CREATE INDEX directory_companies_search_idx ON directory_companies USING gin (search) WHERE listed;
CREATE INDEX directory_companies_rank_idx ON directory_companies (total DESC, company_name, profile_id) WHERE listed;
CREATE INDEX directory_companies_country_idx ON directory_companies (country) WHERE listed;

-- A company's services (docs/directory.md). Public when published and the company is listed;
-- the owner sees and previews all of its own.
CREATE TABLE services (
	id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	company_profile_id uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	version            integer NOT NULL DEFAULT 1,
	published          boolean NOT NULL DEFAULT false,
	name               text NOT NULL,
	logo_key           text NOT NULL DEFAULT '',
	industry           text NOT NULL,              -- sector_industry before the hyphen (profile industry key)
	category           text NOT NULL,              -- after the hyphen (directory category key)
	url                text NOT NULL DEFAULT '',
	instagram_url      text NOT NULL DEFAULT '',
	facebook_url       text NOT NULL DEFAULT '',
	linkedin_url       text NOT NULL DEFAULT '',
	description        text NOT NULL DEFAULT '',
	explanation        text NOT NULL DEFAULT '',
	tags               text[] NOT NULL DEFAULT '{}',
	pictures           jsonb NOT NULL DEFAULT '[]', -- ordered [{key, width, height}]
	price_link         text NOT NULL DEFAULT '',
	price_list_key     text NOT NULL DEFAULT '',
	has_prices         boolean GENERATED ALWAYS AS (price_link <> '' OR price_list_key <> '') STORED,
	-- The company's public state, copied with its directory row, so a listing page filters
	-- and sorts on this table alone (and stops after ten rows of an index).
	company_listed     boolean NOT NULL DEFAULT false,
	company_total      integer NOT NULL DEFAULT 0,
	company_country    text NOT NULL DEFAULT '',
	company_active     boolean NOT NULL DEFAULT false,
	company_provider   boolean NOT NULL DEFAULT false,
	created_at         timestamptz NOT NULL DEFAULT now(),
	updated_at         timestamptz NOT NULL DEFAULT now(),
	published_at       timestamptz,
	search             tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('simple', gc_unaccent(name)), 'A') ||
		setweight(to_tsvector('simple', gc_unaccent(gc_words(tags))), 'B') ||
		setweight(to_tsvector('simple', gc_unaccent(description)), 'C') ||
		setweight(to_tsvector('simple', gc_unaccent(explanation)), 'D')
	) STORED
);
CREATE INDEX services_company_idx ON services (company_profile_id, created_at);
-- The marketplace's order, for its public services.
CREATE INDEX services_listing_idx ON services (company_total DESC, published_at DESC, id) WHERE published AND company_listed;
CREATE INDEX services_search_idx ON services USING gin (search) WHERE published AND company_listed;
CREATE INDEX services_tags_idx ON services USING gin (tags) WHERE published AND company_listed;
CREATE INDEX services_category_idx ON services (category, company_total DESC) WHERE published AND company_listed;

-- Files uploaded for services (logos, pictures, price lists). A service may only point at
-- files its company uploaded, which this table proves; it also keeps images' sizes so
-- the pages can give width and height.
CREATE TABLE service_files (
	key        text PRIMARY KEY,
	profile_id uuid NOT NULL REFERENCES company_profiles(id) ON DELETE CASCADE,
	kind       text NOT NULL,
	width      integer NOT NULL DEFAULT 0,
	height     integer NOT NULL DEFAULT 0,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_files_profile_idx ON service_files (profile_id);

-- +goose Down
DROP TABLE service_files;
DROP TABLE services;
DROP TABLE directory_companies;
DROP FUNCTION gc_words(text[]);
DROP FUNCTION gc_unaccent(text);
