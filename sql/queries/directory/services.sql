-- name: InsertService :one
INSERT INTO services (company_profile_id, name, logo_key, industry, category, url, instagram_url, facebook_url,
	linkedin_url, description, explanation, tags, pictures, price_link, price_list_key, created_at, updated_at)
VALUES (@company_profile_id, @name, @logo_key, @industry, @category, @url, @instagram_url, @facebook_url,
	@linkedin_url, @description, @explanation, @tags, @pictures, @price_link, @price_list_key, @now, @now)
RETURNING id, company_profile_id, version, published, name, logo_key, industry, category, url, instagram_url, facebook_url, linkedin_url, description, explanation, tags, pictures, price_link, price_list_key, created_at, updated_at, published_at;

-- name: UpdateService :one
-- Only when nobody saved since the editor read version.
UPDATE services SET name = @name, logo_key = @logo_key, industry = @industry, category = @category, url = @url,
	instagram_url = @instagram_url, facebook_url = @facebook_url, linkedin_url = @linkedin_url,
	description = @description, explanation = @explanation, tags = @tags, pictures = @pictures,
	price_link = @price_link, price_list_key = @price_list_key, version = version + 1, updated_at = @now
WHERE id = @id AND company_profile_id = @company_profile_id AND version = @version
RETURNING id, company_profile_id, version, published, name, logo_key, industry, category, url, instagram_url, facebook_url, linkedin_url, description, explanation, tags, pictures, price_link, price_list_key, created_at, updated_at, published_at;

-- name: SetServicePublished :one
UPDATE services SET published = @published, version = version + 1, updated_at = @now,
	published_at = CASE WHEN @published::boolean AND NOT published THEN @now ELSE published_at END
WHERE id = @id AND company_profile_id = @company_profile_id AND version = @version
RETURNING id, company_profile_id, version, published, name, logo_key, industry, category, url, instagram_url, facebook_url, linkedin_url, description, explanation, tags, pictures, price_link, price_list_key, created_at, updated_at, published_at;

-- name: DeleteService :one
DELETE FROM services WHERE id = @id AND company_profile_id = @company_profile_id AND version = @version
RETURNING id, company_profile_id, version, published, name, logo_key, industry, category, url, instagram_url, facebook_url, linkedin_url, description, explanation, tags, pictures, price_link, price_list_key, created_at, updated_at, published_at;

-- name: GetService :one
SELECT id, company_profile_id, version, published, name, logo_key, industry, category, url, instagram_url, facebook_url, linkedin_url, description, explanation, tags, pictures, price_link, price_list_key, created_at, updated_at, published_at FROM services WHERE id = @id;

-- name: ListCompanyServices :many
-- Every service of a company, drafts too: for its owner.
SELECT id, company_profile_id, version, published, name, logo_key, industry, category, url, instagram_url, facebook_url, linkedin_url, description, explanation, tags, pictures, price_link, price_list_key, created_at, updated_at, published_at FROM services WHERE company_profile_id = @company_profile_id ORDER BY created_at, id;

-- name: CountCompanyServices :one
SELECT count(*)::int FROM services WHERE company_profile_id = @company_profile_id;

-- name: ListPublicCompanyServices :many
-- The public services of a listed company, oldest first.
SELECT s.id, s.name, s.logo_key, s.industry, s.category, s.description
FROM services s JOIN directory_companies dc ON dc.profile_id = s.company_profile_id AND dc.listed
WHERE s.company_profile_id = @company_profile_id AND s.published
ORDER BY s.created_at, s.id;

-- name: CopyServices :copyfrom
-- Bulk load (the benchmark's load-test set).
INSERT INTO services (company_profile_id, published, name, logo_key, industry, category, url, description,
	explanation, tags, pictures, price_link, created_at, updated_at, published_at)
VALUES (@company_profile_id, @published, @name, @logo_key, @industry, @category, @url, @description,
	@explanation, @tags, @pictures, @price_link, @created_at, @updated_at, @published_at);

-- name: ListCompaniesWithServices :many
-- The companies that have a service (the load-test set skips them).
SELECT DISTINCT company_profile_id FROM services;
