-- name: ListReports :many
SELECT id, year, source, updated_at FROM vsme_reports WHERE profile_id = $1 ORDER BY year DESC;

-- name: GetReportByYear :one
SELECT * FROM vsme_reports WHERE profile_id = $1 AND year = $2;

-- name: GetReportByID :one
SELECT * FROM vsme_reports WHERE id = $1;

-- name: ListReportData :many
SELECT year, data FROM vsme_reports WHERE profile_id = $1 ORDER BY year DESC;

-- name: UpsertReport :one
INSERT INTO vsme_reports (profile_id, year, data, source)
VALUES ($1, $2, $3, $4)
ON CONFLICT (profile_id, year) DO UPDATE SET data = EXCLUDED.data, source = EXCLUDED.source, updated_at = now(),
	version = vsme_reports.version + 1
RETURNING id;

-- name: DeleteReport :execrows
DELETE FROM vsme_reports WHERE profile_id = $1 AND year = $2;

-- name: InsertImport :one
INSERT INTO vsme_imports (profile_id, filename, source, data, issues) VALUES ($1, $2, $3, $4, $5) RETURNING id;

-- name: GetImport :one
SELECT * FROM vsme_imports WHERE id = $1 AND profile_id = $2;

-- name: DeleteImport :execrows
DELETE FROM vsme_imports WHERE id = $1 AND profile_id = $2;

-- name: DeleteOldImports :execrows
DELETE FROM vsme_imports WHERE profile_id = $1 AND created_at < $2;

-- name: InsertReportIfAbsent :one
-- A year's first save from a form: no row when another save created the year meanwhile.
INSERT INTO vsme_reports (profile_id, year, data, source) VALUES ($1, $2, $3, 'form')
ON CONFLICT (profile_id, year) DO NOTHING
RETURNING version;

-- name: UpdateReportAtVersion :one
-- A form's save: no row when the report moved past the version the form was filled from.
UPDATE vsme_reports SET data = $3, version = version + 1, updated_at = now()
WHERE profile_id = $1 AND year = $2 AND version = $4
RETURNING version;
