-- +goose Up
-- A one-word search walks its start's first entries in the listing's order, from the word
-- tables' listing index (docs/directory.md, "Search at any size"), in a statement planned
-- once for any word. That plan is made from the estimate of a start's entries, which
-- ANALYZE takes as the table's rows over its distinct starts: a few hundred, on average,
-- where the starts people search ("sol", "ene", "gre") hold thousands. Planned for a few
-- hundred, reading them all through a bitmap and sorting them looked as cheap as walking
-- the index in order, and a sample of the statistics could tip it: 2,670 entries read for
-- "solar" where the walk reads 201. Starts are counted as 200, so a start is expected to
-- hold many entries, as the searched ones do, and the walk is the plan.
ALTER TABLE service_words ALTER COLUMN word SET (n_distinct = 200);
ALTER TABLE company_words ALTER COLUMN word SET (n_distinct = 200);
ANALYZE service_words, company_words;

-- +goose Down
ALTER TABLE service_words ALTER COLUMN word RESET (n_distinct);
ALTER TABLE company_words ALTER COLUMN word RESET (n_distinct);
ANALYZE service_words, company_words;
