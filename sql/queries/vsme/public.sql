-- name: UpsertPublicFigures :exec
INSERT INTO vsme_public_figures (profile_id, year, show_intensity, show_renewable, ghg_intensity, renewable_share,
	industry, country, size_class, currency)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
ON CONFLICT (profile_id, year) DO UPDATE SET show_intensity = EXCLUDED.show_intensity,
	show_renewable = EXCLUDED.show_renewable, ghg_intensity = EXCLUDED.ghg_intensity,
	renewable_share = EXCLUDED.renewable_share, industry = EXCLUDED.industry, country = EXCLUDED.country,
	size_class = EXCLUDED.size_class, currency = EXCLUDED.currency, updated_at = now();

-- name: DeletePublicFigures :execrows
DELETE FROM vsme_public_figures WHERE profile_id = $1 AND year = $2;

-- name: GetPublicFigures :one
SELECT * FROM vsme_public_figures WHERE profile_id = $1 AND year = $2;

-- name: UpdatePublicValues :execrows
-- A saved report moves its shown figures.
UPDATE vsme_public_figures SET ghg_intensity = $3, renewable_share = $4, currency = $5, updated_at = now()
WHERE profile_id = $1 AND year = $2
	AND (ghg_intensity IS DISTINCT FROM $3 OR renewable_share IS DISTINCT FROM $4 OR currency IS DISTINCT FROM $5);

-- name: ListPublishedFigures :many
-- Each company's latest year with a figure shown, only the figures it chose to show.
SELECT DISTINCT ON (profile_id) profile_id, year, show_intensity, ghg_intensity, show_renewable, renewable_share,
	industry, country, size_class, currency
FROM vsme_public_figures
WHERE (show_intensity AND ghg_intensity IS NOT NULL) OR (show_renewable AND renewable_share IS NOT NULL)
ORDER BY profile_id, year DESC;

-- name: GetCompanyPublishedFigures :many
-- A company's row of ListPublishedFigures (none, or one): its latest year with a figure
-- shown, read through the primary key, for its public page.
SELECT profile_id, year, show_intensity, ghg_intensity, show_renewable, renewable_share,
	industry, country, size_class, currency
FROM vsme_public_figures
WHERE profile_id = @profile_id
	AND ((show_intensity AND ghg_intensity IS NOT NULL) OR (show_renewable AND renewable_share IS NOT NULL))
ORDER BY year DESC
LIMIT 1;
