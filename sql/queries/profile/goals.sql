-- name: CountListedCommitments :many
-- How many listed companies work on each UN goal (kind 'sdg') and Global Compact principle
-- (kind 'principle'): the picks of their published goals section when it is live and
-- answered Yes, as the directory's goal filter reads them (docs/profile.md, "SDGs and the UN
-- Global Compact").
SELECT picks.kind::text AS kind, picks.number::integer AS number, count(DISTINCT p.id)::integer AS companies
FROM company_profiles p
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(p.published_record->'sustainabilityGoals'->'details') = 'array'
	THEN p.published_record->'sustainabilityGoals'->'details' ELSE '[]'::jsonb END) AS item(detail)
CROSS JOIN LATERAL (
	SELECT 'sdg' AS kind, g.n::integer AS number
	FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(item.detail->'sdgs') = 'array' THEN item.detail->'sdgs' ELSE '[]'::jsonb END) AS g(n)
	WHERE g.n ~ '^[0-9]{1,2}$'
	UNION ALL
	SELECT 'principle', (c.pick->>'number')::integer
	FROM jsonb_array_elements(CASE WHEN jsonb_typeof(item.detail->'principles') = 'array' THEN item.detail->'principles' ELSE '[]'::jsonb END) AS c(pick)
	WHERE c.pick->>'number' ~ '^[0-9]{1,2}$'
) AS picks
WHERE p.status = 'approved' AND p.published
  AND p.published_record->'sustainabilityGoals'->>'status' = 'DEFINED'
  AND p.published_record->'sustainabilityGoals'->>'visibility' = 'live'
GROUP BY picks.kind, picks.number;
