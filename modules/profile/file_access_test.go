package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
)

// TestPrivateDocumentsAreServedOnlyToTheirOwnerAndStaff: evidence that is not on the public
// face of a listed profile, and verification documents, are served only to the company and
// to staff, never kept by a cache; evidence on the public face is anyone's, and stops being
// served to others the moment it leaves it (docs/profile.md, "Files").
func TestPrivateDocumentsAreServedOnlyToTheirOwnerAndStaff(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, id := listedCompany(t, app, "acme@example.com", "")
	visitor, other, admin, moderator := app.Client(), app.Client(), app.Client(), app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	admin.SignInAs(app.CreateUser("staff@example.com", account.RoleAdmin))
	moderator.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))

	var evidence struct{ URL string }
	res := uploadFile(owner, "attachment", "audit.pdf", pdf)
	require.Equal(t, http.StatusCreated, res.StatusCode, res.Body)
	res.DecodeJSON(&evidence)
	var prices struct{ URL string }
	uploadFile(owner, "pricelist", "prices.png", fixture.PNG(20, 20)).DecodeJSON(&prices)
	require.Regexp(t, `^/media/pricelist/`, prices.URL)

	private := func(when, address string) {
		t.Helper()
		for name, c := range map[string]*apptest.Client{"visitor": visitor, "another company": other} {
			res := c.Get(address)
			require.Equal(t, http.StatusNotFound, res.StatusCode, "%s: %s is not served to a %s", when, address, name)
			require.NotContains(t, res.Body, "%PDF")
		}
		for name, c := range map[string]*apptest.Client{"owner": owner, "admin": admin, "moderator": moderator} {
			res := c.Get(address)
			require.Equal(t, http.StatusOK, res.StatusCode, "%s: %s is served to the %s", when, address, name)
			require.Equal(t, "private, no-store", res.Header.Get("Cache-Control"), "%s: %s", when, name)
		}
	}
	public := func(when, address string) {
		t.Helper()
		res := visitor.Get(address)
		require.Equal(t, http.StatusOK, res.StatusCode, "%s: %s is anyone's", when, address)
		require.Equal(t, "public, no-cache", res.Header.Get("Cache-Control"), "revalidated, so it can stop at once")
	}
	private("uploaded, in no section", evidence.URL)
	private("uploaded, in no section", prices.URL)

	// On the public face of the listed profile: anyone's.
	version := int(getMine(t, owner).num("version"))
	save(t, owner, http.StatusOK, map[string]any{"version": version,
		"co2Accounting":       defined(map[string]any{"attachment": evidence.URL}),
		"sustainableServices": defined(map[string]any{"priceListFile": prices.URL})})
	private("saved, not yet published", evidence.URL)
	res = owner.PostForm("/sustainability-profile/publish", url.Values{"version": {strconv.Itoa(version + 1)}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	public("published in a live section", evidence.URL)
	public("published in a live section", prices.URL)

	// The section shown in the report only, published: private again, at once.
	reportOnly := defined(map[string]any{"attachment": evidence.URL})
	reportOnly["visibility"] = "report"
	save(t, owner, http.StatusOK, map[string]any{"version": version + 1, "co2Accounting": reportOnly})
	public("still on the published snapshot", evidence.URL)
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {strconv.Itoa(version + 2)}})
	private("in a report-only section", evidence.URL)
	public("still live", prices.URL)
	res = owner.PostForm("/sustainability-profile/unpublish", nil)
	require.Less(t, res.StatusCode, 400)
	private("unpublished", prices.URL)

	// A public kind keeps its year of caching.
	var logo struct{ URL string }
	uploadFile(owner, "logo", "logo.png", fixture.PNG(20, 20)).DecodeJSON(&logo)
	res = visitor.Get(logo.URL)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "public, max-age=31536000, immutable", res.Header.Get("Cache-Control"))

	// A file no row holds any more is no one's.
	_, err := app.Pool.Exec(context.Background(), `DELETE FROM profile_files WHERE profile_id = $1 AND kind = 'attachment'`, id)
	require.NoError(t, err)
	require.Equal(t, http.StatusNotFound, owner.Get(evidence.URL).StatusCode)
}

// TestAVerificationDocumentIsServedOnlyToItsCompanyAndStaff: the register extract sent
// with a request for validation is never public, even from a listed profile.
func TestAVerificationDocumentIsServedOnlyToItsCompanyAndStaff(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, id := listedCompany(t, app, "acme@example.com", billing.PlanPremium)
	res := owner.PostMultipart("/sustainability-profile/verification/company",
		url.Values{"registration": {"J12/345/2020"}, "website": {"acme.example"}},
		apptest.File{Field: "document", Name: "register.pdf", Body: pdf})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	var document string
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT document FROM verification_requests WHERE profile_id = $1`, id).Scan(&document))
	require.Regexp(t, `^/media/attachment/`, document)

	require.Equal(t, http.StatusNotFound, app.Client().Get(document).StatusCode, "not to a visitor")
	admin := app.Client()
	admin.SignInAs(app.CreateUser("checker@example.com", account.RoleAdmin))
	res = admin.Get(document)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "private, no-store", res.Header.Get("Cache-Control"))
	require.Equal(t, "attachment", res.Header.Get("Content-Disposition"))
	res = owner.Get(document)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "private, no-store", res.Header.Get("Cache-Control"))
}
