-- +goose Up
-- A sign-in's coarse client (docs/accounts.md, "Sign-in history"): the second factor it
-- passed, the browser family read from the User-Agent and the network (the address's /24 or
-- /64), never the whole address. sign_ins keeps its page-versions trigger (00108).
ALTER TABLE sign_ins
	ADD COLUMN factor  text NOT NULL DEFAULT '',
	ADD COLUMN browser text NOT NULL DEFAULT '',
	ADD COLUMN network text NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE sign_ins DROP COLUMN network, DROP COLUMN browser, DROP COLUMN factor;
