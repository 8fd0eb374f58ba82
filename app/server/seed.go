package server

import (
	"context"
	"errors"

	"github.com/google/uuid"

	"greenconnect/modules/account"
)

// Demo sign-ins (README, "The two commands"). Development only: production refuses demo data.
const (
	DemoAdminEmail   = "admin@example.com"
	DemoCompanyEmail = "demo@example.com"
	DemoPassword     = "greenconnect-demo"
)

// SeedDemo loads the demo data. It is idempotent: what exists is left alone.
func (s *Server) SeedDemo(ctx context.Context) error {
	users := []account.NewUser{
		{Email: DemoAdminEmail, Password: DemoPassword, DisplayName: "Ada Admin", Verified: true,
			Roles: []string{account.RoleAdmin}},
		{Email: DemoCompanyEmail, Password: DemoPassword, DisplayName: "Dana Demo",
			CompanyName: "Evergreen Demo Ltd", Verified: true},
	}
	for _, u := range users {
		if _, err := s.Modules.Accounts.Create(ctx, u); err != nil && !errors.Is(err, account.ErrEmailTaken) {
			return err
		}
	}
	admin, err := s.Modules.Accounts.ByEmail(ctx, DemoAdminEmail)
	if err != nil {
		return err
	}
	if err := s.Modules.Profiles.SeedDemo(ctx, s.demoAccount, DemoCompanyEmail, admin.ID); err != nil {
		return err
	}
	return s.seedServices(ctx)
}

// demoAccount finds or makes a verified demo company account (password DemoPassword).
func (s *Server) demoAccount(ctx context.Context, email, company string) (uuid.UUID, error) {
	id, err := s.Modules.Accounts.Create(ctx, account.NewUser{Email: email, Password: DemoPassword,
		DisplayName: company, CompanyName: company, Verified: true})
	if errors.Is(err, account.ErrEmailTaken) {
		u, err := s.Modules.Accounts.ByEmail(ctx, email)
		return u.ID, err
	}
	return id, err
}

// seedServices gives the listed demo companies their services (after their profiles).
func (s *Server) seedServices(ctx context.Context) error {
	demo, err := s.Modules.Accounts.ByEmail(ctx, DemoCompanyEmail)
	if err != nil {
		return err
	}
	profileID, err := s.Modules.Profiles.ProfileIDForUser(ctx, demo.ID)
	if err != nil {
		return err
	}
	_, err = s.Modules.Directory.SeedDemo(ctx, profileID)
	return err
}
