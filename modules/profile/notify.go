package profile

import (
	"context"

	"github.com/google/uuid"
)

// Review is a review decision to tell the company about.
type Review struct {
	ProfileID   uuid.UUID
	UserID      uuid.UUID
	CompanyName string
	Approved    bool
	Reason      string // the rejection reason, shown to the company
}

// Notifier tells a company about a review decision (by email). Declared here, where it is
// used; the mail module supplies it.
type Notifier interface {
	ProfileReviewed(ctx context.Context, r Review) error
}
