package db

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// InTx runs fn in a transaction on pool: committed when fn returns nil, rolled back when it
// returns an error or panics. Bind a module's queries to it with q.WithTx(tx), and hand tx
// to what must happen with the change or not at all (a job: Jobs.InsertTx, a mail:
// Mailer.SendTx). This is the one way to run a transaction (docs/conventions.md).
func InTx(ctx context.Context, pool *pgxpool.Pool, fn func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, pool, fn)
}
