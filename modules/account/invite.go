package account

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// InvitationTTL is how long an invitation's link to choose a password works: longer than a
// reset's hour, since the person did not ask for it and may read it days later.
const InvitationTTL = 7 * 24 * time.Hour

// Invitation is the account an admin sets something up for on its owner's behalf (a company
// profile, docs/profile.md, "Administration: companies").
type Invitation struct {
	Identity
	Created bool // the account was made now
	// Link is a path where the owner chooses a password, valid InvitationTTL, for an address
	// nobody has proven (an account made now, or one never verified): it is the password
	// reset's link, so following it also confirms the address. "" for a verified account,
	// and for a disabled one.
	Link string
}

// Invite finds the account of email, or makes it (without a password, not verified, with
// companyName as its sign-up company), inside tx, the caller's change: the account and its
// link exist exactly when the change does. The caller sends the letter with the link. A bad
// address is a 422 on "email".
func (s *Service) Invite(ctx context.Context, tx pgx.Tx, email, companyName string) (Invitation, error) {
	email = strings.TrimSpace(email)
	if m := CheckEmail(email); m != nil {
		return Invitation{}, web.InvalidField("email", m.Key, m.Data)
	}
	q := s.q.WithTx(tx)
	u, err := q.GetUserByEmail(ctx, email)
	var inv Invitation
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		u, err = q.CreateUser(ctx, store.CreateUserParams{Email: email, CompanyName: companyName, Roles: []string{}})
		if isUniqueViolation(err) {
			return Invitation{}, web.Conflict("account.admin.email_taken") // made by someone else meanwhile
		}
		if err != nil {
			return Invitation{}, err
		}
		inv.Created = true
	case err != nil:
		return Invitation{}, err
	}
	inv.Identity = identityOf(u)
	if inv.EmailVerified || inv.Disabled {
		return inv, nil
	}
	token, err := s.issueTokenFor(ctx, q, u.ID, PurposeReset, u.Email, InvitationTTL)
	inv.Link = resetLinkPath(token)
	return inv, err
}
