package profile

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Review is a review decision to tell the company about.
type Review struct {
	ProfileID   uuid.UUID
	UserID      uuid.UUID
	CompanyName string
	Approved    bool
	Reason      string // the rejection reason, shown to the company
}

// Notifier tells a company about a review decision. It is called inside the decision's
// transaction, so a notice goes out exactly when the decision is saved.
type Notifier interface {
	ProfileReviewed(ctx context.Context, tx pgx.Tx, r Review) error
}
