-- +goose Up
-- A service an admin unpublished, with the reason its owner reads (docs/directory.md,
-- "Administration"). The row stays while the service is down: the owner may publish again
-- once it has edited the service since (edited_at), and that publish deletes the row.
CREATE TABLE service_takedowns (
	service_id uuid PRIMARY KEY REFERENCES services(id) ON DELETE CASCADE,
	reason     text NOT NULL,
	actor_id   uuid REFERENCES users(id),
	at         timestamptz NOT NULL,
	edited_at  timestamptz -- the owner's first save since the takedown
);

-- +goose Down
DROP TABLE service_takedowns;
