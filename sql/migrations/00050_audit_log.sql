-- +goose Up
-- The audit log: every action an admin or moderator takes, written in the transaction of the
-- change it records (docs/audit.md). Rows are only ever added. actor_id is not a foreign key:
-- the platform's migrations come before the accounts table, and an entry outlives its actor.
CREATE TABLE audit_log (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at           timestamptz NOT NULL,
    actor_id     uuid,                  -- NULL: the system or a command line without an account
    actor_label  text NOT NULL,         -- the actor's email when it acted, as read later
    action       text NOT NULL,         -- "<module>.<noun>.<verb>": profile.review.approve
    object_type  text NOT NULL,         -- "profile", "user", "post", "service", "plan"...
    object_id    text NOT NULL,
    object_label text NOT NULL DEFAULT '',
    before       jsonb,
    after        jsonb,
    note         text NOT NULL DEFAULT '', -- the reason given, if any
    request_id   text NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_object ON audit_log (object_type, object_id, at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_action ON audit_log (action);

-- +goose Down
DROP TABLE audit_log;
