package vsme_test

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/reference"
	"greenconnect/modules/vsme"
)

// Three companies of one industry, country and size show their GHG intensity: the public
// benchmark shows their group (not before the third), each sees where it stands, and a company
// that stops showing its figures takes the group off the cached public page at once.
func TestBenchmark(t *testing.T) {
	app := apptest.New(t)
	industry := reference.Industries[0].Key
	visitor := app.Client()
	var owners []*apptest.Client
	for i, scope1 := range []string{"10", "20", "30"} {
		c := app.Client()
		user := app.CreateUser("peer" + strconv.Itoa(i) + "@example.com")
		c.SignInAs(user)
		require.Equal(t, http.StatusOK, c.Get("/my/vsme").StatusCode)
		_, err := app.Pool.Exec(context.Background(), `UPDATE company_profiles SET company = company ||
			jsonb_build_object('companyName', 'Peer '||$2::text, 'country', 'FR', 'industry', $3::text, 'employeeCount', 20)
			WHERE user_id = $1`, user, strconv.Itoa(i), industry)
		require.NoError(t, err)
		res := c.PostForm("/my/vsme/2025/b1", url.Values{"version": {"0"}, "action": {"save"}, "Turnover": {"1000000"}})
		require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
		res = c.PostForm("/my/vsme/2025/b3", url.Values{"version": {"1"}, "action": {"save"},
			"GrossScope1GreenhouseGasEmissions": {scope1}, "GrossLocationBasedScope2GreenhouseGasEmissions": {"5"}})
		require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
		res = c.PostForm("/my/vsme/2025/public", url.Values{"intensity": {"true"}})
		require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
		owners = append(owners, c)
		page := visitor.Get("/vsme/benchmark")
		require.Equal(t, http.StatusOK, page.StatusCode)
		if i < 2 {
			require.NotEmpty(t, page.Text("[data-testid=vsme-benchmark-empty]"), "no group of %d", i+1)
		}
	}
	page := visitor.Get("/vsme/benchmark?country=FR&size=small")
	require.Equal(t, "3", page.Find("[data-testid=vsme-benchmark] tbody td").Eq(2).Text())
	require.Equal(t, "2.5e-05 tCO2e / EUR", page.Find("[data-testid=vsme-benchmark] tbody td").Eq(3).Text())
	require.Contains(t, page.Text("[data-testid=vsme-benchmark-currency]"), "No exchange rate")
	require.Equal(t, http.StatusOK, visitor.Get("/vsme/benchmark").StatusCode)
	require.Equal(t, "HIT", visitor.Get("/vsme/benchmark").Header.Get("X-Cache"))

	mine := owners[0].Get("/my/vsme/2025")
	require.Contains(t, mine.Text("[data-testid=vsme-position]"), "yours 1.5e-05")
	require.Equal(t, 1, mine.Find("[data-testid=vsme-public] input[name=intensity][checked]").Length())

	// The company's public page shows its figure, linked to its peers.
	var id string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `UPDATE company_profiles SET published = true, status = 'approved',
		published_at = now(), published_record = jsonb_build_object('company', company, 'sections', sections)
		WHERE company->>'companyName' = 'Peer 0' RETURNING id::text`).Scan(&id))
	company := visitor.Get("/companies/" + id)
	require.Equal(t, http.StatusOK, company.StatusCode)
	require.Contains(t, company.Text("[data-testid=vsme-figures]"), "1.5e-05 tCO2e / EUR")
	// The page reads its company's figures alone (PeerOf): each company's entry of Peers.
	reports := vsme.NewService(vsme.ServiceDeps{Pool: app.Pool})
	peers, err := reports.Peers(context.Background())
	require.NoError(t, err)
	require.Len(t, peers, 3)
	for _, p := range peers {
		got, ok, err := reports.PeerOf(context.Background(), p.ProfileID)
		require.NoError(t, err)
		require.True(t, ok)
		require.Equal(t, p, got)
	}
	_, ok, err := reports.PeerOf(context.Background(), uuid.New())
	require.NoError(t, err)
	require.False(t, ok, "a company showing no figure has none")

	// One stops showing: the group falls under three, on the cached page too.
	res := owners[2].PostForm("/my/vsme/2025/public", url.Values{})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.NotEmpty(t, visitor.Get("/vsme/benchmark").Text("[data-testid=vsme-benchmark-empty]"))
	require.Empty(t, owners[0].Get("/my/vsme/2025").Text("[data-testid=vsme-position]"))
	res = owners[0].PostForm("/my/vsme/2025/public", url.Values{})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Empty(t, visitor.Get("/companies/"+id).Text("[data-testid=vsme-figures]"), "the cached company page drops it")
}
