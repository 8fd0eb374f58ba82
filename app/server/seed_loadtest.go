package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/google/uuid"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/blog"
	"greenconnect/modules/profile"
)

// Load-test set (benchmarks, never production): LoadTestCompanies listed companies with
// LoadTestServicesEach services each, and LoadTestMembers accounts that sign in (password
// DemoPassword, a draft profile each) for the signed-in traffic of scripts/loadtest.
const (
	LoadTestCompanies    = 2000
	LoadTestServicesEach = 5
	LoadTestMembers      = 32
)

// LoadTestMemberEmail is the address of load-test member i (0 ≤ i < LoadTestMembers).
func LoadTestMemberEmail(i int) string { return fmt.Sprintf("member%02d@loadtest.example", i) }

// loadTestTemplates is how many load-test companies are made through the modules'
// services; the others are copies of them (profile.CloneForLoadTest), so any size loads
// in seconds.
const loadTestTemplates = 60

// SeedLoadTest loads the load-test set: companies listed companies, the first
// loadTestTemplates through the modules' own services (accounts without passwords: nobody
// signs in as them; profiles saved, published and approved by the demo admin), the
// others copied from those in bulk, one Green Room post a company (written by the first
// ones), the members, then about services services in bulk.
// Idempotent: companies already made are skipped, and so are companies that have
// services. Returns the services made.
func (s *Server) SeedLoadTest(ctx context.Context, companies, services int) (int, error) {
	// The demo data once: run again, its services step would give every listed load-test
	// company demo services one by one.
	admin, err := s.Modules.Accounts.ByEmail(ctx, DemoAdminEmail)
	if err != nil {
		if err := s.SeedDemo(ctx); err != nil {
			return 0, err
		}
		if admin, err = s.Modules.Accounts.ByEmail(ctx, DemoAdminEmail); err != nil {
			return 0, err
		}
	}
	templates := min(companies, loadTestTemplates)
	jobs := make(chan int)
	errs := make(chan error, 1)
	var wg sync.WaitGroup
	for range 4 { // a few at once: each company is a handful of small transactions
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if err := s.loadTestCompany(ctx, i, admin.ID); err != nil {
					select {
					case errs <- fmt.Errorf("load-test company %d: %w", i, err):
					default:
					}
				}
			}
		}()
	}
	for i := range templates {
		select {
		case err := <-errs:
			close(jobs)
			wg.Wait()
			return 0, err
		case jobs <- i:
		}
	}
	close(jobs)
	wg.Wait()
	select {
	case err := <-errs:
		return 0, err
	default:
	}
	authors := make([]blog.LoadTestAuthor, templates)
	for i := range templates {
		u, err := s.Modules.Accounts.ByEmail(ctx, loadTestCompanyEmail(i))
		if err != nil {
			return 0, err
		}
		authors[i].UserID = u.ID
		if authors[i].ProfileID, err = s.Modules.Profiles.ProfileIDForUser(ctx, u.ID); err != nil {
			return 0, err
		}
	}
	if companies > templates {
		ids := make([]uuid.UUID, templates)
		for i, a := range authors {
			ids[i] = a.ProfileID
		}
		names := profile.LoadTestNames{Words: loadWords, Nouns: loadNouns, Countries: loadCountries}
		if _, err := s.Modules.Profiles.CloneForLoadTest(ctx, ids, names, templates, companies-1); err != nil {
			return 0, err
		}
	}
	// One post a company, written by the first companies in turn.
	if _, err := s.Modules.Blog.SeedLoadTest(ctx, authors, companies); err != nil {
		return 0, err
	}
	hash, err := demoPasswordHash()
	if err != nil {
		return 0, err
	}
	for i := range LoadTestMembers {
		name := fmt.Sprintf("Member Company %02d", i)
		id, err := s.Modules.Accounts.Create(ctx, account.NewUser{Email: LoadTestMemberEmail(i), PasswordHash: hash,
			DisplayName: name, CompanyName: name, Verified: true})
		if errors.Is(err, account.ErrEmailTaken) {
			continue
		}
		if err != nil {
			return 0, err
		}
		if _, err := s.Modules.Profiles.ProfileIDForUser(ctx, id); err != nil {
			return 0, err
		}
	}
	return s.Modules.Directory.SeedLoadTest(ctx, services)
}

// loadTestCompanyEmail is the address of load-test company i.
func loadTestCompanyEmail(i int) string { return fmt.Sprintf("company%04d@loadtest.example", i) }

var (
	loadWords     = []string{"Green", "Blue", "River", "Solar", "Forest", "Circle", "North", "Clear", "Terra", "Wind", "Oak", "Bright"}
	loadNouns     = []string{"Works", "Labs", "Partners", "Systems", "Group", "Collective", "Energy", "Studio", "Logistics", "Foods"}
	loadCountries = []string{"RO", "FR", "DE", "GB", "ES", "IT", "NL", "PL", "SE", "DK", "IE", "PT", "AT", "BE", "CZ",
		"FI", "NO", "CH", "US", "CA", "BR", "ZA", "IN", "CN", "JP", "AU", "NZ", "MX", "KE", "SG"}
	// loadAnswers are section answers by rating level, from Green Starter to Champion.
	loadAnswers = []map[string]string{
		{},
		{"sustainabilityGoals": "DEFINED", "environmentalPolicies": "DEFINED"},
		{"co2Accounting": "DEFINED", "sustainabilityGoals": "DEFINED", "environmentalInitiatives": "DEFINED",
			"environmentalPolicies": "DEFINED", "sustainabilityTraining": "DEFINED"},
		{"sustainabilityESGReport": "DEFINED"},
		{"environmentalAccreditations": "DEFINED", "sustainabilityGoals": "DEFINED", "environmentalPolicies": "DEFINED"},
	}
)

// loadTestCompany makes company i, listed, unless it exists.
func (s *Server) loadTestCompany(ctx context.Context, i int, reviewer uuid.UUID) error {
	name := fmt.Sprintf("%s %s %04d", loadWords[i%len(loadWords)], loadNouns[(i/len(loadWords))%len(loadNouns)], i)
	email := loadTestCompanyEmail(i)
	userID, err := s.Modules.Accounts.Create(ctx, account.NewUser{Email: email, DisplayName: name, CompanyName: name, Verified: true})
	if errors.Is(err, account.ErrEmailTaken) {
		return nil
	}
	if err != nil {
		return err
	}
	profiles := s.Modules.Profiles
	id, err := profiles.ProfileIDForUser(ctx, userID)
	if err != nil {
		return err
	}
	in := reference.Industries[i%len(reference.Industries)]
	employees := 5 + i%500
	company, _ := json.Marshal(profile.Company{CompanyName: name, About: "A load-test company in " + in.Key + ".",
		City: "City " + fmt.Sprint(i%97), Country: loadCountries[i%len(loadCountries)], Industry: in.Key,
		Sector: in.Sectors[i%len(in.Sectors)], Website: fmt.Sprintf("https://company%04d.example", i),
		EmployeeCount: &employees, ServiceProvider: i%3 == 0})
	patch := profile.Patch{Version: 1, Company: company, Sections: map[string]json.RawMessage{}}
	for key, stage := range loadAnswers[i%len(loadAnswers)] {
		detail := map[string]any{"description": "Evidence of " + key + "."}
		if key == "environmentalAccreditations" {
			detail["accreditation"] = "others"
		}
		patch.Sections[key], _ = json.Marshal(map[string]any{"status": stage, "details": []any{detail}})
	}
	owner := &web.User{ID: userID}
	rec, err := profiles.Save(ctx, id, owner, patch)
	if err != nil {
		return err
	}
	if _, err := profiles.Publish(ctx, id, owner, rec.Version); err != nil {
		return err
	}
	return profiles.Approve(ctx, id, reviewer, rec.Version)
}
