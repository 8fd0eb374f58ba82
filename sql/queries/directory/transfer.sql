-- name: MoveDraftServices :exec
-- A company replaced its new owner's draft (docs/directory.md, "A company's new owner"): the
-- draft's services, and the files they may point at, join the company.
UPDATE services SET company_profile_id = @profile_id WHERE company_profile_id = @replaced_id;

-- name: MoveDraftServiceFiles :exec
UPDATE service_files SET profile_id = @profile_id WHERE profile_id = @replaced_id;
