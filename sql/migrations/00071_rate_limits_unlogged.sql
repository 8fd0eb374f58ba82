-- +goose Up
-- Rate-limit counters are written on every counted request (the public API's on every call):
-- they need no crash safety, so they skip the write-ahead log and the disk flush of each
-- commit. After a crash of PostgreSQL (or on a replica promoted in a failover) the counters
-- start again from zero, which lets a client a little more, once (docs/conventions.md,
-- "Rate limits").
ALTER TABLE rate_limits SET UNLOGGED;

-- +goose Down
ALTER TABLE rate_limits SET LOGGED;
