-- name: CloneLoadTestCompanies :execrows
-- The load-test set's companies first..last (benchmarks, never production; docs/profile.md,
-- "Load-test set"): each a verified account and an approved, published profile copied
-- from template (1 + i mod the templates) with its own name, address, country and
-- website, in one statement. Emails already taken are skipped.
WITH src AS MATERIALIZED (
	SELECT i, gen_random_uuid() AS user_id, p.company, p.sections, p.published_record,
		format('%s %s %s', (@words::text[])[1 + i % cardinality(@words::text[])],
			(@nouns::text[])[1 + (i / cardinality(@words::text[])) % cardinality(@nouns::text[])],
			lpad(i::text, greatest(4, length(i::text)), '0')) AS name,
		format('company%s@loadtest.example', lpad(i::text, greatest(4, length(i::text)), '0')) AS email,
		jsonb_build_object('companyName', format('%s %s %s', (@words::text[])[1 + i % cardinality(@words::text[])],
			(@nouns::text[])[1 + (i / cardinality(@words::text[])) % cardinality(@nouns::text[])], lpad(i::text, greatest(4, length(i::text)), '0')),
			'city', 'City ' || (i % 97), 'country', (@countries::text[])[1 + i % cardinality(@countries::text[])],
			'website', format('https://company%s.example', lpad(i::text, greatest(4, length(i::text)), '0')), 'employeeCount', 5 + i % 500) AS fields
	FROM generate_series(@first::int, @last::int) i
	JOIN company_profiles p ON p.id = (@templates::uuid[])[1 + i % cardinality(@templates::uuid[])]
	WHERE NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = format('company%s@loadtest.example', lpad(i::text, greatest(4, length(i::text)), '0')))
), accounts AS (
	INSERT INTO users (id, email, email_verified_at, display_name, company_name)
	SELECT user_id, email, now(), name, name FROM src
)
INSERT INTO company_profiles (user_id, version, status, published, company, sections, published_record,
	published_version, published_at, submitted_at, verified_at)
SELECT user_id, 1, 'approved', true, company || fields, sections,
	jsonb_set(published_record, '{company}', (published_record -> 'company') || fields), 1, now(), now(), now()
FROM src;
