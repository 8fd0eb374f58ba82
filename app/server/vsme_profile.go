package server

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/modules/profile"
	"greenconnect/modules/vsme"
)

// vsmeProfileFacts is the seam through which the VSME forms read what the company profile
// already says (docs/vsme.md, "Prefill"): name, country, industry and employees.
func vsmeProfileFacts(profiles *profile.Service) func(context.Context, uuid.UUID) (vsme.ProfileFacts, error) {
	return func(ctx context.Context, userID uuid.UUID) (vsme.ProfileFacts, error) {
		r, err := profiles.OwnRecord(ctx, userID)
		c := r.Company
		return vsme.ProfileFacts{Name: c.CompanyName, Country: c.Country, Industry: c.Industry, Employees: c.EmployeeCount}, err
	}
}
