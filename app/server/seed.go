package server

import (
	"context"
	"errors"
	"sync"

	"github.com/google/uuid"

	"greenconnect/modules/account"
	"greenconnect/modules/blog"
)

// Demo sign-ins (README, "The two commands"). Development only: production refuses demo data.
const (
	DemoAdminEmail   = "admin@example.com"
	DemoCompanyEmail = "demo@example.com"
	// DemoModeratorEmail works the reported posts and the profile review (docs/blog.md).
	DemoModeratorEmail = "moderator@example.com"
	DemoPassword       = "greenconnect-demo"
)

// demoPasswordHash is DemoPassword hashed once per process (argon2id at the production cost,
// account.HashPassword): every demo account shares it, so seeding does not pay an argon2id
// hash per account and per test app (docs/conventions.md, "Tests").
var demoPasswordHash = sync.OnceValues(func() (string, error) { return account.HashPassword(DemoPassword) })

// SeedDemo loads the demo data. It is idempotent: what exists is left alone.
func (s *Server) SeedDemo(ctx context.Context) error {
	hash, err := demoPasswordHash()
	if err != nil {
		return err
	}
	users := []account.NewUser{
		{Email: DemoAdminEmail, PasswordHash: hash, DisplayName: "Ada Admin", Verified: true,
			Roles: []string{account.RoleAdmin}},
		{Email: DemoCompanyEmail, PasswordHash: hash, DisplayName: "Dana Demo",
			CompanyName: "Evergreen Demo Ltd", Verified: true},
		{Email: DemoModeratorEmail, PasswordHash: hash, DisplayName: "Mo Moderator", Verified: true,
			Roles: []string{account.RoleModerator}},
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
	if err := s.seedServices(ctx); err != nil {
		return err
	}
	return s.seedPosts(ctx)
}

// DemoChampionEmail is the demo company that posts every week: 495 points, Green Champion.
const DemoChampionEmail = "contact@nordlys-energi.example"

// seedPosts gives the demo Green Room its posts (after the profiles): the champion one a
// week for the last 12 weeks, and a few listed companies some each.
func (s *Server) seedPosts(ctx context.Context) error {
	author := func(email string) (blog.DemoAuthor, error) {
		u, err := s.Modules.Accounts.ByEmail(ctx, email)
		if err != nil {
			return blog.DemoAuthor{}, err
		}
		pid, err := s.Modules.Profiles.ProfileIDForUser(ctx, u.ID)
		return blog.DemoAuthor{UserID: u.ID, ProfileID: pid}, err
	}
	champion, err := author(DemoChampionEmail)
	if err != nil {
		return err
	}
	var others []blog.DemoAuthor
	for _, email := range []string{DemoCompanyEmail, "hello@verdant-logistics.example", "team@greenbyte-hosting.example",
		"info@kreislauf-bau.example", "ola@mar-azul.example"} {
		a, err := author(email)
		if err != nil {
			return err
		}
		others = append(others, a)
	}
	_, err = s.Modules.Blog.SeedDemo(ctx, champion, others)
	return err
}

// demoAccount finds or makes a verified demo company account (password DemoPassword).
func (s *Server) demoAccount(ctx context.Context, email, company string) (uuid.UUID, error) {
	hash, err := demoPasswordHash()
	if err != nil {
		return uuid.Nil, err
	}
	id, err := s.Modules.Accounts.Create(ctx, account.NewUser{Email: email, PasswordHash: hash,
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
