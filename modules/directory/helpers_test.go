package directory_test

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
)

// company describes a test company's public profile.
type company struct {
	Name, Country, Industry, City, About string
	Provider                             bool
	Status                               string            // approved (default), pending, rejected, draft
	Unpublished                          bool              // approved, then unpublished
	Planning                             bool              // answers one section PLANNING (its points expire)
	Sections                             map[string]string // more answers, as the record's JSON by section key
}

// makeCompany makes an account whose profile goes through the profile module's lifecycle
// (save, publish, review) to the state described, and returns the account and profile ids.
func makeCompany(t *testing.T, app *apptest.App, email string, c company) (userID, profileID uuid.UUID) {
	t.Helper()
	ctx := context.Background()
	profiles := app.Server.Modules.Profiles
	userID = app.CreateUser(email)
	owner := &web.User{ID: userID}
	profileID, err := profiles.ProfileIDForUser(ctx, userID)
	require.NoError(t, err)
	in, ok := reference.IndustryByKey(c.Industry)
	require.True(t, ok, c.Industry)
	employees := 10
	if c.City == "" {
		c.City = "Somewhere"
	}
	if c.About == "" {
		c.About = "What " + c.Name + " does."
	}
	body, _ := json.Marshal(profile.Company{CompanyName: c.Name, About: c.About, City: c.City, Country: c.Country,
		Industry: c.Industry, Sector: in.Sectors[0], Website: "https://example.com", EmployeeCount: &employees,
		ServiceProvider: c.Provider})
	patch := profile.Patch{Version: 1, Company: body, Sections: map[string]json.RawMessage{}}
	if c.Planning {
		planned := app.Clock.Now().AddDate(0, 1, 0).Format(time.DateOnly)
		patch.Sections[profile.KeyGoals] = json.RawMessage(`{"status":"PLANNING","plannedFor":"` + planned + `"}`)
	}
	for key, raw := range c.Sections {
		patch.Sections[key] = json.RawMessage(raw)
	}
	rec, err := profiles.Save(ctx, profileID, owner, patch)
	require.NoError(t, err)
	if c.Status == "draft" {
		return userID, profileID
	}
	_, err = profiles.Publish(ctx, profileID, owner, rec.Version)
	require.NoError(t, err)
	switch c.Status {
	case "", "approved":
		require.NoError(t, profiles.Approve(ctx, profileID, moderator(t, app), rec.Version))
		if c.Unpublished {
			unpublish(t, app, userID, profileID)
		}
	case "rejected":
		reject(t, app, moderator(t, app), profileID)
	}
	drain(t, app)
	return userID, profileID
}

// drain works the jobs the changes queued: the directory's copy follows the profiles.
func drain(t *testing.T, app *apptest.App) {
	t.Helper()
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
}

// unpublish takes the company's profile off the public pages, as its owner does.
func unpublish(t *testing.T, app *apptest.App, owner, profileID uuid.UUID) {
	t.Helper()
	_, err := app.Server.Modules.Profiles.Unpublish(context.Background(), profileID, &web.User{ID: owner})
	require.NoError(t, err)
	drain(t, app)
}

// reject is a reviewer's refusal (or withdrawal of an approval).
func reject(t *testing.T, app *apptest.App, reviewer, profileID uuid.UUID) {
	t.Helper()
	profiles := app.Server.Modules.Profiles
	seen, err := profiles.ReviewRecord(context.Background(), profileID)
	require.NoError(t, err)
	require.NoError(t, profiles.Reject(context.Background(), profileID, reviewer, seen.PublishedVersion(), "Please add evidence.", nil))
	drain(t, app)
}

// moderator is a new staff member, never the company's owner: nobody decides their own
// company (docs/account-security.md, "Staff and their own company").
func moderator(t *testing.T, app *apptest.App) uuid.UUID {
	t.Helper()
	return app.CreateUser("moderator-"+uuid.NewString()+"@example.com", account.RoleModerator)
}

// offering is a valid service for tests; change fields as needed.
func offering(name, category string, tags ...string) directory.Offering {
	return directory.Offering{Name: name, Industry: "energy", Category: category, Tags: tags,
		Description: "About " + name, Explanation: "Why " + name + " is green.", URL: "https://example.com/" + url.PathEscape(name)}
}

// addService creates a service for the company, published unless told otherwise.
func addService(t *testing.T, app *apptest.App, profileID uuid.UUID, o directory.Offering, publish bool) directory.Offering {
	t.Helper()
	ctx := context.Background()
	svc := app.Server.Modules.Directory
	created, err := svc.Create(ctx, profileID, o)
	require.NoError(t, err)
	if !publish {
		return created
	}
	published, err := svc.SetPublished(ctx, profileID, created.ID, created.Version, true)
	require.NoError(t, err)
	return published
}
