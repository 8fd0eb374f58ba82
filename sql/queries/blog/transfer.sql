-- name: MoveCompanyPosts :exec
-- A company moved to another account (docs/blog.md, "A company's new owner"): its posts,
-- and those of the draft it replaces, are the new owner's, under the company.
UPDATE blog_posts SET user_id = @user_id, profile_id = @profile_id
WHERE profile_id = @profile_id OR profile_id = @replaced_id;

-- name: MoveCompanyFiles :exec
-- The covers of the draft a company replaces follow their posts into the company.
UPDATE blog_files SET profile_id = @profile_id WHERE profile_id = @replaced_id;
