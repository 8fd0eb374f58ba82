package account

import (
	"context"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// The data export (docs/accounts.md, "Your data"): everything the site holds about a signed-in
// user and its company, as one JSON file. The account gives its own part; every other module
// adds its part through OnExport at wiring, so the account imports none of them.

// ExportHook answers a module's part of a user's export.
type ExportHook func(ctx context.Context, userID uuid.UUID) (any, error)

type exportPart struct {
	name string
	f    ExportHook
}

// OnExport registers a module's part of the export under name. Call it at wiring time.
func (s *Service) OnExport(name string, f ExportHook) {
	s.exports = append(s.exports, exportPart{name, f})
}

// AccountExport is the account's own part: who the user is and how it signs in, never a
// secret (no password hash, no token, no factor's key).
type AccountExport struct {
	ID            uuid.UUID        `json:"id"`
	Email         string           `json:"email"`
	DisplayName   string           `json:"displayName"`
	CompanyName   string           `json:"companyName"`
	Roles         []string         `json:"roles"`
	EmailVerified bool             `json:"emailVerified"`
	HasPassword   bool             `json:"hasPassword"`
	SecondFactors []string         `json:"secondFactors"`
	SMSPhone      string           `json:"smsPhone"` // the SMS factor's number; "" without one
	Identities    []LinkedIdentity `json:"linkedIdentities"`
	APITokens     []APITokenExport `json:"apiTokens"`
	SignIns       []SignIn         `json:"signIns"`
}

// APITokenExport is a token as the export lists it: its name and dates, not its secret.
type APITokenExport struct {
	Name       string     `json:"name"`
	Hint       string     `json:"hint"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
	ExpiresAt  time.Time  `json:"expiresAt"`
}

// Export is everything the site holds about the user: its account and each module's part.
func (s *Service) Export(ctx context.Context, userID uuid.UUID) (map[string]any, error) {
	id, err := s.Identity(ctx, userID)
	if err != nil {
		return nil, err
	}
	a := AccountExport{ID: id.ID, Email: id.Email, DisplayName: id.DisplayName, CompanyName: id.CompanyName,
		Roles: id.Roles, EmailVerified: id.EmailVerified, HasPassword: id.HasPassword,
		SecondFactors: []string{}, Identities: []LinkedIdentity{}, APITokens: []APITokenExport{}}
	if a.Roles == nil {
		a.Roles = []string{}
	}
	mfa, err := s.MFA(ctx, userID)
	if err != nil {
		return nil, err
	}
	a.SecondFactors = append(a.SecondFactors, mfa.Kinds...)
	if a.SMSPhone, err = s.SMSPhone(ctx, userID); err != nil {
		return nil, err
	}
	ids, err := s.Identities(ctx, userID)
	if err != nil {
		return nil, err
	}
	a.Identities = append(a.Identities, ids...)
	tokens, err := s.APITokens(ctx, userID)
	if err != nil {
		return nil, err
	}
	for _, t := range tokens {
		a.APITokens = append(a.APITokens, APITokenExport{Name: t.Name, Hint: t.Hint, CreatedAt: t.CreatedAt,
			LastUsedAt: t.LastUsedAt, ExpiresAt: t.ExpiresAt})
	}
	if a.SignIns, err = s.SignIns(ctx, userID, 1000); err != nil {
		return nil, err
	}
	out := map[string]any{"exportedAt": s.now().UTC(), "account": a}
	for _, p := range s.exports {
		part, err := p.f(ctx, userID)
		if err != nil {
			return nil, err
		}
		out[p.name] = part
	}
	return out, nil
}

// GET /user/profile/export.json: the signed-in user's data, as a download.
func (h *Handler) exportData(c fiber.Ctx) error {
	ctx := c.Context()
	data, err := h.Service.Export(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	c.Set(fiber.HeaderContentDisposition, `attachment; filename="green-connect-data-`+h.Service.now().UTC().Format(time.DateOnly)+`.json"`)
	return c.JSON(data)
}
